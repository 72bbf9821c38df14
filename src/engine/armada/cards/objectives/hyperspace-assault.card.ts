import { text } from '../../../core/text.js';
import { defineObjective } from '../objective-card.define.js';

/**
 * Played whole: units set aside before the deployment, 3 tokens in the play
 * area, the arrival at a token from round 2. The choice is public (docs/DECISIONS.md,
 * "Hyperspace Assault's set-aside units are public"): the card does not say
 * "secretly", where the seed does for dials and lists.
 */
export const hyperspaceAssault = defineObjective(
  'hyperspace-assault',
  [
    { kind: 'second-player-sets-aside-units' },
    { kind: 'players-place-objective-tokens', count: 3, first: 'second', alternate: false, beyondPlayerEdges: 3, apart: 0, nearObstacle: null, inPlayArea: true },
    { kind: 'set-aside-units-arrive-at-token' },
  ],
  text(
    'Vor der Aufstellung legt der zweite Spieler 1 kleines oder mittleres Schiff (Pflicht, wenn er eines hat) und bis zu 3 Staffeln beiseite und legt 3 Zielmarker in die Spielfläche, jenseits Entfernung 3 zu beiden Spielerrändern. Zu Beginn jeder Runde ab der zweiten darf er sie innerhalb Entfernung 1 zu einem Zielmarker aufstellen (das Schiff zuerst; überschnittene Staffeln setzt der erste Spieler wie nach einem Manöver), dann werden alle Zielmarker entfernt; sonst darf er jeden Zielmarker bis Entfernung 1 verschieben. Was bei Spielende noch beiseite liegt, gilt als zerstört.',
    'Before deployment the second player sets aside 1 small or medium ship (he must if he has one) and up to 3 squadrons, and places 3 objective tokens in the play area beyond distance 3 of both player edges. At the start of each round after the first he may deploy them within distance 1 of one token (the ship first; squadrons it lands on are placed by the first player as after a maneuver), then every token is removed; otherwise he may move each token up to distance 1. Whatever is still set aside when the game ends is destroyed.',
  ),
  'Hyperraumangriff',
);
