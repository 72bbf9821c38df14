import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Munificent title: defending at speed 2 or more, spend any defense token for the evade effect instead of its own; at most one evade effect per attack. */
export const saNalaor = defineUpgradeCard(
  'sa-nalaor',
  [{ when: 'spend-defense-tokens', exhaust: false, steps: [{ op: 'substitute-defense-token', effect: 'evade', readyTokenOnly: false, minSpeed: 2 }] }],
  text(
    'Titel (Munificent): Solange das Schiff verteidigt und seine Geschwindigkeit 2 oder höher ist, darf es einen beliebigen Verteidigungsmarker ausgeben, um statt dessen Effekts den Ausweichen-Effekt abzuhandeln; höchstens ein Ausweichen-Effekt pro Angriff.',
    'Title (Munificent): while defending at speed 2 or higher, the ship may spend any defense token to resolve the evade effect instead of that token’s own; at most one evade effect per attack.',
  ),
  {
    assumptions: [
      text(
        'Der ausgegebene Marker zählt weiter als sein eigener Typ (kein zweiter Marker dieses Typs im selben Angriff), und danach darf kein Ausweichen-Marker mehr ausgegeben werden (unsere Lesart von „höchstens ein Ausweichen-Effekt pro Angriff“).',
        'The spent token still counts as its own type (no second token of that type in the same attack), and no evade token may be spent afterwards (our reading of “at most one evade effect per attack”).',
      ),
    ],
  },
);
