import { randomPlayout } from '../src/engine/core/playout.testkit.js';
import { rebelsAttack } from '../src/engine/rebels-attack/rebels.game.js';
import type { RebelsState } from '../src/engine/rebels-attack/rebels.state.js';
import { now, report, type Benchmark } from './bench.harness.js';

/** Engine speed of "Angriff der Rebellen": bots play whole games, every step decided and folded. */
const bench: Benchmark = {
  name: 'rebels-attack engine',
  run() {
    for (const players of [2, 4]) {
      const times: number[] = [];
      let steps = 0;
      let events = 0;
      for (let g = 0; g < 500; g++) {
        const t0 = now();
        const run = randomPlayout<RebelsState>(rebelsAttack, players, `bench-${players}-${g}`);
        times.push(now() - t0);
        steps += run.steps;
        events += run.emitted.length;
      }
      const total = times.reduce((a, b) => a + b, 0);
      report(`full random game, ${players} players`, times);
      console.log(
        `  ${Math.round((steps / total) * 1000)} steps/s (${(steps / 500).toFixed(0)} steps, ${(events / 500).toFixed(0)} events per game)`,
      );
    }
  },
};

export default bench;
