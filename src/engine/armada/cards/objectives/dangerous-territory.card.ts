import { text } from '../../../core/text.js';
import { defineObjective } from '../objective-card.define.js';

/** Played whole: obstacles in the middle band, a token on each, taken for 15 points; asteroids and debris spare the second player. */
export const dangerousTerritory = defineObjective(
  'dangerous-territory',
  [
    { kind: 'obstacles-beyond-distance-5-of-player-edges' },
    { kind: 'objective-token-on-each-obstacle' },
    { kind: 'victory-token-for-obstacle-token' },
    { kind: 'second-player-ignores-asteroids-and-debris' },
    { kind: 'score-victory-tokens' },
  ],
  text(
    'Hindernisse liegen jenseits Entfernung 5 zu beiden Spielerrändern und tragen je einen Zielmarker; überschneidet ein Schiff ein Hindernis mit Marker, nimmt sein Besitzer den Marker und erhält einen Siegmarker (15 Punkte); Asteroiden- und Trümmerfelder wirken nicht auf Schiffe des zweiten Spielers.',
    "Obstacles lie beyond distance 5 of both player edges and carry one objective token each; a ship overlapping an obstacle with a token has its owner take it for a victory token (15 points); asteroid and debris fields do not affect the second player's ships.",
  ),
  'Gefährliches Gebiet',
);
