import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const sonOfSkywalker = actionCard('son-of-skywalker', {
  text: text(
    'Spezial: Nachdem eine Rebellenmission im System von Luke erfolgreich war, im Rebellen-Missionsstapel „Seek Yoda“ oder „Daring Rescue“ suchen, auf die Hand nehmen und den Stapel mischen.',
    'Special: after a Rebel mission succeeds in Luke\'s system, search the Rebel mission deck for \'Seek Yoda\' or \'Daring Rescue\', take it into your hand, then shuffle the mission deck.',
  ),
  effect: { window: 'mission-succeeded', steps: [{ op: 'search-deck', deck: 'missions', only: ['seek-yoda', 'daring-rescue'], plays: true }] },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Das Fenster öffnet sich nach jeder erfolgreichen Rebellenmission im System von Luke (nicht gefangen), solange die Karte nicht verwendet ist, auch ohne die Karte auf der Hand (dann bleibt nur Passen): so verrät es dem Imperium nichts über die Hand. Es folgt auf die Fähigkeit der Mission, bevor die Missionskarte abgelegt wird.',
      'The window opens after every successful Rebel mission in the system of Luke (not captured) while the card is unused, even without the card in hand (then only passing is left), so it tells the Empire nothing about the hand. It follows the mission\'s ability, before the mission card is put away.',
    ),
  ],
});
