import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const groundOnslaught = tacticCard('ground-onslaught', {
  text: text('Je 1 Schaden an bis zu 2 verschiedene gegnerische Bodeneinheiten.', 'Deal 1 damage to each of up to 2 different enemy ground units.'),
  effect: { kind: 'damage-each', units: 2 },
  sources: ['JC', 'LL'],
});
