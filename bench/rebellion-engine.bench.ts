import { randomPlayout } from '../src/engine/core/playout.testkit.js';
import { rebellionGame } from '../src/engine/rebellion/rebellion.game.js';
import type { RebellionState } from '../src/engine/rebellion/rebellion.state.js';
import { now, report, type Benchmark } from './bench.harness.js';

const GAMES = 100;

/** Engine speed of Rebellion: bots play whole games to a victory, every step decided and folded. */
const bench: Benchmark = {
  name: 'rebellion engine',
  run() {
    const times: number[] = [];
    let steps = 0;
    let events = 0;
    for (let g = 0; g < GAMES; g++) {
      const t0 = now();
      const run = randomPlayout<RebellionState>(rebellionGame, 2, `bench-${g}`, 50_000);
      times.push(now() - t0);
      steps += run.steps;
      events += run.emitted.length;
    }
    const total = times.reduce((a, b) => a + b, 0);
    report('full random game', times);
    console.log(
      `  ${Math.round((steps / total) * 1000)} steps/s (${(steps / GAMES).toFixed(0)} steps, ${(events / GAMES).toFixed(0)} events per game)`,
    );
  },
};

export default bench;
