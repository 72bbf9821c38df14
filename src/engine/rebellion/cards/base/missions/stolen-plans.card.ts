import { missionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const stolenPlans = missionCard('stolen-plans', {
  text: pendingText('On success look at the top 4 objective cards and put all 4 back on top in any order.'),
  effect: null,
  sources: ['JC', 'LL'],
});
