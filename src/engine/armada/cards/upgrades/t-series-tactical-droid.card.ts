import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Officer: exhaust to resolve a repair, navigate or squadron command token as though a dial of that type were spent; asked when the ship reveals its dial. */
export const tSeriesTacticalDroid = defineUpgradeCard(
  't-series-tactical-droid',
  [{ when: 'command-revealed', exhaust: true, steps: [{ op: 'token-as-dial', commands: ['repair', 'navigate', 'squadron'] }] }],
  text(
    'Offizier: Handelt das Schiff ein Reparieren-, Navigieren- oder Staffel-Kommando nur mit einem Kommandomarker ab, darf es diese Karte erschöpfen, um es abzuhandeln, als hätte es ein Kommandorad dieses Typs ausgegeben.',
    'Officer: when the ship resolves a repair, navigate or squadron command by spending only a command token, it may exhaust this card to resolve it as though it had spent a command dial of that type.',
  ),
  {
    assumptions: [
      text(
        'Gefragt wird, sobald das Schiff sein Kommandorad aufdeckt: Der gewählte Marker wird abgelegt und das Schiff erhält für diese Aktivierung ein Kommandorad dieses Typs (wie bei Bail Organa); der Typ des aufgedeckten Rads steht nicht zur Wahl, da es dann nicht „nur ein Marker“ wäre.',
        'The owner is asked when the ship reveals its dial: the chosen token is discarded and the ship gains a command dial of that type for this activation (as with Bail Organa); the revealed dial’s type is not offered, since that would not be “only a token”.',
      ),
    ],
  },
);
