import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const spaceDefensiveFormation = tacticCard('space-defensive-formation', {
  text: text('1 Schaden blocken, den der Gegner in diesem Angriff einer eigenen Einheit zugewiesen hat.', 'Block 1 damage that the opponent assigned to one of your units this attack.'),
  effect: { kind: 'block', amount: 1, discard: false },
  sources: ['JC', 'LL'],
});
