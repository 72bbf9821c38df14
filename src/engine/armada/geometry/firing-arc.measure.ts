import type { HalfPlane } from './ship-shape.geometry.js';
import { clipLeftOf, signedArea, type Polygon, type Vec } from './vec.geometry.js';

/**
 * The part of a target inside a firing arc: the region between the hull
 * zone's two arc lines, extended outward (seed "FEUERWINKEL UND
 * HÜLLENSEKTIONEN"). Empty when no part of the target is in the arc.
 */
export function partInArc(target: Polygon, arc: readonly HalfPlane[]): Vec[] {
  let part: Vec[] = [...target];
  for (const hp of arc) {
    if (part.length === 0) break;
    part = clipLeftOf(part, hp.from, hp.to);
  }
  // A sliver along an arc line is not "in" the arc.
  return part.length >= 3 && Math.abs(signedArea(part)) > 1e-6 ? part : [];
}
