import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const demolition = missionCard('demolition', {
  text: text(
    'Bei Erfolg für jedes Ressourcensymbol dieses Systems 1 passende Einheit (gleiche Farbe, gleiche Form) der imperialen Bauleiste zerstören.',
    'On success, for every resource icon of that system, destroy 1 unit on the Imperial build queue matching the icon (same colour, same shape).',
  ),
  effect: { target: { kind: 'system', where: ['imperial-system'] }, onSuccess: { kind: 'program', steps: [{ op: 'destroy-queued-by-icons' }] } },
  sources: ['JC', 'LL'],
});
