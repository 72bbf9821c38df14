import type { AnyGame, GameEvent } from '../game.contract.js';

/**
 * Games already stored must keep loading when an event type changes. Every
 * stored event carries the schema version it was written with; a game whose
 * events changed raises its version and gives an upcaster per change, which
 * turns an old event into the events today's `evolve` folds (possibly
 * several, possibly none). Events at the current version pass unchanged.
 */
export interface EventSchema {
  /** The version new events are stored with. */
  readonly version: number;
  /** Old event (stored at `from` < version) → today's events. */
  upcast(event: GameEvent, from: number): readonly GameEvent[];
}

export interface VersionedEvent extends GameEvent {
  readonly schemaVersion: number;
}

export const FIRST_SCHEMA: EventSchema = { version: 1, upcast: (event) => [event] };

/** The schema a game declares, version 1 when it declares none. */
export const eventSchemaOf = (game: AnyGame): EventSchema => game.events ?? FIRST_SCHEMA;

/** A stored stream as today's code folds it. */
export function upcastAll(schema: EventSchema, events: readonly VersionedEvent[]): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    if (e.schemaVersion > schema.version) throw new Error(`event ${e.type} has schema version ${e.schemaVersion}, newer than this code's ${schema.version}`);
    if (e.schemaVersion === schema.version) out.push({ type: e.type, payload: e.payload });
    else out.push(...schema.upcast({ type: e.type, payload: e.payload }, e.schemaVersion));
  }
  return out;
}
