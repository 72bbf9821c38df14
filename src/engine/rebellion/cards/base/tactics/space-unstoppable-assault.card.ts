import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const spaceUnstoppableAssault = tacticCard('space-unstoppable-assault', {
  text: text('Der Gegner blockt für den Rest dieses Weltraumschlachtschritts keinen Schaden.', 'The opponent may not block any damage for the remainder of the current space battle step.'),
  effect: { kind: 'no-block' },
  sources: ['JC', 'LL'],
});
