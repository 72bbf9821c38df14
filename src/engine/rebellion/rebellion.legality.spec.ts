import { actionId } from '../core/action-id.hash.js';
import { randomPlayout } from '../core/playout.testkit.js';
import { SeededRng } from '../core/rng.random.js';
import { isViolation } from '../core/rule-violation.error.js';
import type { RebellionAction } from './rebellion.actions.js';
import { rebellionGame as game } from './rebellion.game.js';
import { twin } from './rebellion.invariants.testkit.js';
import type { RebellionState } from './rebellion.state.js';

/** States of a few random games, every `every`-th, and the pool of every action legal somewhere in them. */
function sample(games: number, every: number): { states: RebellionState[]; pool: RebellionAction[] } {
  const states: RebellionState[] = [];
  const pool = new Map<string, RebellionAction>();
  for (let g = 0; g < games; g++) {
    const run = randomPlayout<RebellionState>(game, 2, `legality-${g}`, 20_000, {});
    run.states.forEach((s, i) => {
      for (const seat of [0, 1]) for (const a of game.legalActions(s, seat)) pool.set(actionId(a), a);
      if (i % every === 0) states.push(s);
    });
  }
  return { states, pool: [...pool.values()] };
}

describe('rebellion: the engine decides legality, and legal actions say the same', () => {
  const { states, pool } = sample(3, 4);
  const pick = new SeededRng('candidates');

  it('accepts every listed action and refuses the others, each refusal citing a glossary entry in German and English', () => {
    const mismatches: string[] = [];
    for (const state of states) {
      const candidates = Array.from({ length: 40 }, () => pool[pick.int(pool.length)]);
      for (const seat of [0, 1]) {
        const legal = game.legalActions(state, seat);
        const listed = new Set(legal.map(actionId));
        for (const action of [...legal, ...candidates]) {
          const result = game.decide(state, seat, action, new SeededRng('x'));
          const accepted = !isViolation(result);
          if (accepted !== listed.has(actionId(action))) mismatches.push(`${state.phase.kind} seat ${seat}: ${JSON.stringify(action)} accepted=${accepted}`);
          if (isViolation(result)) {
            if (!/^rebellion:[a-z0-9-]+$/.test(result.rule ?? '') && result.code !== 'NOT_A_SEAT_OF_THIS_GAME') mismatches.push(`${result.code} cites no rule`);
            if (result.messages.de === result.messages.en) mismatches.push(`${result.code}: one language only`);
          }
        }
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
    expect(states.length).toBeGreaterThan(100);
  });

  it('refuses the Empire in the same words wherever the hidden base is and whatever the Rebel holds', () => {
    const differences: string[] = [];
    for (const state of states) {
      const other = twin(state, 'rebel');
      if (other === null) continue;
      const empire = state.seats!.empire;
      for (const action of Array.from({ length: 40 }, () => pool[pick.int(pool.length)])) {
        const a = game.decide(state, empire, action, new SeededRng('x'));
        const b = game.decide(other, empire, action, new SeededRng('x'));
        if (isViolation(a) !== isViolation(b) || (isViolation(a) && isViolation(b) && JSON.stringify(a) !== JSON.stringify(b)))
          differences.push(`${state.phase.kind}: ${JSON.stringify(action)}`);
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  });
});
