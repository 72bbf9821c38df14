import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Munificent title: before the ship is dealt a faceup damage card with the Ship trait, exhaust to discard it without resolving it; nothing replaces it. */
export const tideOfProgressXii = defineUpgradeCard(
  'tide-of-progress-xii',
  [{ when: 'faceup-damage', exhaust: true, steps: [{ op: 'discard-faceup-damage-card', trait: 'ship' }] }],
  text(
    'Titel (Munificent): Bevor dem Schiff eine offene Schadenskarte mit dem Merkmal Schiff zugeteilt wird (im Schadensschritt eines Angriffs, durch ein Asteroidenfeld oder eine Mine): erschöpfen, um sie abzulegen, ohne ihren Effekt abzuhandeln; keine Karte ersetzt sie.',
    'Title (Munificent): before the ship is dealt a faceup damage card with the Ship trait (in an attack’s damage step, by an asteroid field or a mine): exhaust to discard it without resolving its effect; no card replaces it.',
  ),
  {
    assumptions: [
      text(
        'Die abgelegte Karte wird durch keine andere ersetzt: das Schiff erhält eine Schadenskarte weniger (Kartentext „lege sie ab, ohne ihren Effekt abzuhandeln“).',
        'No card replaces the discarded one: the ship takes one damage card less (card text "discard that card without resolving its effect").',
      ),
      text(
        'Hat das Schiff die Karte spielbereit, wird die offene Karte eines Asteroidenfelds oder einer Mine erst nach den übrigen Folgen des Manövers zugeteilt (die oberste Karte des Stapels zu diesem Zeitpunkt), damit das Zurückhalten nichts über den Stapel verrät.',
        'With the card ready, an asteroid field’s or a mine’s faceup card is dealt after the maneuver’s other consequences (the top card of the deck then), so holding it back tells nothing about the deck.',
      ),
    ],
  },
);
