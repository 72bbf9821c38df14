import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Acclamator title: before a friendly ship or squadron at distance 1–2 (this ship too) suffers an attack's damage, exhaust and spend up to 2 front shields to lower the damage as much. */
export const implacable = defineUpgradeCard(
  'implacable',
  [{ when: 'before-damage', scope: { kind: 'within', distance: 2, squadrons: true }, exhaust: true, steps: [{ op: 'spend-shields-to-reduce-damage', zone: 'front', max: 2 }] }],
  text(
    'Titel (Acclamator): Bevor ein befreundetes Schiff oder eine befreundete Staffel in Entfernung 1–2 (auch dieses Schiff) Schaden eines Angriffs erleidet: erschöpfen und bis zu 2 Bugschilde ausgeben, um den Gesamtschaden ebenso zu verringern.',
    'Title (Acclamator): before a friendly ship or squadron at distance 1–2 (this ship too) suffers an attack’s damage: exhaust and spend up to 2 front shields, lowering the total damage as much.',
  ),
);
