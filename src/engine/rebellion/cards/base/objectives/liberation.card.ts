import { objectiveCard } from '../../card.define.js';
import { pendingText } from '../../card.types.js';

export const liberation = objectiveCard('liberation', {
  text: pendingText('Requirement: the Rebels have just won a ground battle in a system with a subjugation marker. Reward: +1 reputation.'),
  effect: null,
  sources: ['JC', 'LL'],
});
