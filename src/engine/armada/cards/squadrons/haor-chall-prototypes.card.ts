import { text } from '../../../core/text.js';
import { defineSquadronCard } from '../squadron-card.define.js';

/**
 * Separatist unique squadron (SWM35): before an enemy ship or squadron at
 * distance 1 moves, it may attack it, even while engaged. Only the ship half
 * can act: an enemy squadron at distance 1 is engaged with it and cannot
 * move (seed "NAHKAMPF"; docs/games/armada.md).
 */
export const haorChallPrototypes = defineSquadronCard(
  'haor-chall-prototypes',
  [{ when: 'before-enemy-moves', steps: [{ op: 'attack-before-enemy-moves', distance: 1, evenWhileEngaged: true }] }],
  text(
    'Bevor sich ein feindliches Schiff oder eine feindliche Staffel in Entfernung 1 bewegt, darf diese Staffel es angreifen, auch solange sie im Nahkampf ist.',
    'Before an enemy ship or squadron at distance 1 moves, this squadron may attack it, even while engaged.',
  ),
  [
    text(
      'Gefragt wird, wenn ein feindliches Schiff mit Geschwindigkeit über 0 zu seinem Schritt „Manöver ausführen“ kommt, einmal je Aktivierung; Entfernung 1 von der Staffelbasis zur Schiffsbasis. Der Besitzer wählt die angegriffene Hüllensektion (eine, die die Staffel angreifen könnte, wäre sie nicht im Nahkampf) oder verzichtet. Eine feindliche Staffel in Entfernung 1 ist mit ihr im Nahkampf und bewegt sich nie: diese Hälfte des Textes kommt nicht vor.',
      'Asked when an enemy ship at speed above 0 comes to its "execute maneuver" step, once per activation; distance 1 from the squadron base to the ship base. The owner picks the hull zone attacked (one the squadron could attack were it not engaged) or declines. An enemy squadron at distance 1 is engaged with it and never moves: that half of the text never comes up.',
    ),
  ],
);
