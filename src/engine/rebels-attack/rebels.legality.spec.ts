import { actionId } from '../core/action-id.hash.js';
import { randomPlayout } from '../core/playout.testkit.js';
import { SeededRng } from '../core/rng.random.js';
import { isViolation } from '../core/rule-violation.error.js';
import { POSITIONS } from './board.geometry.js';
import type { RebelsAction } from './rebels.actions.js';
import { rebelsAttack as game } from './rebels.game.js';
import type { RebelsState } from './rebels.state.js';

/** Every action of the game's action space: few enough to try them all. */
const SPACE: RebelsAction[] = [
  ...Array.from({ length: POSITIONS }, (_, p): RebelsAction[] => [
    { type: 'PlaceGhost', position: p },
    { type: 'MoveGhost', to: p },
    { type: 'RevealTile', position: p },
  ]).flat(),
  { type: 'TakeForceChip' },
  { type: 'Fight' },
  ...[false, true].flatMap((ally) =>
    Array.from({ length: 6 }, (_, forceChips): RebelsAction => ({ type: 'CommitStrength', ally, forceChips })),
  ),
];

describe('rebels-attack: the engine decides legality, and legal actions say the same', () => {
  it.each([2, 3, 4])('with %i players, decide accepts exactly the listed actions in every state reached', (players) => {
    const mismatches: string[] = [];
    for (let g = 0; g < 3; g++) {
      const run = randomPlayout<RebelsState>(game, players, `legality-${players}-${g}`);
      for (const state of run.states) {
        for (let seat = 0; seat < players; seat++) {
          const legal = new Set(game.legalActions(state, seat).map(actionId));
          for (const action of SPACE) {
            const accepted = !isViolation(game.decide(state, seat, action, new SeededRng('x')));
            if (accepted !== legal.has(actionId(action))) {
              mismatches.push(`${state.phase} seat ${seat}: ${JSON.stringify(action)} accepted=${accepted}`);
            }
          }
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('refuses with a rule reference in both languages', () => {
    const run = randomPlayout<RebelsState>(game, 2, 'citations');
    for (const state of run.states.slice(0, 50)) {
      for (const action of SPACE) {
        const result = game.decide(state, 0, action, new SeededRng('x'));
        if (!isViolation(result)) continue;
        expect(result.rule).toMatch(/^rebels-attack:[a-z0-9-]+$/);
        expect(result.messages.de).not.toEqual(result.messages.en);
      }
    }
  });
});
