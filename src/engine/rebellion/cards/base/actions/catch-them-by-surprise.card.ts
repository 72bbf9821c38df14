import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const catchThemBySurprise = actionCard('catch-them-by-surprise', {
  text: text(
    'Zuweisung: Ozzel in ein beliebiges System stellen; dann imperiale Einheiten aus benachbarten Systemen dorthin bewegen, wie beim Aktivieren eines Systems. Sind dort Rebelleneinheiten, wird ein Gefecht abgehandelt.',
    'Assignment: put Ozzel in any system, then move Imperial units into it from adjacent systems, as when activating a system. If Rebel units are there, a combat is resolved.',
  ),
  effect: { window: 'assignment', leader: 'admiral-ozzel', target: 'any-system', ability: 'move', move: { from: 'adjacent', combatIf: 'any' } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Das Gefecht findet in der Zuweisungsphase statt, das Imperium ist aktiver Spieler; danach weist das Imperium weiter zu. Kommen imperiale Bodeneinheiten in das System des verborgenen Stützpunkts, wird er vorher aufgedeckt.',
      'The combat happens in the assignment phase with the Empire active; then the Empire goes on assigning. Imperial ground units arriving in the hidden base’s system reveal it first.',
    ),
  ],
});
