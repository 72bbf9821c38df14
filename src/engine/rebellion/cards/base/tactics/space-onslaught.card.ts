import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const spaceOnslaught = tacticCard('space-onslaught', {
  text: text('Je 1 Schaden an bis zu 2 verschiedene gegnerische Schiffe.', 'Deal 1 damage to each of up to 2 different enemy ships.'),
  effect: { kind: 'damage-each', units: 2 },
  sources: ['JC', 'LL'],
});
