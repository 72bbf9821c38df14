import type { Rng } from './rng.random.js';
import type { Seat } from './visibility.view.js';

/**
 * A twin of `state` that `seat` cannot tell from it: everything `seat` sees
 * stays, the facts it cannot see (others' hands, face-down cards and tiles,
 * deck orders) are drawn again from `rng`. The twin-state property
 * (test/reliability/twin-state.property.spec.ts) checks that the seat's views
 * of both are equal before it compares refusals.
 */
export type TwinMaker<S> = (state: S, seat: Seat, rng: Rng) => S;

/** `items` with the values at `slots` permuted among those slots. */
export function permuteAt<T>(items: readonly T[], slots: readonly number[], rng: Rng): T[] {
  const out = [...items];
  const shuffled = rng.shuffle(slots.map((i) => items[i]));
  slots.forEach((slot, k) => {
    out[slot] = shuffled[k];
  });
  return out;
}
