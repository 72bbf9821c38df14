/**
 * Plane geometry in millimetres. Headings are degrees clockwise from +y, so a
 * ship with heading 0 faces +y and its right side faces +x; positive yaw
 * clicks turn right (clockwise).
 */

export interface Vec {
  readonly x: number;
  readonly y: number;
}

export type Polygon = readonly Vec[];

/** Lengths below this count as zero: touching is not overlapping. */
export const EPSILON = 1e-6;

export function vec(x: number, y: number): Vec {
  return { x, y };
}

export function add(a: Vec, b: Vec): Vec {
  return { x: a.x + b.x, y: a.y + b.y };
}

export function sub(a: Vec, b: Vec): Vec {
  return { x: a.x - b.x, y: a.y - b.y };
}

export function scale(a: Vec, k: number): Vec {
  return { x: a.x * k, y: a.y * k };
}

export function dot(a: Vec, b: Vec): number {
  return a.x * b.x + a.y * b.y;
}

export function cross(a: Vec, b: Vec): number {
  return a.x * b.y - a.y * b.x;
}

export function length(a: Vec): number {
  return Math.hypot(a.x, a.y);
}

export function dist(a: Vec, b: Vec): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Heading normalised into [0, 360). */
export function normalizeHeading(degrees: number): number {
  const h = degrees % 360;
  const r = h < 0 ? h + 360 : h;
  // Round away float noise so 359.9999999 and 0 compare equal in specs and ids.
  const rounded = Math.round(r * 1e9) / 1e9;
  return rounded >= 360 ? 0 : rounded;
}

/** Unit vector pointing along a heading. */
export function direction(heading: number): Vec {
  const a = radians(heading);
  return { x: Math.sin(a), y: Math.cos(a) };
}

/** Local (x right, y forward) to world, for a frame at `origin` facing `heading`. */
export function toWorld(origin: Vec, heading: number, local: Vec): Vec {
  const a = radians(heading);
  const c = Math.cos(a);
  const s = Math.sin(a);
  return { x: origin.x + local.x * c + local.y * s, y: origin.y - local.x * s + local.y * c };
}

/** World to local, the inverse of `toWorld`. */
export function toLocal(origin: Vec, heading: number, world: Vec): Vec {
  const a = radians(heading);
  const c = Math.cos(a);
  const s = Math.sin(a);
  const dx = world.x - origin.x;
  const dy = world.y - origin.y;
  return { x: dx * c - dy * s, y: dx * s + dy * c };
}

export function rectangle(width: number, len: number): Polygon {
  const w = width / 2;
  const l = len / 2;
  // Clockwise from the front-left corner, the order the hull-zone walk uses.
  return [vec(-w, l), vec(w, l), vec(w, -l), vec(-w, -l)];
}

export function transform(origin: Vec, heading: number, poly: Polygon): Polygon {
  return poly.map((p) => toWorld(origin, heading, p));
}

export function signedArea(poly: Polygon): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) a += cross(poly[i], poly[(i + 1) % poly.length]);
  return a / 2;
}

export function centroid(poly: Polygon): Vec {
  const a = signedArea(poly);
  if (Math.abs(a) < EPSILON) {
    const n = poly.length;
    return vec(poly.reduce((s, p) => s + p.x, 0) / n, poly.reduce((s, p) => s + p.y, 0) / n);
  }
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const f = cross(p, q);
    cx += (p.x + q.x) * f;
    cy += (p.y + q.y) * f;
  }
  return vec(cx / (6 * a), cy / (6 * a));
}

/** Closest point to `p` on segment ab. */
export function closestOnSegment(p: Vec, a: Vec, b: Vec): Vec {
  const ab = sub(b, a);
  const l2 = dot(ab, ab);
  if (l2 === 0) return a;
  const t = Math.max(0, Math.min(1, dot(sub(p, a), ab) / l2));
  return add(a, scale(ab, t));
}

export function pointSegmentDistance(p: Vec, a: Vec, b: Vec): number {
  return dist(p, closestOnSegment(p, a, b));
}

