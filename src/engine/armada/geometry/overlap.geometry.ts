import type { ShipCard } from '../catalog/catalog.types.js';
import type { ObstacleType } from '../data/obstacles.data.js';
import { DEFAULT_GEOMETRY, type GeometryConfig } from './geometry.config.js';
import { placedBase, type Pose } from './ship-shape.geometry.js';
import type { Table, TableObstacle } from './table.input.js';
import { convexOverlap, diskPolygonOverlap, polygonDistance, polygonOverlap, type Polygon, type Vec } from './vec.geometry.js';

/**
 * The table prepared for many overlap checks against one moving ship: bases
 * placed once, each with a bounding circle so far-away models cost one
 * comparison. Overlap means the areas share more than a boundary: bases
 * that only touch do not overlap.
 */
export interface OverlapIndex {
  readonly ships: readonly { readonly id: string; readonly base: Polygon; readonly centre: Vec; readonly radius: number }[];
  readonly squadrons: readonly { readonly id: string; readonly centre: Vec }[];
  readonly obstacles: readonly { readonly id: string; readonly type: ObstacleType; readonly polygon: Polygon; readonly centre: Vec; readonly radius: number }[];
  readonly squadronRadius: number;
  readonly playArea: Table['playArea'];
}

export function indexTable(table: Table, config: GeometryConfig, except: string | null): OverlapIndex {
  return {
    ships: table.ships
      .filter((s) => s.id !== except)
      .map((s) => {
        const b = config.shipBase[s.card.size];
        return { id: s.id, base: placedBase(s.card, s.pose, config), centre: { x: s.pose.x, y: s.pose.y }, radius: Math.hypot(b.width, b.length) / 2 };
      }),
    squadrons: table.squadrons.map((q) => ({ id: q.id, centre: q.position })),
    obstacles: table.obstacles.map((o) => {
      const centre = { x: o.polygon.reduce((s, p) => s + p.x, 0) / o.polygon.length, y: o.polygon.reduce((s, p) => s + p.y, 0) / o.polygon.length };
      return { id: o.id, type: o.type, polygon: o.polygon, centre, radius: Math.max(...o.polygon.map((p) => Math.hypot(p.x - centre.x, p.y - centre.y))) };
    }),
    squadronRadius: config.squadronBaseRadius,
    playArea: table.playArea,
  };
}

/** A ship base with its bounding circle. */
export interface Footprint {
  readonly polygon: Polygon;
  readonly centre: Vec;
  readonly radius: number;
}

function near(a: Footprint, centre: Vec, radius: number): boolean {
  const dx = a.centre.x - centre.x;
  const dy = a.centre.y - centre.y;
  const r = a.radius + radius;
  return dx * dx + dy * dy < r * r;
}

export function overlappedShips(base: Footprint, index: OverlapIndex): string[] {
  return index.ships.filter((s) => near(base, s.centre, s.radius) && convexOverlap(base.polygon, s.base)).map((s) => s.id);
}

export function overlappedSquadrons(base: Footprint, index: OverlapIndex): string[] {
  return index.squadrons
    .filter((q) => near(base, q.centre, index.squadronRadius) && diskPolygonOverlap(q.centre, index.squadronRadius, base.polygon))
    .map((q) => q.id);
}

export function overlappedObstacles(base: Footprint, index: OverlapIndex): { id: string; type: ObstacleType }[] {
  return index.obstacles.filter((o) => near(base, o.centre, o.radius) && polygonOverlap(base.polygon, o.polygon)).map((o) => ({ id: o.id, type: o.type }));
}

/**
 * The obstacles a ship standing at `pose` overlaps: part of its base lies on
 * the token, touching is not overlapping (seed "HINDERNISSE": only the final
 * position counts, so ask this of the pose a maneuver ends at).
 */
export function obstaclesUnderShip(
  card: ShipCard,
  pose: Pose,
  obstacles: readonly TableObstacle[],
  config: GeometryConfig = DEFAULT_GEOMETRY,
): { readonly id: string; readonly type: ObstacleType }[] {
  const base = placedBase(card, pose, config);
  return obstacles.filter((o) => polygonOverlap(base, o.polygon)).map((o) => ({ id: o.id, type: o.type }));
}

/** Is any part of the base outside the play area? null when no play area was given. */
export function outsidePlayArea(base: Footprint, index: OverlapIndex): boolean | null {
  const area = index.playArea;
  if (!area) return null;
  return base.polygon.some((p) => p.x < 0 || p.y < 0 || p.x > area.width || p.y > area.height);
}

/** Of the ships a move overlapped, the one closest to where the mover ended (seed "ÜBERSCHNEIDUNGEN MIT SCHIFFEN"). */
export function closestShip(base: Footprint, ids: readonly string[], index: OverlapIndex): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  for (const s of index.ships) {
    if (!ids.includes(s.id)) continue;
    const d = polygonDistance(base.polygon, s.base);
    if (d < bestD) {
      bestD = d;
      best = s.id;
    }
  }
  return best;
}
