import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const spaceOutmaneuver = tacticCard('space-outmaneuver', {
  text: text('1 andere Weltraumtaktikkarte von der Hand ablegen, um bis zu 2 Schaden an eigenen Schiffen zu blocken.', 'Discard 1 other space tactic card from your hand to block up to 2 damage assigned to your ships.'),
  effect: { kind: 'block', amount: 2, discard: true },
  sources: ['JC', 'LL'],
});