/** Even-odd test; points on the boundary may go either way, callers add tolerance. */
export function pointInPolygon(p: Vec, poly: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Distance from a point to a polygon: 0 inside. */
export function pointPolygonDistance(p: Vec, poly: Polygon): number {
  if (pointInPolygon(p, poly)) return 0;
  return boundaryDistance(p, poly);
}

function boundaryDistance(p: Vec, poly: Polygon): number {
  let best = Infinity;
  for (let i = 0; i < poly.length; i++) best = Math.min(best, pointSegmentDistance(p, poly[i], poly[(i + 1) % poly.length]));
  return best;
}

/** Closest point of a polygon (its boundary, or p itself inside) to p. */
export function closestOnPolygon(p: Vec, poly: Polygon): Vec {
  if (pointInPolygon(p, poly)) return p;
  let best = poly[0];
  let bestD = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const q = closestOnSegment(p, poly[i], poly[(i + 1) % poly.length]);
    const d = dist(p, q);
    if (d < bestD) {
      bestD = d;
      best = q;
    }
  }
  return best;
}

/** Do segments ab and cd share a point? */
export function segmentsIntersect(a: Vec, b: Vec, c: Vec, d: Vec): boolean {
  const d1 = cross(sub(b, a), sub(c, a));
  const d2 = cross(sub(b, a), sub(d, a));
  const d3 = cross(sub(d, c), sub(a, c));
  const d4 = cross(sub(d, c), sub(b, c));
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (
    (d1 === 0 && onSegment(a, b, c)) ||
    (d2 === 0 && onSegment(a, b, d)) ||
    (d3 === 0 && onSegment(c, d, a)) ||
    (d4 === 0 && onSegment(c, d, b))
  );
}

function onSegment(a: Vec, b: Vec, p: Vec): boolean {
  return Math.min(a.x, b.x) <= p.x && p.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= p.y && p.y <= Math.max(a.y, b.y);
}

export function segmentDistance(a: Vec, b: Vec, c: Vec, d: Vec): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(pointSegmentDistance(a, c, d), pointSegmentDistance(b, c, d), pointSegmentDistance(c, a, b), pointSegmentDistance(d, a, b));
}

/** Shortest distance between two polygons (closest points); 0 when they touch or overlap. */
export function polygonDistance(p: Polygon, q: Polygon): number {
  if (pointInPolygon(p[0], q) || pointInPolygon(q[0], p)) return 0;
  let best = Infinity;
  for (let i = 0; i < p.length; i++) {
    const a = p[i];
    const b = p[(i + 1) % p.length];
    for (let j = 0; j < q.length; j++) {
      best = Math.min(best, segmentDistance(a, b, q[j], q[(j + 1) % q.length]));
      if (best === 0) return 0;
    }
  }
  return best;
}

/**
 * Do two convex polygons overlap by more than `tolerance` (separating axis
 * theorem)? Touching along an edge is not an overlap.
 */
export function convexOverlap(p: Polygon, q: Polygon, tolerance = EPSILON): boolean {
  return !hasSeparatingAxis(p, q, tolerance) && !hasSeparatingAxis(q, p, tolerance);
}

function hasSeparatingAxis(p: Polygon, q: Polygon, tolerance: number): boolean {
  for (let i = 0; i < p.length; i++) {
    const a = p[i];
    const b = p[(i + 1) % p.length];
    // Unnormalised edge normal; the tolerance is scaled instead of the axis (this runs in the hot loop).
    const nx = a.y - b.y;
    const ny = b.x - a.x;
    const len = Math.sqrt(nx * nx + ny * ny);
    if (len === 0) continue;
    let pMin = Infinity;
    let pMax = -Infinity;
    for (const v of p) {
      const t = v.x * nx + v.y * ny;
      if (t < pMin) pMin = t;
      if (t > pMax) pMax = t;
    }
    let qMin = Infinity;
    let qMax = -Infinity;
    for (const v of q) {
      const t = v.x * nx + v.y * ny;
      if (t < qMin) qMin = t;
      if (t > qMax) qMax = t;
    }
    const slack = tolerance * len;
    if (pMax - qMin <= slack || qMax - pMin <= slack) return true;
  }
  return false;
}

