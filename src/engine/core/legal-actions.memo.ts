import { actionId } from './action-id.hash.js';
import type { AnyGame, GameAction } from './game.contract.js';

/** A seat's legal actions in one state, in the engine's order, and the same actions by id. */
export interface LegalActions {
  readonly list: readonly { readonly id: string; readonly action: GameAction }[];
  readonly byId: ReadonlyMap<string, GameAction>;
}

/**
 * Legal actions depend on the state and the seat alone, and states are never changed once folded
 * (every fold cache relies on that), so they are kept per state object: the POST that follows a
 * step's GET finds its action by id without listing and hashing every action again (issue 12).
 * Entries go when their state is collected.
 */
const memo = new WeakMap<object, Map<number, LegalActions>>();

export function legalActionsWithIds(def: AnyGame, state: unknown, seat: number): LegalActions {
  if (typeof state !== 'object' || state === null) return list(def, state, seat);
  let bySeat = memo.get(state);
  if (!bySeat) {
    bySeat = new Map();
    memo.set(state, bySeat);
  }
  let found = bySeat.get(seat);
  if (!found) {
    found = list(def, state, seat);
    bySeat.set(seat, found);
  }
  return found;
}

function list(def: AnyGame, state: unknown, seat: number): LegalActions {
  const entries = (def.legalActions(state, seat) as GameAction[]).map((action) => ({ id: actionId(action), action }));
  return { list: entries, byId: new Map(entries.map((e) => [e.id, e.action])) };
}
