import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const homingBeacon = missionCard('homing-beacon', {
  text: text(
    'Gegen einen gefangenen Anführer (in seinem System). Bei Erfolg wird er befreit; der Rebellenspieler stellt ihn in ein System seiner Wahl in der Region des Rebellenstützpunkts.',
    'Against a captured leader (in its system). On success it is rescued; the Rebel player places it in a system of his choice in the Rebel base’s region.',
  ),
  effect: { target: { kind: 'system', where: ['captured-leader'] }, onSuccess: { kind: 'program', steps: [{ op: 'rescue-into-base-region' }] } },
  sources: ['JC', 'LL'],
});