/**
 * Overlap of a convex polygon with any simple polygon (obstacles are not
 * convex): some vertex lies strictly inside the other, or edges cross.
 */
export function polygonOverlap(convex: Polygon, other: Polygon, tolerance = EPSILON): boolean {
  if (!boundsOverlap(convex, other)) return false;
  for (const v of other) if (pointInPolygon(v, convex) && boundaryDistance(v, convex) > tolerance) return true;
  for (const v of convex) if (pointInPolygon(v, other) && boundaryDistance(v, other) > tolerance) return true;
  for (let i = 0; i < convex.length; i++) {
    const a = convex[i];
    const b = convex[(i + 1) % convex.length];
    for (let j = 0; j < other.length; j++) if (properCrossing(a, b, other[j], other[(j + 1) % other.length], tolerance)) return true;
  }
  return false;
}

function properCrossing(a: Vec, b: Vec, c: Vec, d: Vec, tolerance: number): boolean {
  const d1 = cross(sub(b, a), sub(c, a));
  const d2 = cross(sub(b, a), sub(d, a));
  const d3 = cross(sub(d, c), sub(a, c));
  const d4 = cross(sub(d, c), sub(b, c));
  const lab = length(sub(b, a));
  const lcd = length(sub(d, c));
  return d1 * d2 < 0 && d3 * d4 < 0 && Math.min(Math.abs(d1), Math.abs(d2)) > tolerance * lab && Math.min(Math.abs(d3), Math.abs(d4)) > tolerance * lcd;
}

function boundsOverlap(p: Polygon, q: Polygon): boolean {
  const a = bounds(p);
  const b = bounds(q);
  return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
}

/** Axis-aligned bounding box. */
export interface Bounds {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

export function bounds(p: Polygon): Bounds {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const v of p) {
    minX = Math.min(minX, v.x);
    maxX = Math.max(maxX, v.x);
    minY = Math.min(minY, v.y);
    maxY = Math.max(maxY, v.y);
  }
  return { minX, maxX, minY, maxY };
}

/** Does the bounding box of segment ab meet the box? A cheap test before the exact one. */
export function segmentNearBounds(a: Vec, b: Vec, box: Bounds): boolean {
  return Math.min(a.x, b.x) <= box.maxX && Math.max(a.x, b.x) >= box.minX && Math.min(a.y, b.y) <= box.maxY && Math.max(a.y, b.y) >= box.minY;
}

/** Does a disk overlap a polygon by more than `tolerance`? */
export function diskPolygonOverlap(center: Vec, radius: number, poly: Polygon, tolerance = EPSILON): boolean {
  if (pointInPolygon(center, poly)) return true;
  return boundaryDistance(center, poly) < radius - tolerance;
}

/** Distance from a disk to a polygon: 0 when they touch or overlap. */
export function diskPolygonDistance(center: Vec, radius: number, poly: Polygon): number {
  return Math.max(0, pointPolygonDistance(center, poly) - radius);
}

/** Keep the part of a polygon on the left of the directed line a→b (Sutherland–Hodgman, one edge). */
export function clipLeftOf(poly: Polygon, a: Vec, b: Vec): Vec[] {
  const out: Vec[] = [];
  const side = (p: Vec) => cross(sub(b, a), sub(p, a));
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    const sp = side(p);
    const sq = side(q);
    if (sp >= 0) out.push(p);
    if ((sp > 0 && sq < 0) || (sp < 0 && sq > 0)) {
      const t = sp / (sp - sq);
      out.push(add(p, scale(sub(q, p), t)));
    }
  }
  return out;
}

/** A disk as a regular polygon, for clipping against arcs. */
export function diskPolygon(center: Vec, radius: number, sides = 64): Polygon {
  return Array.from({ length: sides }, (_, i) => {
    const a = (-2 * Math.PI * i) / sides;
    return vec(center.x + radius * Math.sin(a), center.y + radius * Math.cos(a));
  });
}

