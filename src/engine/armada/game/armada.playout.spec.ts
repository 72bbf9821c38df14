import { fold } from '../../core/decider.testkit.js';
import { randomPlayout } from '../../core/playout.testkit.js';
import { armadaGame as game } from './armada.game.js';
import type { ArmadaState } from './game.types.js';

const GAMES = Number(process.env.ARMADA_PLAYOUTS ?? 50);

describe('armada (training): seeded random games', () => {
  it(`${GAMES} games end with a result, and replaying their events gives the same state`, () => {
    const reasons: Record<string, number> = {};
    let steps = 0;
    for (let g = 0; g < GAMES; g++) {
      const run = randomPlayout<ArmadaState>(game, 2, `armada-${g}`, 5000);
      const final = run.states[run.states.length - 1];
      expect(final.result).not.toBeNull();
      expect(game.outcome(final)!.winners).toHaveLength(1);
      expect(fold<ArmadaState>(game, run.emitted)).toEqual(final);
      reasons[final.result!.reason] = (reasons[final.result!.reason] ?? 0) + 1;
      steps += run.steps;
    }
    expect(steps).toBeGreaterThan(GAMES * 20);
    expect(Object.keys(reasons).length).toBeGreaterThan(0);
  });
});
