import { actionCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const pointBlankAssault = actionCard('point-blank-assault', {
  text: pendingText('For this combat every unit in the system (both sides) has 1 less health, but never below 1.'),
  effect: null,
  sources: ['JC', 'LL'],
});
