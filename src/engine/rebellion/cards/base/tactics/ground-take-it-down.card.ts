import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const groundTakeItDown = tacticCard('ground-take-it-down', {
  text: text('2 Schaden an eine einzelne gegnerische Bodeneinheit.', 'Deal 2 damage to a single enemy ground unit.'),
  effect: { kind: 'damage-one', amount: 2 },
  sources: ['JC', 'LL'],
});
