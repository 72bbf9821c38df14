import { isViolation } from '../../../src/engine/core/rule-violation.error.js';
import { SeededRng } from '../../../src/engine/core/rng.random.js';
import { seatViewer } from '../../../src/engine/core/visibility.view.js';
import { rebelsAttack } from '../../../src/engine/rebels-attack/rebels.game.js';
import type { RebelsState } from '../../../src/engine/rebels-attack/rebels.state.js';
import { viewRebels } from '../../../src/engine/rebels-attack/rebels.view.js';
import type { RebelsView } from '../src/games/rebels-attack.types.js';

describe("the client's hand-written rebels-attack view type", () => {
  it("is what the engine's view gives (checked by the compiler) and has every field the engine sends", () => {
    const options = rebelsAttack.parseOptions({}, 2);
    if (isViolation(options)) throw new Error(options.code);
    const state = rebelsAttack
      .setup(options, 2, new SeededRng('types'))
      .reduce((s: RebelsState, e) => rebelsAttack.evolve(s, e.event), rebelsAttack.initialState());
    // Assigning the engine's inferred view type to the client's type fails typecheck when they drift apart.
    const view: RebelsView = viewRebels(state, seatViewer(0));
    const typed: (keyof RebelsView)[] = ['sandbox', 'you', 'layout', 'phase', 'turn', 'current', 'extraTurn', 'board', 'stack', 'forceChipSupply', 'players', 'duel', 'enemyValues'];
    expect(Object.keys(view).sort()).toEqual([...typed].sort());
    expect(Object.keys(view.board[0]).sort()).toEqual(['col', 'ghost', 'name', 'neighbours', 'position', 'row', 'state']);
    expect(Object.keys(view.players[0]).sort()).toEqual(['ally', 'enemies', 'forceChips', 'ghost', 'points', 'seat', 'support']);
  });
});
