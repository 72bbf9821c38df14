import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const groundCriticalHit = tacticCard('ground-critical-hit', {
  text: text('1 Schaden an eine gegnerische Einheit dieses Schauplatzes (gleich welcher Gesundheitsfarbe).', 'Deal 1 damage to an enemy unit of this theater (any health colour).'),
  effect: { kind: 'free-damage', amount: 1 },
  sources: ['JC', 'LL'],
});
