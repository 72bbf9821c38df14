import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const leadTheStrikeTeam = missionCard('lead-the-strike-team', {
  text: text(
    'Ziel: ein beliebiges System. Bei Erfolg bewegen die Rebellen bis zu 4 Bodeneinheiten vom Feld „Rebellenstützpunkt“ in dieses System, ohne auf Nachbarschaft und Transport zu achten. Sind dort imperiale Bodeneinheiten, wird ein Gefecht abgehandelt.',
    'Target: any system. On success the Rebels move up to 4 ground units from the "Rebel Base" space into this system, ignoring adjacency and transport. If Imperial ground units are there, a combat is resolved.',
  ),
  effect: {
    target: { kind: 'system', where: [] },
    onSuccess: {
      kind: 'program',
      steps: [
        { op: 'move-units', from: 'rebel-base', only: 'ground', max: 4, transport: 'ignore', leadersBlock: true },
        { op: 'resolve-combat', requires: { faction: 'empire', theater: 'ground' } },
      ],
    },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Steht ein Rebellenanführer auf dem Feld „Rebellenstützpunkt“, kann keine Einheit es verlassen (FAQ): die Karte sagt nichts anderes.',
      'While a Rebel leader stands on the "Rebel Base" space no unit can leave it (FAQ): the card does not say otherwise.',
    ),
    text('Gebäude sind unbeweglich und bleiben stehen.', 'Structures are immobile and stay.'),
  ],
});
