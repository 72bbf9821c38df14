import { readFileSync } from 'node:fs';
import { eventSchemaOf, upcastAll, type VersionedEvent } from '../../src/engine/core/events/event.upcast.js';
import { rebellionGame } from '../../src/engine/rebellion/rebellion.game.js';
import type { RebellionEvent } from '../../src/engine/rebellion/rebellion.events.js';

/**
 * Games already stored keep loading: a Rebellion event log as the event store
 * held it at schema version 1 (test/fixtures/rebellion-events-v1.json, from a
 * golden game recorded before schema versions were wired) is upcast and
 * folded by today's code, exactly as the service's loader does, and gives
 * the views it gave then.
 */
const fixture = JSON.parse(readFileSync('test/fixtures/rebellion-events-v1.json', 'utf8')) as {
  events: VersionedEvent[];
  views: Record<string, unknown>;
};

describe('Rebellion event schema', () => {
  it('declares its version; the store writes it with every new event', () => {
    expect(eventSchemaOf(rebellionGame).version).toBe(1);
  });

  it('folds a stored version-1 event log to the views it had when it was stored', () => {
    expect(fixture.events.every((e) => e.schemaVersion === 1)).toBe(true);
    const events = upcastAll(eventSchemaOf(rebellionGame), fixture.events) as RebellionEvent[];
    const state = events.reduce(rebellionGame.evolve, rebellionGame.initialState());
    for (const seat of [0, 1]) expect(rebellionGame.view(state, { kind: 'seat', seat })).toEqual(fixture.views[seat]);
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThan(80);
  });
});
