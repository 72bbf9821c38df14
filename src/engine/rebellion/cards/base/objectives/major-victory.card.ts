import { objectiveCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const majorVictory = objectiveCard('major-victory', {
  text: pendingText('Requirement: in a combat started by the Rebels, destroyed Imperial ships add up to 3 or more printed health. Reward: +1 reputation.'),
  effect: null,
  sources: ['JC', 'LL'],
});
