import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const constructDeathStar = missionCard('construct-death-star', {
  text: text(
    'Abhandeln in einem entlegenen System ohne Rebelleneinheit: einen Todesstern im Bau in dieses System und einen Todesstern auf Feld 3 der imperialen Bauleiste. Wird dieser stationiert, ersetzt er den Todesstern im Bau in dessen System.',
    'Resolved in a remote system without Rebel units: put a Death Star Under Construction into that system and a Death Star on space 3 of the Imperial build queue. When that Death Star is deployed, it replaces the one under construction in its system.',
  ),
  effect: {
    target: { kind: 'system', where: ['remote', 'no-rebel-unit'] },
    onSuccess: { kind: 'program', steps: [{ op: 'build-death-star' }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Ist kein Todesstern im Bau oder kein Todesstern mehr im Vorrat, geschieht nichts: ein Todesstern auf der Bauleiste ohne Todesstern im Bau könnte nirgends stationiert werden (RR TODESSTERN BAUEN).',
      'With no Death Star Under Construction or no Death Star left in the supply nothing happens: a queued Death Star without one under construction could be deployed nowhere (RR TODESSTERN BAUEN).',
    ),
  ],
});
