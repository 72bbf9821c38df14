import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const supportOfMonCalamari = missionCard('support-of-mon-calamari', {
  text: pendingText('On success choose one: gain 2 Rebel loyalty in Mon Calamari, or put 1 Mon Calamari Cruiser on space 3 of the Rebel build queue.'),
  effect: null,
  sources: ['JC', 'LL'],
});
