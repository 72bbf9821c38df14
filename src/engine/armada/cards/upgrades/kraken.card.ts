import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Commander: once per activation, after a friendly ship's attack roll against a ship, with another friendly ship at close–medium range of the defender, turn one die to a single-icon face. */
export const kraken = defineUpgradeCard(
  'kraken',
  [{ when: 'dice-rolled', scope: { kind: 'fleet' }, exhaust: false, steps: [{ op: 'turn-die-to-single-icon', oncePerActivation: true }] }],
  text(
    'Commander: Einmal pro Aktivierung, nachdem ein befreundetes Schiff gegen ein Schiff gewürfelt hat und ein anderes befreundetes Schiff in kurzer bis mittlerer Reichweite des Verteidigers ist: einen Würfel auf eine Seite mit genau einem Symbol drehen (Treffer, Krit, Genauigkeit; die Seite muss der Würfel haben).',
    'Commander: once per activation, after a friendly ship rolled against a ship with another friendly ship at close–medium range of the defender: turn one die to a face with exactly one icon (hit, crit, accuracy; a face that die has).',
  ),
  {
    assumptions: [
      text('Gefragt wird gleich nach dem Wurf, vor den übrigen Angriffseffekten; nur beim Angriff des aktivierten Schiffs, nicht bei Salven.', 'Asked right after the roll, before the other attack effects; only in the activated ship’s attack, not a salvo.'),
    ],
  },
);
