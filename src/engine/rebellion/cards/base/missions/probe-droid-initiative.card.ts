import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const probeDroidInitiative = missionCard('probe-droid-initiative', {
  text: text('Abhandeln in einem System mit Sternzerstörer oder Supersternzerstörer: das Imperium zieht 2 Suchdroidenkarten, 2 weitere, wenn Admiral Ozzel die Mission abhandelt.', 'Resolved in a system with a Star Destroyer or Super Star Destroyer: the Empire draws 2 probe cards, 2 more if Admiral Ozzel resolves it.'),
  effect: { target: { kind: 'system', where: ['star-destroyer'] }, onSuccess: { kind: 'program', steps: [{ op: 'draw-probes', count: 2, portraitExtra: 2 }] } },
  sources: ['JC', 'LL'],
});
