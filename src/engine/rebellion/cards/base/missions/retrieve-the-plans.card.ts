import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const retrieveThePlans = missionCard('retrieve-the-plans', {
  text: pendingText('On success the Rebel player reveals his objective hand; the Empire picks 1 of those cards and puts it on the bottom of the objective deck.'),
  effect: null,
  sources: ['JC', 'LL'],
});
