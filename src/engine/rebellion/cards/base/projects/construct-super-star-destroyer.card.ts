import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const constructSuperStarDestroyer = missionCard('construct-super-star-destroyer', {
  text: pendingText('Put 1 Super Star Destroyer on space 3 of the Imperial build queue.'),
  effect: null,
  sources: ['JC', 'LL'],
});
