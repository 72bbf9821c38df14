import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const addressDelays = missionCard('address-delays', {
  text: text('Abhandeln in einem imperialen System: mit dessen Ressourcensymbolen und Bauleistenzahl imperiale Einheiten auf die Bauleiste legen, als baute es in der Auffrischphase (auch unter einem Sabotagemarker).', 'Resolved in an Imperial system: Imperial units onto the build queue from its resource icons and queue number, as if it built in the refresh phase (a sabotage marker does not stop it).'),
  effect: { target: { kind: 'system', where: ['imperial-system'] }, onSuccess: { kind: 'program', steps: [{ op: 'queue-from-icons' }] } },
  sources: ['JC', 'LL'],
  assumptions: [text('Fähigkeiten, die Einheiten auf die Bauleiste legen, beachten weder Loyalität noch Sabotagemarker (FAQ; RR SABOTAGE).', 'Abilities that queue units ignore loyalty and sabotage markers (FAQ; RR SABOTAGE).')],
});
