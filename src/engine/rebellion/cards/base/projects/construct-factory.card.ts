import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const constructFactory = missionCard('construct-factory', {
  text: pendingText('If the system holds a sabotage marker, remove it first. Then put units on the Imperial build queue using that system\'s resource icons and queue number.'),
  effect: null,
  sources: ['JC', 'LL'],
});
