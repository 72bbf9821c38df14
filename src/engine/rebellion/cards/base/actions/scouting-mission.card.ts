import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const scoutingMission = actionCard('scouting-mission', {
  text: text(
    'Zuweisung: Fel in ein beliebiges System stellen; dann bis zu 4 TIE-Jäger aus beliebigen Systemen dorthin bewegen, ohne auf Nachbarschaft und Transport zu achten. Sind dort Rebellenschiffe, wird ein Gefecht abgehandelt.',
    'Assignment: put Fel in any system, then move up to 4 TIE Fighters from any systems into it, ignoring adjacency and transport. If Rebel ships are there, a combat is resolved.',
  ),
  effect: {
    window: 'assignment',
    leader: 'soontir-fel',
    target: 'any-system',
    ability: 'move',
    move: { from: 'any-system', limit: { 'tie-fighter': 4 }, ignoreTransport: true, combatIf: 'space' },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Ein System mit einem imperialen Anführer gibt keine TIE-Jäger ab (RR EINHEITEN BEWEGEN); das Gefecht folgt in der Zuweisungsphase, danach weist das Imperium weiter zu.',
      'A system with an Imperial leader releases no TIE Fighters (RR EINHEITEN BEWEGEN); the combat follows in the assignment phase, then the Empire goes on assigning.',
    ),
  ],
});
