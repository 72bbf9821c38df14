import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Consular title: within distance 1–2 of an obstacle, the ship may change its speed by 1 or add 1 yaw to one joint, as a navigate dial does. */
export const swiftReturn = defineUpgradeCard(
  'swift-return',
  [{ when: 'determine-course', exhaust: false, steps: [{ op: 'navigate-near-obstacle', distance: 2 }] }],
  text(
    'Titel (Consular): In Entfernung 1–2 eines Hindernisses darf das Schiff beim Kursbestimmen seinen Schub um 1 ändern oder einem Gelenk 1 Klick mehr geben, wie mit einem Navigieren-Rad.',
    'Title (Consular): within distance 1–2 of an obstacle the ship may change its speed by 1 or add 1 click to one joint when determining its course, as a navigate dial does.',
  ),
  {
    assumptions: [
      text(
        'Wirkt wie ein Navigieren-Rad und zählt nicht zusätzlich zu einem: mit einem Navigieren-Rad ändert sich nichts. Gemessen wird zwischen Schiffsbasis und Hindernisumriss zu Beginn des Manövers.',
        'Acts as a navigate dial and does not stack with one: with a navigate dial nothing changes. Measured between the ship’s base and the obstacle’s outline when the maneuver begins.',
      ),
    ],
  },
);
