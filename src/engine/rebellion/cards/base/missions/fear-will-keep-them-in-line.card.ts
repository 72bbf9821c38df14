import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const fearWillKeepThemInLine = missionCard('fear-will-keep-them-in-line', {
  text: text('In einem System mit Todesstern, Sternzerstörer oder Supersternzerstörer. Bei Erfolg gewinnt das Imperium je 1 Loyalität in 2 Systemen dieser Region (es wählt sie nacheinander).', 'In a system with a Death Star, a Star Destroyer or a Super Star Destroyer. On success the Empire gains 1 loyalty in each of 2 systems of that region (chosen one after the other).'),
  effect: {
    target: { kind: 'system', where: ['death-star-or-destroyer'] },
    onSuccess: { kind: 'program', steps: [{ op: 'gain-loyalty-in-region', amount: 1, systems: 2 }] },
  },
  sources: ['JC', 'LL'],
  assumptions: [text('Nur Systeme, in denen der Gewinn etwas ändert (bevölkert, nicht Coruscant, nicht schon imperial), stehen zur Wahl; das Missionssystem selbst darf eines davon sein.', 'Only systems where the gain changes something (populous, not Coruscant, not Imperial already) are offered; the mission system itself may be one of them.')],
});
