import { text } from '../../../../core/text.js';
import { tacticCard } from '../../card.define.js';

export const spaceNoEscape = tacticCard('space-no-escape', {
  text: text('Der Gegner darf sich am Ende dieser Gefechtsrunde nicht zurückziehen.', 'The opponent is not allowed to retreat at the end of the current combat round.'),
  effect: { kind: 'no-retreat' },
  sources: ['JC', 'LL'],
});
