import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const carbonFreezing = missionCard('carbon-freezing', {
  text: text(
    'Gegen einen gefangenen Anführer (in seinem System; er interveniert und würfelt). Bei Erfolg ersetzt der Zustandsring „Eingefroren in Karbonit“ den Ring „Gefangener Anführer“, und die Rebellen verlieren 1 Sympathie. Der Anführer gilt weiter als gefangen; wird er gerettet, wird der Ring abgelegt.',
    'Against a captured leader (in its system; it opposes and rolls). On success the Carbonite ring replaces the captured ring and the Rebels lose 1 reputation. The leader still counts as captured; if it is rescued, the ring is discarded.',
  ),
  effect: { target: { kind: 'system', where: ['captured-leader'] }, onSuccess: { kind: 'program', steps: [{ op: 'freeze-captive', reputation: 1 }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Der freie Ring „Gefangener Anführer“ erlaubt einen weiteren Gefangenen; eine spätere Gefangennahme befreit den Anführer in Karbonit nicht. Die verlorene Sympathie kommt bei einer Rettung nicht zurück (RR GEFANGENE ANFÜHRER). Die Sympathie steigt höchstens bis zum Ende der Zeitleiste.',
      'The freed captured ring lets the Empire hold another captive; a later capture does not rescue the leader in carbonite. The reputation lost does not come back on a rescue (RR GEFANGENE ANFÜHRER). Reputation rises at most to the end of the time track.',
    ),
  ],
});
