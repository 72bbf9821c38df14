import { givenSandbox, accepted, when } from '../core/decider.testkit.js';
import { POSITIONS } from './board.geometry.js';
import { rebelsAttack as game } from './rebels.game.js';
import { moveTargets, revealTargets } from './rebels.legal.js';
import type { RebelsState } from './rebels.state.js';
import { position } from './rebels.testkit.js';

function* combinations(k: number, pool: number[], from = 0, chosen: number[] = []): Generator<number[]> {
  if (chosen.length === k) {
    yield chosen;
    return;
  }
  for (let i = from; i < pool.length; i++) yield* combinations(k, pool, i + 1, [...chosen, pool[i]]);
}

/** The mover's tile, then the set of tiles the other Ghosts stand on. */
function* placements(n: number): Generator<number[]> {
  for (let mover = 0; mover < POSITIONS; mover++) {
    const rest = Array.from({ length: POSITIONS }, (_, p) => p).filter((p) => p !== mover);
    for (const others of combinations(n - 1, rest)) yield [mover, ...others];
  }
}

/**
 * The seed has no rule for a Ghost that cannot move or reveal; on the 4×4
 * hex space with at most four Ghosts that never happens. Checked for every
 * arrangement of 2 to 4 Ghosts and every move the mover can make.
 */
describe('rebels-attack:ghost-bewegen and feld-aufdecken: always possible', () => {
  it.each([2, 3, 4])('with %i Ghosts every Ghost can move, and then reveal', (players) => {
    let checked = 0;
    for (const ghosts of placements(players)) {
      const state = givenSandbox<RebelsState>(game, position({ ghosts }), players);
      const { targets } = moveTargets(state, 0);
      expect(targets.length).toBeGreaterThan(0);
      for (const to of targets) {
        const moved = accepted(when(game, state, 0, { type: 'MoveGhost', to })).state;
        expect(revealTargets(moved, 0).length).toBeGreaterThan(0);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
