import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const spaceTakeItDown = tacticCard('space-take-it-down', {
  text: text('2 Schaden an ein einzelnes gegnerisches Schiff.', 'Deal 2 damage to a single enemy ship.'),
  effect: { kind: 'damage-one', amount: 2 },
  sources: ['JC', 'LL'],
});
