import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** A fleet-support icon more, no turbolaser or ordnance: fleet building reads it from the card data; nothing acts during the game. */
export const radiantVii = defineUpgradeCard(
  'radiant-vii',
  [{ when: 'fleet-building', exhaust: false, steps: [{ op: 'change-upgrade-bar' }] }],
  text(
    'Beim Flottenbau: ein zusätzliches Flottenunterstützungs-Symbol, keine Turbolaser- oder Torpedo-Aufwertungen; im Spiel wirkt nichts weiter.',
    'When the fleet is built: one more fleet-support icon, no turbolaser or ordnance upgrades; nothing else acts during the game.',
  ),
);
