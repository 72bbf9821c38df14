import type { RebellionState } from '../rebellion.state.js';

/** The state with every `readonly` lifted: evolve works on a private copy. */
export type Draft<T> = T extends readonly (infer U)[] ? Draft<U>[] : T extends object ? { -readonly [K in keyof T]: Draft<T[K]> } : T;

/** A deep copy of plain data (the state is JSON): many times faster than `structuredClone`, which replays run per event. */
export function copy<T>(value: T): Draft<T> {
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copy(value[i]);
    return out as Draft<T>;
  }
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key in value) out[key] = copy((value as Record<string, unknown>)[key]);
    return out as Draft<T>;
  }
  return value as Draft<T>;
}

/**
 * A record whose entries are copied deeply the first time they are touched;
 * `target` is the plain copy the result keeps.
 */
function lazyRecord(source: Record<string, unknown>): { proxy: Record<string, unknown>; target: Record<string, unknown> } {
  const target = { ...source };
  const copied = new Set<string | symbol>();
  const proxy = new Proxy(target, {
    get(t, key) {
      if (typeof key === 'string' && !copied.has(key)) {
        copied.add(key);
        t[key] = copy(t[key]);
      }
      return t[key as string];
    },
    set(t, key, value) {
      copied.add(key);
      t[key as string] = value;
      return true;
    },
  });
  return { proxy, target };
}

/** Parts of the state that are records (by system, place, leader, side, deck): copied entry by entry. */
const BY_ENTRY = new Set(['systems', 'units', 'leaders', 'hands', 'decks', 'discards', 'assigned', 'buildQueue']);

/**
 * A copy of the state whose parts are copied the first time they are
 * touched (the big records entry by entry); parts an event does not touch
 * are shared with `state`.
 */
export function draft(state: RebellionState): { s: Draft<RebellionState>; result: RebellionState } {
  const result = { ...state } as Record<string, unknown>;
  const touched = new Map<string | symbol, unknown>();
  const s = new Proxy(result, {
    get(target, key) {
      if (typeof key !== 'string') return target[key as never];
      if (!touched.has(key)) {
        if (BY_ENTRY.has(key)) {
          const lazy = lazyRecord(target[key] as Record<string, unknown>);
          target[key] = lazy.target;
          touched.set(key, lazy.proxy);
        } else {
          target[key] = copy(target[key]);
          touched.set(key, target[key]);
        }
      }
      return touched.get(key);
    },
    set(target, key, value) {
      touched.set(key, value);
      target[key as string] = value;
      return true;
    },
  });
  return { s: s as Draft<RebellionState>, result: result as unknown as RebellionState };
}
