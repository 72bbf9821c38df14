import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const doubleOurEfforts = missionCard('double-our-efforts', {
  text: pendingText('Pick 1 Imperial unit that sits on space 2 or space 3 of the Imperial build queue and advance it 1 space towards deployment (3->2 or 2->1). If Moff Jerjerrod is one of the leaders resolving it, advance a second unit the same way.'),
  effect: null,
  sources: ['JC', 'LL'],
});
