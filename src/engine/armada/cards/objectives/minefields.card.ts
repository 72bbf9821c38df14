import { text } from '../../../core/text.js';
import { defineObjective } from '../objective-card.define.js';

/** Played whole: the second player lays the obstacles and 6 mines; a ship ending near a mine sets it off (no scoring). */
export const minefields = defineObjective(
  'minefields',
  [
    { kind: 'second-player-places-obstacles-apart', apart: 5 },
    { kind: 'players-place-objective-tokens', count: 6, first: 'second', alternate: false, beyondPlayerEdges: null, apart: 1, nearObstacle: 1 },
    { kind: 'mines-on-objective-tokens' },
  ],
  text(
    'Der zweite Spieler legt alle Hindernisse irgendwo ins Startgebiet (auch in die Aufstellungsbereiche), jenseits Entfernung 5 zueinander, dann 6 Zielmarker innerhalb Entfernung 1 zu einem Hindernis und jenseits Entfernung 1 zueinander. Beendet ein Schiff seine Bewegung innerhalb Entfernung 1 zu einem Zielmarker, wird er entfernt und 2 blaue Würfel gewürfelt: je Treffer oder kritischem Treffer eine verdeckte Schadenskarte, die erste offen, wenn ein kritischer Treffer fiel.',
    'The second player places all obstacles anywhere in the setup area (deployment zones included), beyond distance 5 of each other, then 6 objective tokens within distance 1 of an obstacle and beyond distance 1 of each other. When a ship ends its movement within distance 1 of a token, the token is removed and 2 blue dice are rolled: a facedown damage card per hit or crit, the first one faceup if a crit was rolled.',
  ),
  'Minenfelder',
);
