import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { HULL_ZONES, type HullZone } from '../catalog/catalog.types.js';
import { badInput, expectOneOf, expectRecord, expectString } from '../input.parse.js';
import { parseGeometryConfig, type GeometryConfig } from './geometry.config.js';
import { distanceBand, rangeBand, type RangeBand } from './range.measure.js';
import { placeShip, shipShape } from './ship-shape.geometry.js';
import { parseTable, type Table, type TableInput } from './table.input.js';
import { diskPolygonDistance, dist, polygonDistance, type Polygon, type Vec } from './vec.geometry.js';

export interface MeasureInput {
  /** A ship (optionally one hull zone of it) or a squadron on the table. */
  readonly from: { readonly id: string; readonly zone?: HullZone };
  readonly to: { readonly id: string; readonly zone?: HullZone };
  readonly table: TableInput;
  readonly geometry?: unknown;
}

export interface Measurement {
  /** Closest points, mm. */
  readonly mm: number;
  /** Range band of that length; null = beyond long range. */
  readonly range: RangeBand | null;
  /** Distance band 1–5; null = beyond distance 5. */
  readonly distance: number | null;
}

type Shape = { readonly kind: 'polygon'; readonly polygon: Polygon } | { readonly kind: 'disk'; readonly centre: Vec; readonly radius: number };

/**
 * Closest-point measurement between two models, ignoring firing arcs: hull
 * zones are measured on the ship token, whole ships on their base, squadrons
 * on their base (Rules Reference "Measuring", via the reference
 * geometry.json). Symmetric: swapping `from` and `to` gives the same length.
 */
export function measureBetween(raw: unknown): Measurement | RuleViolation {
  const r = expectRecord(raw, 'measure');
  if (isViolation(r)) return r;
  const config = parseGeometryConfig(r.geometry);
  if (isViolation(config)) return config;
  const table = parseTable(r.table);
  if (isViolation(table)) return table;
  const a = endpoint(r.from, 'from', table, config);
  if (isViolation(a)) return a;
  const b = endpoint(r.to, 'to', table, config);
  if (isViolation(b)) return b;
  const mm = shapeDistance(a, b);
  return { mm: Math.round(mm * 1000) / 1000, range: rangeBand(mm, config), distance: distanceBand(mm, config) };
}

function endpoint(raw: unknown, field: string, table: Table, config: GeometryConfig): Shape | RuleViolation {
  const e = expectRecord(raw, field);
  if (isViolation(e)) return e;
  const id = expectString(e.id, `${field}.id`);
  if (isViolation(id)) return id;
  const ship = table.ships.find((s) => s.id === id);
  if (ship) {
    const placed = placeShip(shipShape(ship.card, config), ship.pose);
    if (e.zone === undefined) return { kind: 'polygon', polygon: placed.base };
    const zone = expectOneOf<HullZone>(e.zone, HULL_ZONES, `${field}.zone`);
    if (isViolation(zone)) return zone;
    return { kind: 'polygon', polygon: placed.zones[zone] };
  }
  const squadron = table.squadrons.find((q) => q.id === id);
  if (squadron) {
    if (e.zone !== undefined) return badInput(`${field}.zone`, 'Staffeln haben keine Hüllensektionen', 'squadrons have no hull zones');
    return { kind: 'disk', centre: squadron.position, radius: config.squadronBaseRadius };
  }
  return badInput(`${field}.id`, `nichts mit id „${id}“ auf dem Tisch`, `nothing with id "${id}" on the table`);
}

function shapeDistance(a: Shape, b: Shape): number {
  if (a.kind === 'disk') return b.kind === 'disk' ? Math.max(0, dist(a.centre, b.centre) - a.radius - b.radius) : diskPolygonDistance(a.centre, a.radius, b.polygon);
  return b.kind === 'disk' ? diskPolygonDistance(b.centre, b.radius, a.polygon) : polygonDistance(a.polygon, b.polygon);
}
