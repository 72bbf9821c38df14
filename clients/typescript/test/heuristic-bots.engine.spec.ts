import { playOnEngine } from '../../../bench/bots.engine.js';
import { findGame } from '../../../src/engine/games.registry.js';
import { makeBot } from '../src/bots/bots.registry.js';
import { RandomBot } from '../src/bots/random.bot.js';

/**
 * A few seeded games of each heuristic against the random bot, straight on the
 * engine, seats alternating (and in Rebellion the Empire's seat too, so the
 * heuristic plays both sides). `npm run bench -- bots` plays 200 and prints the rate.
 */
function heuristicWins(game: string, games: number, options: (g: number) => unknown): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const heuristicSeat = g % 2;
    const seed = `bots-${g}`;
    const bots = [0, 1].map((s) => (s === heuristicSeat ? makeBot('heuristic', game, `${seed}:h`)! : new RandomBot(`${seed}:r`)));
    const { outcome } = playOnEngine(findGame(game)!, 2, seed, bots, 3000, options(g));
    if (outcome?.winners.includes(heuristicSeat)) wins++;
  }
  return wins;
}

describe('the heuristic bots against the random bot (engine, seeded)', () => {
  it('Armada (training scenario): the heuristic wins a clear majority of 6 games, 3 with each fleet', () => {
    expect(heuristicWins('armada', 6, () => ({ scenario: 'training' }))).toBeGreaterThanOrEqual(5);
  });

  it('Rebellion: the heuristic wins a clear majority of 8 games, 4 as the Empire and 4 as the Rebels', () => {
    expect(heuristicWins('rebellion', 8, (g) => ({ imperialSeat: Math.floor(g / 2) % 2 }))).toBeGreaterThanOrEqual(6);
  });
});
