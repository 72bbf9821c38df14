import { DEFAULT_GEOMETRY, type GeometryConfig } from './geometry.config.js';
import { sightBlockers, type SightBlockers } from './line-of-sight.measure.js';
import { placeShip, shipShape, type PlacedShip } from './ship-shape.geometry.js';
import type { Table } from './table.input.js';

/**
 * A table prepared for many questions about it: every ship's hull zones,
 * arcs and targeting points placed once, and what can stand in a line of
 * sight. Build it once per position and ask it as often as needed; the
 * game keeps its own typed `Table` (no JSON parsing on this path).
 */
export interface TableScene {
  readonly table: Table;
  readonly config: GeometryConfig;
  readonly placed: ReadonlyMap<string, PlacedShip>;
  readonly blockers: SightBlockers;
}

export function buildScene(table: Table, config: GeometryConfig = DEFAULT_GEOMETRY): TableScene {
  const placed = new Map(table.ships.map((s) => [s.id, placeShip(shipShape(s.card, config), s.pose)]));
  return {
    table,
    config,
    placed,
    blockers: sightBlockers(
      table.obstacles,
      table.ships.map((s) => {
        const p = placed.get(s.id) as PlacedShip;
        return { id: s.id, base: p.base, token: p.token };
      }),
    ),
  };
}
