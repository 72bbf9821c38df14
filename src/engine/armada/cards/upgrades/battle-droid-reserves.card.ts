import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Droid ships, with a repair command: exhaust to turn the ship's faceup crew damage cards facedown; discarding a facedown card costs 1 engineering point less during this command. */
export const battleDroidReserves = defineUpgradeCard(
  'battle-droid-reserves',
  [{ when: 'repair-command', exhaust: true, steps: [{ op: 'flip-crew-cards-and-discount', discount: 1 }] }],
  text(
    'Nur Droiden-Schiffe. Mit einem Reparieren-Kommando: erschöpfen, um die offenen Schadenskarten mit dem Merkmal Besatzung verdeckt zu drehen; eine verdeckte Schadenskarte abzulegen kostet in diesem Kommando 1 Reparaturpunkt weniger.',
    'Droid ships only. With a repair command: exhaust to turn the faceup crew damage cards facedown; discarding a facedown damage card costs 1 engineering point less during this command.',
  ),
  {
    assumptions: [
      text(
        '„Beliebig viele“ Besatzungskarten: alle werden umgedreht (eine offene Schadenskarte hilft nie). Gefragt wird, sobald das Schiff Reparaturpunkte erhält, einmal pro Aktivierung.',
        '"Any number" of crew cards: all are turned (a faceup damage card never helps). Asked once the ship gains engineering points, once per activation.',
      ),
    ],
  },
);
