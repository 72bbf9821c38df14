import { EngineInvariantError } from '../../core/rule-violation.error.js';
import type { LeaderId } from '../data/leaders.data.js';
import type { UnitTypeId } from '../data/units.data.js';
import type { RebellionEvent } from '../rebellion.events.js';
import type { ModifierExpiry } from '../modifiers.effects.js';
import type { LeaderLocation, Place, RebellionState, Wound } from '../rebellion.state.js';
import type { Draft } from './evolve.draft.js';

/** Every kind of event. */
export type EventType = RebellionEvent['type'];
export type EventOf<K extends EventType> = Extract<RebellionEvent, { type: K }>;
/** Folds one event of type `K` into the draft of the state. */
export type EvolveHandler<K extends EventType> = (s: Draft<RebellionState>, event: EventOf<K>) => void;
/** The handlers one file owns, by event type. */
export type EvolveHandlers = { readonly [K in EventType]?: EvolveHandler<K> };

export function fail(event: RebellionEvent, why: string): never {
  throw new EngineInvariantError(`${event.type}: ${why}`);
}

/** Takes `cards` off the top of `deck`; the event must name exactly the cards on top. */
export function drawTop<T>(event: RebellionEvent, deck: T[], cards: readonly T[]): void {
  const top = deck.slice(0, cards.length);
  if (top.length !== cards.length || top.some((c, i) => c !== cards[i])) fail(event, 'drawn cards are not the top of the deck');
  deck.splice(0, cards.length);
}

export function removeOne<T>(event: RebellionEvent, list: T[], item: T): void {
  const i = list.indexOf(item);
  if (i < 0) fail(event, `${String(item)} is not there`);
  list.splice(i, 1);
}

export function isPermutation<T>(a: readonly T[], b: readonly T[]): boolean {
  const key = (xs: readonly T[]) => JSON.stringify(xs.map(String).sort());
  return a.length === b.length && key(a) === key(b);
}

export function addUnits(s: Draft<RebellionState>, at: Place, unit: UnitTypeId, delta: number, event: RebellionEvent): void {
  const next = (s.units[at][unit] ?? 0) + delta;
  if (next < 0) fail(event, `no ${unit} at ${at}`);
  if (next === 0) delete s.units[at][unit];
  else s.units[at][unit] = next;
}

/** Lasting effects end by themselves at the moment their expiry names (modifiers.effects.ts). */
export function expire(s: Draft<RebellionState>, until: ModifierExpiry): void {
  s.modifiers = s.modifiers.filter((m) => m.until !== until);
}

/** Units leaving the combat take their damage with them: the damaged ones first, the doomed before all. */
export function dropWounds(wounds: Draft<Wound>[], faction: string, unit: UnitTypeId, n: number): void {
  for (let k = 0; k < n; k++) {
    const candidates = wounds.filter((w) => w.faction === faction && w.unit === unit);
    const pick = candidates.find((w) => w.doomed) ?? candidates[0];
    if (pick === undefined) return;
    wounds.splice(wounds.indexOf(pick), 1);
  }
}

export function moveLeader(s: Draft<RebellionState>, leader: LeaderId, location: LeaderLocation, event: RebellionEvent): void {
  const state = s.leaders[leader];
  if (state === undefined) fail(event, `${leader} is not in play`);
  state.location = location;
}
