import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const groundUnstoppableAssault = tacticCard('ground-unstoppable-assault', {
  text: text('Der Gegner blockt für den Rest dieses Bodenschlachtschritts keinen Schaden.', 'The opponent may not block any damage for the remainder of the current ground battle step.'),
  effect: { kind: 'no-block' },
  sources: ['JC', 'LL'],
});
