import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** After its ship reveals a dial: exhaust, and hand repair tokens from the card to other friendly ships at distance 1–5, one each. */
export const partsResupply = defineUpgradeCard(
  'parts-resupply',
  [{ when: 'command-revealed', exhaust: true, steps: [{ op: 'give-card-tokens', command: 'repair', distance: 5 }] }],
  text(
    'Nach dem Aufdecken des Kommandorads: erschöpfen und beliebig viele Reparieren-Marker von der Karte an andere befreundete Schiffe in Entfernung 1–5 geben, je Schiff einen.',
    'After its ship reveals a dial: exhaust, and give any number of repair tokens from the card to other friendly ships at distance 1–5, one each.',
  ),
);
