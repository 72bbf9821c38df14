import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const constructSuperStarDestroyer = missionCard('construct-super-star-destroyer', {
  text: text('Abhandeln in einem imperialen System mit blauem Quadrat: 1 Supersternzerstörer auf Feld 3 der imperialen Bauleiste.', 'Resolved in an Imperial system with a blue square resource icon: 1 Super Star Destroyer on space 3 of the Imperial build queue.'),
  effect: {
    target: { kind: 'system', where: ['imperial-system', 'space-square-icon'] },
    onSuccess: { kind: 'program', steps: [{ op: 'queue-unit', unit: 'super-star-destroyer', space: 3 }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [text('Liegt kein Supersternzerstörer mehr im Vorrat, geschieht nichts.', 'With no Super Star Destroyer left in the supply nothing happens.')],
});
