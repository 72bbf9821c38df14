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
 * A record whose entries are copied deeply the first time they are read;
 * `target` is the plain copy the result keeps. An entry still identical to
 * the source's is not copied yet (writes and deletes go straight to
 * `target`), so no bookkeeping is allocated beside the proxy.
 */
function lazyRecord(source: Record<string, unknown>): { proxy: Record<string, unknown>; target: Record<string, unknown> } {
  const target = { ...source };
  const proxy = new Proxy(target, {
    get(t, key) {
      const value = t[key as string];
      if (value !== null && typeof value === 'object' && value === source[key as string]) return (t[key as string] = copy(value));
      return value;
    },
  });
  return { proxy, target };
}

/**
 * Every key of the state, checked complete by the compiler. Those marked
 * `entry` are records (by system, place, leader, side, deck, or the phase's
 * and prompt's fields) copied entry by entry: an event touches one system or
 * one field of a combat, and copying the whole would cost every event the
 * rest (the phase alone is read by nearly every event).
 */
const STATE_KEYS = {
  seats: 'whole',
  phase: 'entry',
  round: 'whole',
  time: 'whole',
  reputation: 'whole',
  systems: 'entry',
  units: 'entry',
  leaders: 'entry',
  base: 'whole',
  decks: 'entry',
  hands: 'entry',
  assigned: 'entry',
  discards: 'entry',
  ended: 'whole',
  probesInBox: 'whole',
  buildQueue: 'entry',
  objectivesPlayed: 'whole',
  eliminated: 'whole',
  rapidMobilization: 'whole',
  prompt: 'entry',
  modifiers: 'whole',
  sides: 'whole',
} as const satisfies Record<keyof RebellionState, 'whole' | 'entry'>;

type Key = keyof RebellionState;
type Loose = Record<string, unknown>;

/**
 * The draft handed to evolve: an accessor per state key on the prototype
 * (a Proxy's trap on every read cost the engine more than the copies did).
 * The first read of a key copies it into `result` (records lazily, entry by
 * entry); keys never read stay shared with the state drafted. `views` holds what reads
 * return: the record proxies, or the copies themselves.
 */
class StateDraft {
  readonly views: Loose = {};

  constructor(readonly result: Loose) {}
}

for (const key of Object.keys(STATE_KEYS) as Key[]) {
  const lazy = STATE_KEYS[key] === 'entry';
  Object.defineProperty(StateDraft.prototype, key, {
    get(this: StateDraft) {
      if (key in this.views) return this.views[key];
      const value = this.result[key];
      let view: unknown;
      if (lazy && value !== null && typeof value === 'object' && !Array.isArray(value)) {
        const record = lazyRecord(value as Loose);
        this.result[key] = record.target;
        view = record.proxy;
      } else view = this.result[key] = copy(value);
      return (this.views[key] = view);
    },
    set(this: StateDraft, value: unknown) {
      // Assigning a record's own view back changes nothing: its target is in `result` already.
      if (this.views[key] === value && key in this.views) return;
      this.views[key] = value;
      this.result[key] = value;
    },
  });
}

/**
 * A copy of the state whose parts are copied the first time they are
 * touched (the big records entry by entry); parts an event does not touch
 * are shared with `state`.
 */
export function draft(state: RebellionState): { s: Draft<RebellionState>; result: RebellionState } {
  const result = { ...state } as unknown as Loose;
  const s = new StateDraft(result);
  return { s: s as unknown as Draft<RebellionState>, result: result as unknown as RebellionState };
}
