import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Commander: when a friendly ship reveals a command, take at most one navigate and one repair token off the card; that ship gains a command dial of each type taken. */
export const bailOrgana = defineUpgradeCard(
  'bail-organa',
  [{ when: 'command-revealed', scope: { kind: 'fleet' }, exhaust: false, steps: [{ op: 'gain-dial-from-card-tokens', commands: ['navigate', 'repair'] }] }],
  text(
    'Commander: Deckt ein befreundetes Schiff ein Kommando auf, darf höchstens ein Navigieren- und ein Reparieren-Marker von der Karte genommen werden; das Schiff erhält je Marker ein Kommandorad dieses Typs.',
    'Commander: when a friendly ship reveals a command, take at most one navigate and one repair token off the card; that ship gains a command dial of each type taken.',
  ),
  {
    assumptions: [
      text(
        'Ein gewonnenes Rad wird nur als Rad ausgegeben (nicht in einen Marker verwandelt) und verfällt am Ende der Aktivierung; ein Typ, den das Schiff gerade aufgedeckt hat, wird nicht angeboten.',
        'A gained dial is spent only as a dial (never turned into a token) and lapses when the activation ends; the type the ship just revealed is not offered.',
      ),
    ],
  },
);
