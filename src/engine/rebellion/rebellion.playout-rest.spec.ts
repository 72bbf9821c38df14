import { randomPlayout } from '../core/playout.testkit.js';
import { seatViewer } from '../core/visibility.view.js';
import { rebellionGame as game } from './rebellion.game.js';
import { answers, checkGames, logLeaks, twin } from './rebellion.invariants.testkit.js';
import type { RebellionState } from './rebellion.state.js';

/** The 500-game property test, second half (games 250–499); see `rebellion.playout.spec.ts`. */
describe('rebellion random games, 250–499', () => {
  it('end in a victory with no exception and no broken invariant; replaying the events rebuilds the live state; no secret reaches the other side’s log', () => {
    const { winners, broken, steps } = checkGames('rebellion', 250, 500, 6);
    expect(broken.slice(0, 10)).toEqual([]);
    expect(winners.empire + winners.rebel).toBe(250);
    expect(steps).toBeGreaterThan(250 * 100);
  });

  it('the leak checks find a leak when there is one', () => {
    const run = randomPlayout<RebellionState>(game, 2, 'canary', 20_000, {}, (s) => s.round === 1);
    const s = run.states[run.states.length - 1];
    const drawn = run.emitted.find((e) => e.event.type === 'ObjectivesDrawn')!;
    expect(logLeaks([{ ...drawn, visibility: { kind: 'public' } }], s.seats!)).toHaveLength(2);
    const other = twin(s, 'rebel')!;
    const leaky = (x: RebellionState) => JSON.stringify({ ...answers(x, seatViewer(s.seats!.empire)), base: x.base.system });
    expect(leaky(s)).not.toEqual(leaky(other));
    expect(JSON.stringify(answers(s, seatViewer(s.seats!.rebel)))).not.toEqual(JSON.stringify(answers(other, seatViewer(s.seats!.rebel))));
  });
});
