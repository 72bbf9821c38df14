import { randomPlayout } from '../src/engine/core/playout.testkit.js';
import { armadaGame } from '../src/engine/armada/game/armada.game.js';
import type { ArmadaState } from '../src/engine/armada/game/game.types.js';
import { now, report, type Benchmark } from './bench.harness.js';

/** Games per run; `ARMADA_BENCH_GAMES` shortens it on a busy machine. */
const GAMES = Number(process.env.ARMADA_BENCH_GAMES ?? 500);

/**
 * Engine speed of `armada` (training scenario): bots pick uniformly among
 * legal actions, every step decided and folded as the service does it;
 * prints a full random game's time and steps/s.
 */
const bench: Benchmark = {
  name: 'armada engine (training scenario)',
  run() {
    const times: number[] = [];
    let steps = 0;
    let events = 0;
    const reasons: Record<string, number> = {};
    for (let g = 0; g < GAMES; g++) {
      const t0 = now();
      const run = randomPlayout<ArmadaState>(armadaGame, 2, `bench-armada-${g}`, 5000);
      times.push(now() - t0);
      steps += run.steps;
      events += run.emitted.length;
      const result = run.states[run.states.length - 1].result;
      if (!result) throw new Error(`bench-armada-${g}: no result`);
      reasons[result.reason] = (reasons[result.reason] ?? 0) + 1;
    }
    const total = times.reduce((a, b) => a + b, 0);
    report('full random game', times);
    console.log(`  ${Math.round((steps / total) * 1000)} steps/s (${(steps / GAMES).toFixed(0)} steps, ${(events / GAMES).toFixed(0)} events per game); ends: ${JSON.stringify(reasons)}`);
  },
};

export default bench;
