import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const secretWeaponsResearch = missionCard('secret-weapons-research', {
  text: text('Abhandeln in einem imperialen System: das Imperium zieht 2 Projektkarten auf die Hand.', 'Resolved in an Imperial system: the Empire draws 2 project cards into its hand.'),
  effect: { target: { kind: 'system', where: ['imperial-system'] }, onSuccess: { kind: 'program', steps: [{ op: 'draw-projects', count: 2 }] } },
  sources: ['JC', 'LL'],
});
