import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const rebelPlanning = actionCard('rebel-planning', {
  text: text('Dodonna auf das Feld „Rebellenstützpunkt“ stellen und 1 Zielkarte ziehen.', 'Put Dodonna on the \'Rebel Base\' space and draw 1 objective card.'),
  effect: { window: 'assignment', leader: 'jan-dodonna', target: 'rebel-base-space', ability: 'draw-objective' },
  sources: ['JC', 'LL'],
});
