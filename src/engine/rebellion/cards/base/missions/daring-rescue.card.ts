import { text } from '../../../../core/text.js';
import { missionCard } from '../../card.define.js';

export const daringRescue = missionCard('daring-rescue', {
  text: text(
    'Versuchen in einem System mit gefangenem Anführer: bei Erfolg ihn befreien (auf das Feld „Rebellenstützpunkt“); die Anführer dieser Mission dürfen mitgehen.',
    'Attempted in a system holding a captured leader: on success rescue that leader (onto the \'Rebel Base\' space); the leaders of this mission may go along.',
  ),
  effect: { target: { kind: 'system', where: ['captured-leader'] }, onSuccess: { kind: 'program', steps: [{ op: 'rescue-captive', escort: true }] } },
  sources: ['JC', 'LL'],
  assumptions: [
    text(
      'Fertigkeit Aufklärung (JC; LL: Diplomatie). Mitgehen dürfen die Anführer der Mission, die frei im System stehen: alle oder einer, nach Wahl der Rebellen; Passen lässt sie dort (RR GEFANGENE ANFÜHRER RETTEN). Ist der Gefangene nicht mehr dort, geschieht nichts.',
      'Skill intel (JC; LL: diplomacy). The mission’s leaders standing free in the system may go along: all or one, as the Rebel chooses; passing leaves them there (RR GEFANGENE ANFÜHRER RETTEN). With the captive gone, nothing happens.',
    ),
  ],
});
