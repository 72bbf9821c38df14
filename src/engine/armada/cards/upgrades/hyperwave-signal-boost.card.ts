import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/**
 * Separatist offensive retrofit: when its owner's squadron turn begins, exhaust
 * to choose up to the ship's squadron value of unactivated friendly squadrons
 * at close–long range; the turn activates those, and while attacking the ones
 * with AI count as activated by a squadron command.
 */
export const hyperwaveSignalBoost = defineUpgradeCard(
  'hyperwave-signal-boost',
  [{ when: 'squadron-turn', exhaust: true, steps: [{ op: 'activate-squadrons-this-turn' }] }],
  text(
    'Offensiv-Nachrüstung: Zu Beginn seines Zuges in der Staffelphase darf der Besitzer die Karte erschöpfen und bis zu Staffelwert viele nicht aktivierte befreundete Staffeln in kurzer bis großer Reichweite wählen; dieser Zug aktiviert genau sie, und beim Angreifen gelten sie als per Staffel-Kommando aktiviert (KI).',
    'Offensive retrofit: when its owner’s squadron-phase turn begins he may exhaust the card to choose up to the squadron value of unactivated friendly squadrons at close–long range; that turn activates exactly them, and while attacking they count as activated by a squadron command (AI).',
  ),
  {
    assumptions: [
      text(
        'Gewählt wird eine Staffel nach der anderen, bevor die erste aktiviert wird; der Zug besteht dann aus genau diesen Aktivierungen (auch aus einer oder mehr als zwei), jede bewegt sich oder greift an. Reichweite: nächste Punkte der Basen, wie beim Staffel-Kommando.',
        'The squadrons are chosen one at a time before the first activates; the turn then consists of exactly their activations (one, or more than two), each moving or attacking. Range: closest points of the bases, as for the squadron command.',
      ),
    ],
  },
);
