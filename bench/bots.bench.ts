import { RandomBot } from '../clients/typescript/src/bots/random.bot.js';
import { RebelsHeuristicBot } from '../clients/typescript/src/bots/rebels-heuristic.bot.js';
import { GAMES } from '../src/engine/games.registry.js';
import { rebelsAttack } from '../src/engine/rebels-attack/rebels.game.js';
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
 * The reference bots of clients/typescript, engine-level (no HTTP): the
 * rebels-attack heuristic against the random bot in 200 seeded two-player
 * games, seats alternating, and the random bot's longest game of every game.
 */
const bench: Benchmark = {
  name: 'reference bots (clients/typescript)',
  run() {
    let wins = 0;
    let shared = 0;
    let longest = 0;
    for (let g = 0; g < GAMES_PER_RUN; g++) {
      const heuristicSeat = g % 2;
      const seed = `bots-${g}`;
      const bots = [0, 1].map((s) => (s === heuristicSeat ? new RebelsHeuristicBot(`${seed}:h`) : new RandomBot(`${seed}:r`)));
      const { outcome, actions } = playOnEngine(rebelsAttack, 2, seed, bots);
      longest = Math.max(longest, actions);
      if (!outcome) throw new Error(`${seed}: no end`);
      if (outcome.winners.includes(heuristicSeat)) {
        wins++;
        if (outcome.winners.length > 1) shared++;
      }
    }
    const rate = wins / GAMES_PER_RUN;
    console.log(
      `  rebels-attack heuristic vs random, ${GAMES_PER_RUN} games, seats alternating: heuristic wins ${(rate * 100).toFixed(1)} % (${shared} shared), longest game ${longest} actions — target ≥ ${WIN_RATE_TARGET * 100} % ${rate >= WIN_RATE_TARGET ? 'met' : 'NOT met'}`,
    );
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
