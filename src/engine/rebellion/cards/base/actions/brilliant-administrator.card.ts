import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const brilliantAdministrator = actionCard('brilliant-administrator', {
  text: text('Tarkin in ein beliebiges imperiales System stellen; dann mit dessen Ressourcensymbolen und Bauleistenzahl imperiale Einheiten auf die Bauleiste legen.', 'Put Tarkin into any Imperial system, then put Imperial units on the build queue using that system\'s resource icons and queue number.'),
  effect: { window: 'assignment', leader: 'grand-moff-tarkin', target: 'imperial-system', ability: 'queue-from-icons' },
  sources: ['JC', 'LL'],
});
