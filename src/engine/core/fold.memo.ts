/**
 * An `evolve` that remembers its last folds: `decide` folds each event it
 * emits (DecisionBuffer) and the caller then folds the same event objects
 * into the same state again; the second fold is a lookup. Keyed by object
 * identity of both the event and the state it was folded into, so a different
 * state or an equal-but-new event object folds anew. Bounded, so a stored
 * history never keeps its intermediate states alive.
 */
export function memoFold<S, E extends object>(evolve: (state: S, event: E) => S, capacity = 256): (state: S, event: E) => S {
  let folds = new Map<E, { readonly from: S; readonly to: S }>();
  return (state, event) => {
    const known = folds.get(event);
    if (known !== undefined && known.from === state) return known.to;
    const to = evolve(state, event);
    if (folds.size >= capacity) folds = new Map();
    folds.set(event, { from: state, to });
    return to;
  };
}
