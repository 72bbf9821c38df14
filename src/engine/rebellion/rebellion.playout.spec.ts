import { checkGames, differences } from './rebellion.invariants.testkit.js';

/**
 * The 500-game property test, first half (games 0–249); the second half is
 * `rebellion.playout-rest.spec.ts`, so jest runs the two in parallel.
 */
describe('rebellion random games, 0–249', () => {
  it('end in a victory with no exception and no broken invariant; replaying the events rebuilds the live state; no secret reaches the other side’s log', () => {
    const { winners, broken, steps } = checkGames('rebellion', 0, 250, 6);
    expect(broken.slice(0, 10)).toEqual([]);
    expect(winners.empire).toBeGreaterThan(0);
    expect(winners.rebel).toBeGreaterThan(0);
    expect(steps).toBeGreaterThan(250 * 100);
  });

  it('give the Empire and spectators the same view, legal actions and pending list wherever the hidden base is and whatever the Rebel holds, and the Rebel likewise whatever probe cards the Empire holds', () => {
    expect(differences('rebellion', 6).slice(0, 10)).toEqual([]);
  });
});
