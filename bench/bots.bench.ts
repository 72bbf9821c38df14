import { RandomBot } from '../clients/typescript/src/bots/random.bot.js';
import { heuristicGames, makeBot } from '../clients/typescript/src/bots/bots.registry.js';
import { findGame, GAMES } from '../src/engine/games.registry.js';
import { now, type Benchmark } from './bench.harness.js';
import { OptionsRequired, playOnEngine } from './bots.engine.js';

const GAMES_PER_RUN = 200;
/** Issue 11's targets. */
const WIN_RATE_TARGET = 0.7;
const MAX_ACTIONS_TARGET = 3000;

/**
 * Options for games that cannot start without them: armada-attack plays one declared attack,
 * here seed "BEISPIEL: ANGREIFEN" (the Hardcell fires at the Acclamator II, as in its spec).
 */
const OPTIONS: Readonly<Record<string, unknown>> = {
  'armada-attack': {
    attacker: { kind: 'ship', id: 'hardcell', ship: 'hardcell-class-transport', zone: 'front', speed: 2, concentrateFire: { dial: true } },
    defender: { kind: 'ship', id: 'acclamator', ship: 'acclamator-ii-class-assault-ship', zone: 'rear', speed: 2, facedownDamage: ['faulty-countermeasures'] },
    range: 'medium',
  },
};

/**
 * Options per heuristic game and game number: Rebellion hands the Empire to
 * seat 0 and seat 1 in turn across each pair of games, so with the seats
 * alternating the heuristic plays each side of each seat equally often.
 */
const HEURISTIC_OPTIONS: Readonly<Record<string, (g: number) => unknown>> = {
  rebellion: (g) => ({ imperialSeat: Math.floor(g / 2) % 2 }),
};
/** The side a seat plays, where a game has sides that differ. */
const SIDE: Readonly<Record<string, (g: number, seat: number) => string>> = {
  rebellion: (g, seat) => (seat === Math.floor(g / 2) % 2 ? 'Empire' : 'Rebels'),
  armada: (_g, seat) => (seat === 0 ? 'Republic' : 'Separatists'),
};

/**
 * The reference bots of clients/typescript, engine-level (no HTTP): each
 * game's heuristic (bots.registry) against the random bot in 200 seeded
 * two-player games, seats alternating, and the random bot's longest game of
 * every game.
 */
const bench: Benchmark = {
  name: 'reference bots (clients/typescript)',
  run() {
    for (const id of heuristicGames()) {
      const game = findGame(id)!;
      let wins = 0;
      let shared = 0;
      let longest = 0;
      let total = 0;
      const sides = new Map<string, { wins: number; games: number }>();
      const t0 = now();
      for (let g = 0; g < GAMES_PER_RUN; g++) {
        const heuristicSeat = g % 2;
        const seed = `bots-${g}`;
        const bots = [0, 1].map((s) => (s === heuristicSeat ? makeBot('heuristic', id, `${seed}:h`)! : new RandomBot(`${seed}:r`)));
        const { outcome, actions } = playOnEngine(game, 2, seed, bots, 10_000, HEURISTIC_OPTIONS[id]?.(g) ?? {});
        longest = Math.max(longest, actions);
        total += actions;
        if (!outcome) throw new Error(`${id} ${seed}: no end`);
        const won = outcome.winners.includes(heuristicSeat);
        if (won) {
          wins++;
          if (outcome.winners.length > 1) shared++;
        }
        const side = SIDE[id]?.(g, heuristicSeat);
        if (side) sides.set(side, { wins: (sides.get(side)?.wins ?? 0) + (won ? 1 : 0), games: (sides.get(side)?.games ?? 0) + 1 });
      }
      const rate = wins / GAMES_PER_RUN;
      const bySide = [...sides].map(([side, s]) => `as ${side} ${((s.wins / s.games) * 100).toFixed(1)} %`).join(', ');
      console.log(
        `  ${id} heuristic vs random, ${GAMES_PER_RUN} games, seats alternating: heuristic wins ${(rate * 100).toFixed(1)} % (${shared} shared${bySide ? `; ${bySide}` : ''}), ${Math.round(total / GAMES_PER_RUN)} actions on average, longest ${longest} — target ≥ ${WIN_RATE_TARGET * 100} % ${rate >= WIN_RATE_TARGET ? 'met' : 'NOT met'} (${((now() - t0) / 1000).toFixed(1)} s)`,
      );
    }
    for (const game of GAMES) {
      const players = game.players.min;
      let max = 0;
      let unfinished = 0;
      const t0 = now();
      try {
        for (let g = 0; g < GAMES_PER_RUN; g++) {
          const seed = `bots-random-${g}`;
          const bots = Array.from({ length: players }, (_, s) => new RandomBot(`${seed}:${s}`));
          const played = playOnEngine(game, players, seed, bots, MAX_ACTIONS_TARGET, OPTIONS[game.id] ?? {});
          max = Math.max(max, played.actions);
          if (!played.outcome) unfinished++;
        }
      } catch (e) {
        if (!(e instanceof OptionsRequired)) throw e;
        console.log(`  ${game.id}: not measured, it cannot be created without options (${e.code})`);
        continue;
      }
      console.log(
        `  ${game.id}, ${players} random bots, ${GAMES_PER_RUN} games: at most ${max} actions, ${unfinished} without an end within ${MAX_ACTIONS_TARGET} — target ${unfinished === 0 ? 'met' : 'NOT met'} (${((now() - t0) / 1000).toFixed(1)} s)`,
      );
    }
  },
};

export default bench;
