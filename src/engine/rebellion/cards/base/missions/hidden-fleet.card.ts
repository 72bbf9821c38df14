import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const hiddenFleet = missionCard('hidden-fleet', {
  text: text(
    'Ziel: ein System ohne imperiale Einheiten. Die Rebellen bewegen beliebig viele Einheiten vom Feld „Rebellenstützpunkt“ in dieses System, als wären beide benachbart; Rebellenanführer auf dem Feld halten sie nicht auf.',
    'Target: a system without Imperial units. The Rebels move any of their units from the "Rebel Base" space into that system as though the two were adjacent; Rebel leaders on that space do not hold them back.',
  ),
  effect: {
    target: { kind: 'system', where: ['no-imperial-unit'] },
    onSuccess: { kind: 'program', steps: [{ op: 'move-units', from: 'rebel-base', transport: 'normal', leadersBlock: false }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Sonst gelten die Bewegungsregeln (RR EINHEITEN BEWEGEN, Beispiel mit dieser Karte): Bodeneinheiten brauchen Platz auf Schiffen, die mit ihnen vom Feld kommen; Gebäude bleiben.',
      'Otherwise the movement rules hold (RR EINHEITEN BEWEGEN, whose example uses this card): ground units need room on ships coming with them from the space; structures stay.',
    ),
  ],
});
