import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const constructFactory = missionCard('construct-factory', {
  text: text('Abhandeln in einem imperialen System: zuerst einen Sabotagemarker dort entfernen, dann mit dessen Ressourcensymbolen und Bauleistenzahl imperiale Einheiten auf die Bauleiste legen.', 'Resolved in an Imperial system: first remove a sabotage marker there, then Imperial units onto the build queue from its resource icons and queue number.'),
  effect: { target: { kind: 'system', where: ['imperial-system'] }, onSuccess: { kind: 'program', steps: [{ op: 'remove-sabotage' }, { op: 'queue-from-icons' }] } },
  sources: ['JC', 'LL'],
});
