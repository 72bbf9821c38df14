import type { Benchmark } from './bench.harness.js';
import { timeIt } from './bench.harness.js';
import { maneuverOptions } from '../src/engine/armada/index.js';

/**
 * Enumerates every maneuver of one ship with overlap checks against a full
 * 400-point table (3' × 6', 8 ships, 16 squadrons, 6 obstacles). Target:
 * under 5 ms per enumeration.
 */
export const table = {
  playArea: { width: 1828.8, height: 914.4 },
  ships: [
    { id: 'charger', ship: 'consular-class-charger-c70', pose: { x: 900, y: 300, heading: 0 }, owner: 0 },
    { id: 'acc2', ship: 'acclamator-ii-class-assault-ship', pose: { x: 700, y: 200, heading: 10 }, owner: 0 },
    { id: 'acc1', ship: 'acclamator-i-class-assault-ship', pose: { x: 1100, y: 200, heading: -10 }, owner: 0 },
    { id: 'venator', ship: 'venator-ii-class-star-destroyer', pose: { x: 500, y: 180, heading: 0 }, owner: 0 },
    { id: 'muni', ship: 'munificent-class-comms-frigate', pose: { x: 880, y: 520, heading: 180 }, owner: 1 },
    { id: 'hc1', ship: 'hardcell-class-transport', pose: { x: 1000, y: 470, heading: 200 }, owner: 1 },
    { id: 'hc2', ship: 'hardcell-class-battle-refit', pose: { x: 760, y: 480, heading: 160 }, owner: 1 },
    { id: 'prov', ship: 'providence-class-carrier', pose: { x: 1300, y: 700, heading: 180 }, owner: 1 },
  ],
  squadrons: [
    ...Array.from({ length: 8 }, (_, i) => ({ id: `v19-${i}`, squadron: 'v-19-torrent-squadron', position: { x: 780 + 40 * i, y: 380 + (i % 2) * 40 }, owner: 0 })),
    ...Array.from({ length: 8 }, (_, i) => ({ id: `vulture-${i}`, squadron: 'vulture-class-droid-fighter-squadron', position: { x: 760 + 45 * i, y: 620 + (i % 2) * 40 }, owner: 1 })),
  ],
  obstacles: [
    { id: 'a1', shape: 'asteroid-1', pose: { x: 860, y: 440, heading: 0 } },
    { id: 'a2', shape: 'asteroid-2', pose: { x: 1050, y: 380, heading: 40 } },
    { id: 'a3', shape: 'asteroid-3', pose: { x: 600, y: 450, heading: 90 } },
    { id: 'd1', shape: 'debris-1', pose: { x: 980, y: 320, heading: 0 } },
    { id: 'd2', shape: 'debris-2', pose: { x: 1200, y: 500, heading: 0 } },
    { id: 'st', shape: 'station', pose: { x: 400, y: 600, heading: 0 } },
  ],
};

const query = { ship: 'consular-class-charger-c70', shipId: 'charger', pose: { x: 900, y: 300, heading: 0 }, speed: 3, table };

const bench: Benchmark = {
  name: 'armada maneuvers: every course of a ship, overlap-checked against a full table',
  run() {
    // Let the JIT settle on both shapes of query before anything is timed.
    for (let i = 0; i < 300; i++) maneuverOptions({ ...query, navigate: i % 2 === 0 ? undefined : { dial: true, token: true } });
    for (const [label, navigate] of [
      ['Charger c70, speed 3, no command', undefined],
      ['Charger c70, speed 3, navigate dial + token', { dial: true, token: true }],
    ] as const) {
      const sample = maneuverOptions({ ...query, navigate });
      if ('violation' in sample) throw new Error(sample.messages.en);
      const courses = sample.options.reduce((n, s) => n + s.courses.length, 0);
      const outcomes = sample.options.reduce((n, s) => n + s.courses.reduce((m, c) => m + c.outcomes.length, 0), 0);
      timeIt(`${label} (${courses} courses, ${outcomes} outcomes)`, 200, () => maneuverOptions({ ...query, navigate }));
    }
  },
};

export default bench;
