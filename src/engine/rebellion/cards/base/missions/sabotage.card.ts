import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const sabotage = missionCard('sabotage', {
  text: text('Bei Erfolg einen Sabotagemarker ins System legen. Solange er liegt, baut keine Seite mit den Ressourcensymbolen dieses Systems und stationiert keine Einheiten dorthin.', 'On success place a sabotage marker in the system. While it is there, neither player can build from that system\'s resource icons or deploy units into it.'),
  effect: { target: { kind: 'system', where: ['populous'] }, onSuccess: { kind: 'place-sabotage' } },
  sources: ['JC', 'LL'],
  assumptions: [text('FAQ-Errata: nur bevölkerte Systeme.', 'FAQ errata: populous systems only.')],
});
