import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const detained = missionCard('detained', {
  text: text(
    'Gegen einen Rebellenanführer in einem beliebigen System (in seinem System versuchen). Bei Erfolg kehrt er in der nächsten Auffrischphase nicht ins Führungszentrum zurück; er bleibt eine weitere Runde auf dem Spielbrett.',
    'Against a Rebel leader in any system (attempted in its system). On success that leader is not returned to the leader pool in the next refresh phase; it stays on the board for another round.',
  ),
  effect: { target: { kind: 'rebel-leader' }, onSuccess: { kind: 'program', steps: [{ op: 'detain-target' }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Ein gefangener Anführer ist kein Ziel (FAQ); wird der festgehaltene Anführer gefangen genommen, endet das Festhalten. Sonst wirkt er normal: er blockiert, kämpft und kann Aktionskarten nutzen, aber nicht aktiviert werden, da er nicht im Führungszentrum ist.',
      'A captured leader is no target (FAQ); being captured ends the detention. Otherwise the leader works normally: it blocks, fights and may use action cards, but cannot activate a system since it is not in the pool.',
    ),
  ],
});
