import { text } from '../../../core/text.js';
import { defineUpgradeCard } from '../upgrade-card.define.js';

/** Weapons team (Clone ships): while resolving a concentrate-fire command, discard another friendly ship's concentrate-fire token (distance 1–5 of the defender) to add a blue die showing an accuracy. */
export const cloneGunners = defineUpgradeCard(
  'clone-gunners',
  [{ when: 'concentrate-fire', exhaust: false, steps: [{ op: 'add-accuracy-die-for-friend-token', distance: 5 }] }],
  text(
    'Waffenteam (nur Klon-Schiffe): Solange das Schiff ein Feuer-konzentrieren-Kommando abhandelt, darf es einen Feuer-konzentrieren-Marker eines anderen befreundeten Schiffs in Entfernung 1–5 zum Verteidiger ablegen, um einen blauen Würfel mit Zielgenauigkeit zum Angriffspool hinzuzufügen.',
    'Weapons team (Clone ships only): while the ship resolves a concentrate-fire command, it may discard a concentrate-fire token of another friendly ship at distance 1–5 of the defender to add a blue die showing an accuracy to the attack pool.',
  ),
  {
    assumptions: [
      text(
        'Gefragt wird einmal pro Angriff, sobald das Schiff sein Feuer-konzentrieren-Rad oder seinen Marker in diesem Angriff ausgibt; der hinzugefügte Würfel wird nicht geworfen.',
        'Asked once per attack, when the ship first spends its concentrate-fire dial or token in that attack; the added die is set, not rolled.',
      ),
    ],
  },
);
