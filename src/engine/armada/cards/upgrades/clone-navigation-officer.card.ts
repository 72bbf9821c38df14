import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** On revealing concentrate fire, navigate or squadron: exhaust, and one other friendly ship at distance 1–5 gains that token; the card's own tokens may pay its ready cost. */
export const cloneNavigationOfficer = defineUpgradeCard(
  'clone-navigation-officer',
  [{ when: 'command-revealed', exhaust: true, steps: [{ op: 'give-revealed-token', commands: ['concentrate-fire', 'navigate', 'squadron'], distance: 5 }] }],
  text(
    'Beim Aufdecken von Feuer konzentrieren, Navigieren oder Staffel: erschöpfen; ein anderes befreundetes Schiff in Entfernung 1–5 erhält einen Marker dieses Kommandos. Marker auf der Karte bezahlen auch ihre Bereitschaftskosten.',
    'On revealing concentrate fire, navigate or squadron: exhaust; one other friendly ship at distance 1–5 gains a token of that command. Tokens on the card may also pay its ready cost.',
  ),
  { readyFromCardTokens: true },
);
