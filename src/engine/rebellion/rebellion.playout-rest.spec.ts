import { checkPlayout } from '../core/playout.check.js';
import { randomPlayout } from '../core/playout.testkit.js';
import { seatViewer, SPECTATOR } from '../core/visibility.view.js';
import { rebellionGame as game } from './rebellion.game.js';
import { answers, logLeaks, REBELLION_CHECKS, twin, twinDifferences, twins } from './rebellion.invariants.testkit.js';
import type { RebellionState } from './rebellion.state.js';

/** The 200-game property test, second half (seeds rebellion-100 … rebellion-199); see `rebellion.playout.spec.ts`. */
describe('rebellion random games, 100–199', () => {
  it('end legally with no exception and no broken invariant; replaying the events rebuilds the live state; no secret reaches the other side’s log', () => {
    const reports = Array.from({ length: 100 }, (_, i) => checkPlayout(game, `rebellion-${100 + i}`, REBELLION_CHECKS, { everyState: i < 10, twins: i < 2 }));
    expect(reports.flatMap((r) => r.failures).slice(0, 10)).toEqual([]);
    expect(reports.every((r) => r.end !== null)).toBe(true);
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

  it('every twin changes a hidden fact its owner sees, and a view showing a deck’s top would be caught', () => {
    // Several games: whether a random game ever holds tactic cards at a sampled state depends on its seed.
    const runs = ['rebellion-0', 'rebellion-7', 'rebellion-9'].map((seed) => randomPlayout<RebellionState>(game, 2, seed, 20_000));
    const run = runs[0];
    const changed = new Set<string>();
    for (const { states } of runs)
      for (const s of states.slice(1))
        for (const t of twins(s)) {
          const owners = t.owner === null ? [] : [seatViewer(s.seats![t.owner])];
          if (owners.some((v) => JSON.stringify(answers(s, v)) !== JSON.stringify(answers(t.state, v)))) changed.add(t.secret);
          if (t.owner === null && JSON.stringify(t.state.decks) !== JSON.stringify(s.decks)) changed.add(t.secret);
        }
    expect([...changed].sort()).toEqual(
      [
        'empire face-down missions',
        'empire face-down starting mission or one in hand',
        'empire missions and action cards in hand',
        'every deck order',
        'probe cards in hand',
        'rebel base, missions in hand, objectives',
        'rebel face-down missions',
        'rebel face-down starting mission or one in hand',
        'rebel missions and action cards in hand',
        'empire tactic cards in hand',
        'rebel tactic cards in hand',
        "all the rebel side's secrets dealt again",
        "all the empire side's secrets dealt again",
      ].sort(),
    );
    const s = run.states[Math.floor(run.states.length / 2)];
    const deckTwin = twins(s).find((t) => t.owner === null)!.state;
    const peek = (x: RebellionState) => JSON.stringify({ ...answers(x, SPECTATOR), top: x.decks.missions.rebel[0] });
    expect(peek(s)).not.toEqual(peek(deckTwin));
    expect(twinDifferences(s, 'here')).toEqual([]);
  });
});
