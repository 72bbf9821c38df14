import { randomPlayout } from '../src/engine/core/playout.testkit.js';
import { armadaGame } from '../src/engine/armada/game/armada.game.js';
import { withRandomFleets } from '../src/engine/armada/game/random-fleets.testkit.js';
import type { ArmadaState } from '../src/engine/armada/game/game.types.js';
import { now, report, type Benchmark } from './bench.harness.js';

/** Games per scenario and run; `ARMADA_BENCH_GAMES` shortens it on a busy machine. */
const GAMES = Number(process.env.ARMADA_BENCH_GAMES ?? 500);

const SCENARIOS: readonly { label: string; options: unknown; seed: string; randomFleets?: true }[] = [
  { label: 'training', options: { scenario: 'training' }, seed: 'bench-armada' },
  { label: 'standard (starter format: secret lists, 4 obstacles, deployment on the grid)', options: { scenario: 'standard', format: 'starter', cardsWithoutEffect: 'allow' }, seed: 'bench-armada-standard' },
  // Each game its own random 400-point lists of played cards (fleet.standard-random.ts), on the 3′ × 6′ table.
  { label: 'standard (400 points: random fleets of played cards, 6 obstacles)', options: { scenario: 'standard', format: 'standard', cardsWithoutEffect: 'allow' }, seed: 'bench-armada-400', randomFleets: true },
];

/**
 * Engine speed of `armada`, training and standard scenario: bots pick
 * uniformly among legal actions, every step decided and folded as the
 * service does it; prints a full random game's time and steps/s, and for
 * standard games the setup's share (fleets to round 1).
 */
const bench: Benchmark = {
  name: 'armada engine (training and standard scenario)',
  run() {
    for (const scenario of SCENARIOS) {
      const times: number[] = [];
      const setupTimes: number[] = [];
      let steps = 0;
      let events = 0;
      const reasons: Record<string, number> = {};
      for (let g = 0; g < GAMES; g++) {
        const seed = `${scenario.seed}-${g}`;
        const game = scenario.randomFleets ? withRandomFleets(seed) : armadaGame;
        if (scenario.label !== 'training') {
          const s0 = now();
          randomPlayout<ArmadaState>(game, 2, seed, 5000, scenario.options, (s) => s.round > 0);
          setupTimes.push(now() - s0);
        }
        const t0 = now();
        const run = randomPlayout<ArmadaState>(game, 2, seed, 5000, scenario.options);
        times.push(now() - t0);
        steps += run.steps;
        events += run.emitted.length;
        const result = run.states[run.states.length - 1].result;
        if (!result) throw new Error(`${seed}: no result`);
        reasons[result.reason] = (reasons[result.reason] ?? 0) + 1;
      }
      const total = times.reduce((a, b) => a + b, 0);
      console.log(`\n### ${scenario.label}`);
      report('full random game', times);
      if (setupTimes.length) report('setup (lists to round 1)', setupTimes);
      console.log(`  ${Math.round((steps / total) * 1000)} steps/s (${(steps / GAMES).toFixed(0)} steps, ${(events / GAMES).toFixed(0)} events per game); ends: ${JSON.stringify(reasons)}`);
    }
  },
};

export default bench;
