import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Defensive retrofit: defending, exhaust and spend a readied defense token for the salvo effect instead of its own; at most one salvo effect per attack. */
export const reactiveGunnery = defineUpgradeCard(
  'reactive-gunnery',
  [{ when: 'spend-defense-tokens', exhaust: true, steps: [{ op: 'substitute-defense-token', effect: 'salvo', readyTokenOnly: true, minSpeed: 0 }] }],
  text(
    'Defensive Nachrüstung: Solange das Schiff verteidigt, darf es diese Karte erschöpfen und einen spielbereiten Verteidigungsmarker ausgeben, um statt dessen Effekts den Salven-Effekt abzuhandeln; höchstens ein Salven-Effekt pro Angriff.',
    'Defensive retrofit: while defending, the ship may exhaust this card and spend a readied defense token to resolve the salvo effect instead of that token’s own; at most one salvo effect per attack.',
  ),
  {
    assumptions: [
      text(
        'Wie beim Salve-Marker (Seite „VERTEIDIGUNGSMARKER“): Die Salve feuert nach dem Schaden mit der Heck-Hüllensektion; der ausgegebene Marker zählt weiter als sein eigener Typ.',
        'As with the salvo token (“VERTEIDIGUNGSMARKER”): the salvo fires after the damage with the rear hull zone; the spent token still counts as its own type.',
      ),
    ],
  },
);