/** Length of the part of segment ab strictly inside a polygon. */
export function segmentLengthInside(a: Vec, b: Vec, poly: Polygon): number {
  let inside = 0;
  for (const [t0, t1] of segmentIntervalsInside(a, b, poly)) inside += t1 - t0;
  return inside * dist(a, b);
}

/**
 * The parts of segment ab strictly inside a simple polygon (convex or not),
 * as sorted, disjoint intervals of the parameter t in [0, 1] (a + t·(b − a)).
 * A stretch along an edge is not inside.
 */
export function segmentIntervalsInside(a: Vec, b: Vec, poly: Polygon): [number, number][] {
  const ts = [0, 1];
  const ab = sub(b, a);
  for (let i = 0; i < poly.length; i++) {
    const c = poly[i];
    const d = poly[(i + 1) % poly.length];
    const cd = sub(d, c);
    const denom = cross(ab, cd);
    if (denom === 0) continue;
    const t = cross(sub(c, a), cd) / denom;
    const u = cross(sub(c, a), ab) / denom;
    if (t > 0 && t < 1 && u >= 0 && u <= 1) ts.push(t);
  }
  ts.sort((x, y) => x - y);
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < ts.length; i++) {
    const t0 = ts[i];
    const t1 = ts[i + 1];
    if (t1 - t0 <= 0) continue;
    const mid = add(a, scale(ab, (t0 + t1) / 2));
    if (!pointInPolygon(mid, poly) || boundaryDistance(mid, poly) <= EPSILON) continue;
    const last = out[out.length - 1];
    if (last && last[1] === t0) last[1] = t1;
    else out.push([t0, t1]);
  }
  return out;
}

/** Intervals of `from` not covered by any of `cover` (both sorted and disjoint within themselves). */
export function subtractIntervals(from: readonly (readonly [number, number])[], cover: readonly (readonly [number, number])[]): [number, number][] {
  let rest: [number, number][] = from.map(([x, y]) => [x, y]);
  for (const [c0, c1] of cover) {
    const next: [number, number][] = [];
    for (const [r0, r1] of rest) {
      if (c1 <= r0 || c0 >= r1) {
        next.push([r0, r1]);
        continue;
      }
      if (c0 > r0) next.push([r0, c0]);
      if (c1 < r1) next.push([c1, r1]);
    }
    rest = next;
  }
  return rest;
}

/**
 * Every pair of closest points between two polygons whose boundaries do not
 * cross: the closest distance is reached vertex to edge (both ways), so the
 * pairs found that way within `tolerance` of the minimum bound every
 * shortest segment (two parallel edges give the two ends of their overlap).
 */
export function closestPointPairs(p: Polygon, q: Polygon, tolerance = 1e-9): { readonly a: Vec; readonly b: Vec }[] {
  const found: { a: Vec; b: Vec; d: number }[] = [];
  let best = Infinity;
  const consider = (a: Vec, b: Vec) => {
    const d = dist(a, b);
    if (d < best - tolerance) {
      best = d;
      found.length = 0;
    }
    if (d <= best + tolerance) found.push({ a, b, d });
  };
  for (const v of p) for (let j = 0; j < q.length; j++) consider(v, closestOnSegment(v, q[j], q[(j + 1) % q.length]));
  for (const v of q) for (let i = 0; i < p.length; i++) consider(closestOnSegment(v, p[i], p[(i + 1) % p.length]), v);
  const seen = new Set<string>();
  const out: { a: Vec; b: Vec }[] = [];
  for (const { a, b, d } of found) {
    // A shared vertex of two edges yields the same pair twice.
    const key = [a.x, a.y, b.x, b.y].map((v) => Math.round(v * 1e6)).join(',');
    if (d > best + tolerance || seen.has(key)) continue;
    seen.add(key);
    out.push({ a, b });
  }
  return out;
}
