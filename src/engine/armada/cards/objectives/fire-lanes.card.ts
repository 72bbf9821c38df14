import { text } from '../../../core/text.js';
import { defineObjective } from '../objective-card.define.js';

/** Played whole: 3 tokens placed by the second player, shifted by the first, controlled by battery dice at the end of each round (15 points each). */
export const fireLanes = defineObjective(
  'fire-lanes',
  [
    { kind: 'players-place-objective-tokens', count: 3, first: 'second', alternate: false, beyondPlayerEdges: 4, apart: 0, nearObstacle: null },
    { kind: 'first-player-shifts-objective-tokens', within: 2 },
    { kind: 'victory-token-per-fire-lane' },
    { kind: 'score-victory-tokens' },
  ],
  text(
    'Nach den Hindernissen legt der zweite Spieler 3 Zielmarker ins Startgebiet, jenseits Entfernung 4 zu beiden Spielerrändern; dann verschiebt der erste Spieler jeden bis Entfernung 2 (oder lässt ihn liegen). Am Ende jeder Runde kontrolliert jeden Marker, wessen Hüllensektionen mehr Batteriewürfel auf ihn werfen könnten (Feuerwinkel und Reichweite wie bei einem Angriff); wer ihn mit einem Schiff oder einer Staffel überlappt, überlässt ihn dem Gegner. Jeder kontrollierte Marker ist ein Siegmarker (15 Punkte).',
    'After the obstacles the second player places 3 objective tokens in the setup area, beyond distance 4 of both player edges; then the first player shifts each to within distance 2 (or leaves it). At the end of each round each token is controlled by the player whose hull zones could throw more battery dice at it (arc and range as for an attack); overlapping it with a ship or squadron hands it to the opponent. Each token controlled is a victory token (15 points).',
  ),
  'Feuerschneisen',
);
