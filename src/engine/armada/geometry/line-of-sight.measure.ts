import { HULL_ZONES, type HullZone } from '../catalog/catalog.types.js';
import type { PlacedShip } from './ship-shape.geometry.js';
import { bounds, dist, segmentIntervalsInside, segmentNearBounds, subtractIntervals, type Bounds, type Polygon, type Vec } from './vec.geometry.js';

/** A line must run this far (mm) through something to cross it: grazing a corner or an edge does not count. */
const CROSSING_MM = 1e-3;

export interface SightLine {
  /** A hull zone of the defending ship, other than the defending one, that the line crosses: no line of sight. */
  readonly blockedByZone: HullZone | null;
  /** Obstacles and ships (neither attacker nor defender) the line crosses: the attack is obstructed. */
  readonly obstructedBy: readonly string[];
}

/** What stands between two models on the table, each with its bounding box (`box`) for a quick first test. */
export interface SightBlockers {
  readonly obstacles: readonly { readonly id: string; readonly polygon: Polygon; readonly box: Bounds }[];
  /** Every ship on the table, attacker and defender included: its base obstructs, its token hides the obstacle under it. */
  readonly ships: readonly { readonly id: string; readonly base: Polygon; readonly token: Polygon; readonly box: Bounds }[];
}

export function sightBlockers(
  obstacles: readonly { readonly id: string; readonly polygon: Polygon }[],
  ships: readonly { readonly id: string; readonly base: Polygon; readonly token: Polygon }[],
): SightBlockers {
  return {
    obstacles: obstacles.map((o) => ({ id: o.id, polygon: o.polygon, box: bounds(o.polygon) })),
    ships: ships.map((s) => ({ id: s.id, base: s.base, token: s.token, box: bounds(s.base) })),
  };
}

/**
 * Seed "SICHTLINIE UND VERSPERRTE ANGRIFFE" with the Rules Reference where
 * the seed is silent:
 * - crossing another hull zone of the defender: no line of sight (seed);
 * - crossing another ship (neither attacker nor defender): obstructed. A
 *   ship is the whole model with its base (seed "SCHIFFE UND STAFFELN"), so
 *   the base counts, not only the token (Rules Reference FAQ: every part of
 *   the base but the shield dials and their frames);
 * - crossing an obstacle: obstructed, but only where the obstacle is
 *   visible: a stretch under a ship's token hides it (Rules Reference "Line
 *   of Sight"; the seed says nothing).
 * `except` names the attacker and the defender, which never obstruct.
 */
export function traceSightLine(
  from: Vec,
  to: Vec,
  defender: { readonly ship: PlacedShip; readonly zone: HullZone } | null,
  blockers: SightBlockers,
  except: readonly string[],
): SightLine {
  const blockedByZone = defender ? crossedOtherZone(from, to, defender.ship, defender.zone) : null;
  const obstructedBy: string[] = [];
  for (const o of blockers.obstacles) {
    if (!segmentNearBounds(from, to, o.box)) continue;
    const covers = blockers.ships.filter((s) => segmentNearBounds(from, to, s.box)).map((s) => s.token);
    if (lineCrossesObstacle(from, to, o.polygon, covers)) obstructedBy.push(o.id);
  }
  for (const s of blockers.ships) if (!except.includes(s.id) && segmentNearBounds(from, to, s.box) && lineCrosses(from, to, s.base)) obstructedBy.push(s.id);
  return { blockedByZone, obstructedBy };
}

/** The first hull zone of `ship` other than `zone` that the segment runs through, or null. */
export function crossedOtherZone(from: Vec, to: Vec, ship: PlacedShip, zone: HullZone): HullZone | null {
  for (const z of HULL_ZONES) if (z !== zone && lineCrosses(from, to, ship.zones[z])) return z;
  return null;
}

/** Does the segment run through the inside of the polygon (not just along its edge or through a corner)? */
export function lineCrosses(from: Vec, to: Vec, polygon: Polygon): boolean {
  return insideLength(segmentIntervalsInside(from, to, polygon), from, to) > CROSSING_MM;
}

/**
 * Does the segment cross a visible part of an obstacle? The parts of the
 * obstacle under any of `covers` (the ship tokens on the table) are hidden
 * and do not count (Rules Reference "Line of Sight"; seed silent).
 */
export function lineCrossesObstacle(from: Vec, to: Vec, obstacle: Polygon, covers: readonly Polygon[] = []): boolean {
  let visible = segmentIntervalsInside(from, to, obstacle);
  if (insideLength(visible, from, to) <= CROSSING_MM) return false;
  for (const c of covers) {
    visible = subtractIntervals(visible, segmentIntervalsInside(from, to, c));
    if (insideLength(visible, from, to) <= CROSSING_MM) return false;
  }
  return true;
}

function insideLength(intervals: readonly (readonly [number, number])[], from: Vec, to: Vec): number {
  let t = 0;
  for (const [t0, t1] of intervals) t += t1 - t0;
  return t * dist(from, to);
}
