import { objectiveCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const rebelAssault = objectiveCard('rebel-assault', {
  text: pendingText('Requirement: in a combat started by the Rebels, at least one Star Destroyer or Super Star Destroyer was destroyed. Reward: +1 reputation.'),
  effect: null,
  sources: ['JC', 'LL'],
});
