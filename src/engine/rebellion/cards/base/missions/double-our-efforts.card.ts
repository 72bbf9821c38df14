import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const doubleOurEfforts = missionCard('double-our-efforts', {
  text: text(
    'Abhandeln in einem imperialen System: 1 imperiale Einheit auf Feld 2 oder 3 der Bauleiste rückt 1 Feld vor (3→2, 2→1); handelt Moff Jerjerrod die Mission ab, eine zweite Einheit ebenso.',
    'Resolved in an Imperial system: 1 Imperial unit on space 2 or 3 of the build queue moves 1 space towards deployment (3→2, 2→1); if Moff Jerjerrod resolves it, a second unit likewise.',
  ),
  effect: { target: { kind: 'system', where: ['imperial-system'] }, onSuccess: { kind: 'program', steps: [{ op: 'advance-queued', count: 1, portraitExtra: 1 }] } },
  sources: ['JC', 'LL'],
  assumptions: [text('Die zweite Einheit ist eine andere als die erste.', 'The second unit is another one than the first.')],
});
