import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const interrogation = missionCard('interrogation', {
  text: pendingText('On success the Rebel player shows his whole hand of objective cards to the Empire, then takes them back hidden.'),
  effect: null,
  sources: ['JC', 'LL'],
});
