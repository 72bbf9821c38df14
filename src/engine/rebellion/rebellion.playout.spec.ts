import { checkPlayout, type PlayoutReport } from '../core/playout.check.js';
import { rebellionGame as game } from './rebellion.game.js';
import { REBELLION_CHECKS } from './rebellion.invariants.testkit.js';

/**
 * The 200-game property test, first half (seeds rebellion-0 … rebellion-99);
 * the second half is `rebellion.playout-rest.spec.ts`, so jest runs the two
 * in parallel. `npm run playouts -- --games 2000` plays the same seeds and
 * more, with every check in every state.
 */
function playAll(from: number, to: number, everyStateIn: number, twinsIn: number): PlayoutReport[] {
  return Array.from({ length: to - from }, (_, i) =>
    checkPlayout(game, `rebellion-${from + i}`, REBELLION_CHECKS, { everyState: i < everyStateIn, twins: i < twinsIn }),
  );
}

describe('rebellion random games, 0–99', () => {
  it('end legally with no exception and no broken invariant; replaying the events rebuilds the live state; no secret reaches the other side’s log; twins that differ only in hidden facts look the same to those who may not know them', () => {
    const reports = playAll(0, 100, 10, 2);
    expect(reports.flatMap((r) => r.failures).slice(0, 10)).toEqual([]);
    expect(reports.every((r) => r.end !== null)).toBe(true);
    expect(reports.reduce((n, r) => n + r.steps, 0)).toBeGreaterThan(100 * 100);
  });
});
