import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EngineInvariantError } from '../../core/rule-violation.error.js';
import { evolve } from '../rebellion.evolve.js';
import type { RebellionEvent } from '../rebellion.events.js';
import { initialState } from '../rebellion.state.js';
import { EVOLVE_TABLES } from './evolve.table.js';

const EVENTS = fileURLToPath(new URL('../rebellion.events.ts', import.meta.url));

/** The event types the union in rebellion.events.ts declares, read from its source. */
function declaredEventTypes(): string[] {
  return [...readFileSync(EVENTS, 'utf8').matchAll(/Ev<\s*'(\w+)'/g)].map((m) => m[1]).sort();
}

describe('the evolve handler tables', () => {
  it('handle every declared event type exactly once', () => {
    const handled = EVOLVE_TABLES.flatMap((table) => Object.keys(table)).sort();
    expect(handled).toEqual(declaredEventTypes());
    expect(new Set(handled).size).toBe(handled.length);
  });

  it('refuse an event of an unknown type, even one named like an object method', () => {
    for (const type of ['NoSuchEvent', 'constructor', 'toString'])
      expect(() => evolve(initialState(), { type, payload: {} } as unknown as RebellionEvent)).toThrow(EngineInvariantError);
  });

  it('fold an event through its handler into a new state, leaving the old one as it was', () => {
    const before = initialState();
    const after = evolve(before, { type: 'TimeAdvanced', payload: { time: 3 } });
    expect([before.time, after.time]).toEqual([initialState().time, 3]);
  });
});
