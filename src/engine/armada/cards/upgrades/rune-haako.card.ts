import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** On revealing a command: discard command tokens from the card and/or from one other friendly ship at distance 1–5; this ship gains a token of the same type for each. */
export const runeHaako = defineUpgradeCard(
  'rune-haako',
  [{ when: 'command-revealed', exhaust: false, steps: [{ op: 'trade-tokens', distance: 5 }] }],
  text(
    'Beim Aufdecken eines Kommandos: Kommandomarker von der Karte und/oder von einem anderen befreundeten Schiff in Entfernung 1–5 ablegen; dieses Schiff erhält je abgelegtem Marker einen Marker desselben Typs.',
    'On revealing a command: discard command tokens from the card and/or from one other friendly ship at distance 1–5; this ship gains a token of the same type for each one.',
  ),
  {
    assumptions: [
      text(
        'Angeboten werden nur Marker, die dieses Schiff erhalten darf (kein doppelter, nicht über den Kommandowert); nach dem ersten Marker eines Schiffs nur noch Marker dieses Schiffs und der Karte.',
        'Only tokens this ship may gain are offered (no duplicate, not beyond its command value); after the first token from a ship, only that ship’s and the card’s.',
      ),
    ],
  },
);
