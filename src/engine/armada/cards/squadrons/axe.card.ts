import { text } from '../../../core/text.js';
import { defineSquadronCard } from '../squadron-card.define.js';

/** Republic unique squadron (SWM34): before another friendly squadron at distance 1 suffers damage in an attack, Axe may spend a defense token to lower the total damage by 1. */
export const axe = defineSquadronCard(
  'axe',
  [{ when: 'before-damage', steps: [{ op: 'spend-defense-token-to-reduce-damage', amount: 1, distance: 1 }] }],
  text(
    'Bevor eine andere befreundete Staffel in Entfernung 1 während eines Angriffs Schaden erleidet, darf Axe 1 Verteidigungsmarker ausgeben, um den Gesamtschaden um 1 zu verringern.',
    'Before another friendly squadron at distance 1 suffers damage during an attack, Axe may spend 1 defense token to lower the total damage by 1.',
  ),
  [
    text(
      'Gefragt wird, sobald der Gesamtschaden feststeht (nach Stabilisieren), einmal je Angriff, auch bei einem Konterangriff; der Marker wird wie beim Verteidigen ausgegeben (spielbereit → erschöpft, erschöpft → abgelegt). Entfernung 1: nächste Punkte der beiden Staffelbasen.',
      'Asked once the total damage is known (after brace), once per attack, counter attacks included; the token is spent as when defending (ready → exhausted, exhausted → discarded). Distance 1: closest points of the two squadron bases.',
    ),
  ],
);
