import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const groundDigIn = tacticCard('ground-dig-in', {
  text: text('1 andere Bodentaktikkarte von der Hand ablegen, um bis zu 2 Schaden an eigenen Bodeneinheiten zu blocken.', 'Discard 1 other ground tactic card from your hand to block up to 2 damage assigned to your ground units.'),
  effect: { kind: 'block', amount: 2, discard: true },
  sources: ['JC', 'LL'],
});
