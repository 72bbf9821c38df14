import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const spaceBrilliantStrategy = tacticCard('space-brilliant-strategy', {
  text: text('2 Taktikkarten ziehen: beide vom Weltraumstapel, beide vom Bodenstapel oder je 1.', 'Draw 2 tactic cards: both from the space deck, both from the ground deck, or 1 from each.'),
  effect: { kind: 'draw', cards: 2 },
  sources: ['JC', 'LL'],
});
