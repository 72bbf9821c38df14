import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Hardcell title: before suffering an attack's damage, if the defending hull zone still has a shield, the owner may exhaust it to lower the total damage by 1. */
export const foremansLabor = defineUpgradeCard(
  'foremans-labor',
  [{ when: 'before-damage', exhaust: true, steps: [{ op: 'reduce-damage', amount: 1, condition: 'defending-zone-has-shields', optional: true }] }],
  text(
    'Titel (Hardcell): Vor dem Erleiden des Schadens eines Angriffs, falls die verteidigende Hüllensektion noch ein Schild hat: erschöpfen, um den Gesamtschaden um 1 zu verringern.',
    'Title (Hardcell): before suffering an attack’s damage, if the defending hull zone still has a shield: exhaust to lower the total damage by 1.',
  ),
);
