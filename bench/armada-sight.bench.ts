import type { Benchmark } from './bench.harness.js';
import { timeIt } from './bench.harness.js';
import { buildScene, hullZoneAttackOptions, hullZoneTargets, parseTable } from '../src/engine/armada/index.js';
import { table } from './armada-maneuvers.bench.js';

/**
 * Line of sight, obstruction, arcs and range from every hull zone of every
 * ship to every enemy hull zone and squadron on the full 400-point table of
 * the maneuver benchmark (8 ships, 16 squadrons, 6 obstacles): the geometry
 * a ship phase asks for. Target: one hull zone's sweep under 5 ms (p95).
 */
const zones = ['front', 'right', 'rear', 'left'] as const;

const bench: Benchmark = {
  name: 'armada line of sight: every target of a hull zone on a full table',
  run() {
    const sweep = (i: number) => {
      const ship = table.ships[i % table.ships.length];
      return hullZoneAttackOptions({ attacker: { id: ship.id, zone: zones[Math.floor(i / table.ships.length) % 4] }, table });
    };
    for (let i = 0; i < 300; i++) sweep(i);
    const sample = hullZoneAttackOptions({ attacker: { id: 'charger', zone: 'front' }, table });
    if ('violation' in sample) throw new Error(sample.messages.en);
    timeIt(`one hull zone, all enemy zones and squadrons (${sample.targets.length} targets from the Charger's bow)`, 320, sweep);
    timeIt(`every hull zone of the table in turn (${table.ships.length * 4} sweeps)`, 40, () => {
      for (let i = 0; i < table.ships.length * 4; i++) sweep(i);
    });
    // The game's path: the table is typed already, placed once, then asked about every zone.
    const parsed = parseTable(table);
    if ('violation' in parsed) throw new Error(parsed.messages.en);
    timeIt(`the same from a scene built once (the game's path)`, 40, () => {
      const scene = buildScene(parsed);
      for (const ship of parsed.ships) for (const zone of zones) hullZoneTargets(scene, { id: ship.id, zone });
    });
  },
};

export default bench;
