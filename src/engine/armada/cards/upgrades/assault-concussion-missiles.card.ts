import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Black critical effect: exhaust, instead of the standard critical effect; once the attack is over, each hull zone adjacent to the defending one suffers 1 damage. */
export const assaultConcussionMissiles = defineUpgradeCard(
  'assault-concussion-missiles',
  [{ when: 'critical', exhaust: true, steps: [{ op: 'critical-damage-adjacent-zones', dieColor: 'black' }] }],
  text(
    'Schwarzer kritischer Effekt: erschöpfen, statt des normalen kritischen Effekts; nach dem Angriff nimmt jede an die verteidigende angrenzende Hüllensektion 1 Schaden (Schild zuerst, sonst eine verdeckte Schadenskarte).',
    'Black critical effect: exhaust, instead of the standard critical effect; after the attack each hull zone adjacent to the defending one suffers 1 damage (its shield first, else a facedown damage card).',
  ),
  {
    assumptions: [
      text(
        'Die angrenzenden Sektionen nehmen ihren Schaden, sobald der Angriff vorbei ist (nach dem Schaden des Angriffs); ist der Verteidiger dann zerstört, entfällt er. Gegen „Eindämmen“ (kein kritischer Effekt im Schritt) wird die Karte nicht angeboten.',
        'The adjacent zones suffer their damage once the attack is over (after the attack’s own damage); a defender destroyed by then takes none. Against contain (the step is skipped) the card is not offered.',
      ),
    ],
  },
);
