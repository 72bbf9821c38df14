import { text } from '../../../../core/text.js';
import { actionCard } from '../../card.define.js';

export const nobleSacrifice = actionCard('noble-sacrifice', {
  text: text(
    'Im Moment, in dem Obi-Wan gefangen genommen wird, wird er stattdessen aus dem Spiel entfernt (eliminiert), und die Rebellen ziehen den Sympathiemarker 1 Feld auf den Zeitmarker zu.',
    'At the moment Obi-Wan is captured, he is removed from the game (eliminated) instead, and the Rebels move the reputation marker 1 space towards the time marker.',
  ),
  effect: { window: 'reaction', moment: 'leader-captured', leader: 'concerned', ability: { kind: 'eliminated-instead', reputation: 1 } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Statt der Gefangennahme geschieht nichts von ihr: ein früherer Gefangener wird nicht befreit. Erreicht der Sympathiemarker den Zeitmarker, gewinnen die Rebellen sofort.',
      'Nothing of the capture happens instead: an earlier captive is not rescued. If the reputation marker reaches the time marker, the Rebels win at once.',
    ),
  ],
});
