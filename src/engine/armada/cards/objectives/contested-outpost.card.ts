import { text } from '../../../core/text.js';
import { defineObjective } from '../objective-card.define.js';

/** Played whole: the station placed last by the second player, inert, a victory token per round for the higher command values near it (20 points). */
export const contestedOutpost = defineObjective(
  'contested-outpost',
  [{ kind: 'second-player-places-station-last' }, { kind: 'station-inert' }, { kind: 'victory-token-for-station-command-value' }, { kind: 'score-victory-tokens' }],
  text(
    'Die Raumstation wird zuletzt vom zweiten Spieler gelegt, jenseits Entfernung 5 zu beiden Spielerrändern; sie versperrt keine Angriffe und repariert nichts; am Ende jeder Runde erhält der Spieler mit der höheren Summe der Kommandowerte seiner Schiffe in Entfernung 1 der Station einen Siegmarker (20 Punkte).',
    "The second player places the station last, beyond distance 5 of both player edges; it obstructs no attack and repairs nothing; at the end of each round the player whose ships within distance 1 of the station have the higher sum of command values gains a victory token (20 points).",
  ),
  'Umkämpfter Außenposten',
);
