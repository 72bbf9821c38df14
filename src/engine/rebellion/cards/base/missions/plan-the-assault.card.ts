import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const planTheAssault = missionCard('plan-the-assault', {
  text: text(
    'Ziel: ein System mit einem imperialen Schiff. Bei Erfolg bewegen die Rebellen Schiffe (keine Bodeneinheiten) vom Feld „Rebellenstützpunkt“ in dieses System, als wären beide benachbart; Anführer auf dem Feld halten sie nicht auf. Danach wird dort ein Gefecht abgehandelt.',
    'Target: a system with an Imperial ship. On success the Rebels move ships (no ground units) from the "Rebel Base" space into this system as though adjacent; leaders on that space do not hold them back. Then a combat is resolved there.',
  ),
  effect: {
    target: { kind: 'system', where: ['imperial-ship'] },
    onSuccess: {
      kind: 'program',
      steps: [{ op: 'move-units', from: 'rebel-base', only: 'ships', transport: 'normal', leadersBlock: false }, { op: 'resolve-combat' }],
    },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Es dürfen auch keine Schiffe bewegt werden; das Gefecht findet dann nur statt, wenn beide Seiten dort schon denselben Schauplatz teilen.',
      'Moving no ships is allowed; the combat then happens only if both sides already share a theater there.',
    ),
  ],
});
