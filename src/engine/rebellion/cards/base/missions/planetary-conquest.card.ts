import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const planetaryConquest = missionCard('planetary-conquest', {
  text: text(
    'Ziel: ein beliebiges System. Bei Erfolg bewegt das Imperium aus einem einzigen System seiner Wahl bis zu 1 AT-AT, 1 AT-ST und 2 Sturmtruppen in das System der Mission, ohne auf Nachbarschaft und Transport zu achten. Sind dort Bodeneinheiten der Rebellen, wird nach allen Schritten der Mission ein Gefecht abgehandelt.',
    'Target: any system. On success the Empire moves from one single system of its choice up to 1 AT-AT, 1 AT-ST and 2 Stormtroopers into the mission’s system, ignoring adjacency and transport. If Rebel ground units are there, a combat is resolved after all the mission’s steps.',
  ),
  effect: {
    target: { kind: 'system', where: [] },
    onSuccess: {
      kind: 'program',
      steps: [
        { op: 'move-units', from: 'one-system', limit: { 'at-at': 1, 'at-st': 1, stormtrooper: 2 }, transport: 'ignore', leadersBlock: true },
        { op: 'resolve-combat', requires: { faction: 'rebel', theater: 'ground' } },
      ],
    },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Das eine System legt die erste bewegte Einheit fest; ein System mit einem imperialen Anführer gibt keine Einheiten ab (RR EINHEITEN BEWEGEN).',
      'The first unit moved fixes the one system; a system with an Imperial leader releases no units (RR EINHEITEN BEWEGEN).',
    ),
    text(
      'Kommen imperiale Bodeneinheiten in das System des verborgenen Stützpunkts, wird er vor dem Gefecht aufgedeckt; die Rebellen können sich nicht dorthin zurückziehen, woher die Einheiten kamen.',
      'Imperial ground units arriving in the hidden base’s system reveal it before the combat; the Rebels cannot retreat to where the units came from.',
    ),
  ],
});
