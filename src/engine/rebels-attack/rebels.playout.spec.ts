import { fold } from '../core/decider.testkit.js';
import { redactFor } from '../core/event.redact.js';
import type { Emitted } from '../core/game.contract.js';
import { randomPlayout } from '../core/playout.testkit.js';
import { seatViewer, SPECTATOR, type Viewer } from '../core/visibility.view.js';
import { rebelsAttack as game } from './rebels.game.js';
import type { RebelsState } from './rebels.state.js';
import { ALL_TILES } from './tiles.data.js';

const GAMES = 1000;
/** Views are checked in every state of this many of the games; logs in all of them. */
const VIEW_CHECKED_GAMES = 200;

/** Tile ids look like `tie-fighter#2`; pull every one out of a JSON text. */
const tileIdsIn = (json: string) => (json.match(/"[a-z0-9-]+#\d+"/g) ?? []).map((quoted) => quoted.slice(1, -1));

function viewLeaks(state: RebelsState, viewers: Viewer[]): string[] {
  const hidden = new Set([...state.grid.filter((t, p) => t !== null && p !== state.faceUp), ...state.stack]);
  return viewers.flatMap((viewer) => tileIdsIn(JSON.stringify(game.view(state, viewer))).filter((id) => hidden.has(id)));
}

/** A tile's identity may enter a viewer's log only once it has been revealed face up. */
function logLeaks(emitted: Emitted[], viewer: Viewer): string[] {
  const revealed = new Set<string>();
  const leaks: string[] = [];
  for (const e of emitted) {
    const visible = redactFor(e, viewer);
    if (visible.type === 'TileRevealed') revealed.add((visible.payload as { tile: string }).tile);
    leaks.push(...tileIdsIn(JSON.stringify(visible)).filter((id) => !revealed.has(id)));
  }
  return leaks;
}

describe.each([2, 3, 4])('rebels-attack: %i players, %#: random games', (players) => {
  const viewers: Viewer[] = [SPECTATOR, ...Array.from({ length: players }, (_, s) => seatViewer(s))];

  it(`${GAMES} seeded games end legally, replay to the same state and leak no face-down tile`, () => {
    let steps = 0;
    const leaks: string[] = [];
    for (let g = 0; g < GAMES; g++) {
      const run = randomPlayout<RebelsState>(game, players, `p${players}-g${g}`);
      const final = run.states[run.states.length - 1];
      expect(fold<RebelsState>(game, run.emitted)).toEqual(final);
      expect(game.outcome(final)!.winners.length).toBeGreaterThan(0);
      expect(final.grid.filter((t) => t === null)).toHaveLength(1);
      expect(final.stack).toEqual([]);
      const held = final.holdings.flatMap((h) => [h.support, h.ally, ...h.enemies]).filter((t) => t !== null);
      expect([...final.grid.filter((t) => t !== null), ...held].sort()).toEqual([...ALL_TILES].sort());
      for (const viewer of viewers) leaks.push(...logLeaks(run.emitted, viewer));
      if (g < VIEW_CHECKED_GAMES) for (const state of run.states) leaks.push(...viewLeaks(state, viewers));
      steps += run.steps;
    }
    expect(leaks).toEqual([]);
    expect(steps).toBeGreaterThan(GAMES * 10);
  });

  it('the leak checks find a leak when there is one', () => {
    const run = randomPlayout<RebelsState>(game, players, 'canary');
    const dealt = run.emitted.find((e) => e.event.type === 'SpaceDealt')!;
    expect(logLeaks([{ ...dealt, visibility: { kind: 'public' } }], SPECTATOR).length).toBe(30);
    const state = run.states[1];
    expect(viewLeaks({ ...state, faceUp: 5 }, [SPECTATOR])).toEqual([]);
    expect(tileIdsIn(JSON.stringify(game.view({ ...state, faceUp: 5 }, SPECTATOR)))).toEqual([state.grid[5]]);
  });
});
