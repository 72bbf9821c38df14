import { HULL_ZONES, type HullZone, type ShipCard } from '../catalog/catalog.types.js';
import type { GeometryConfig } from './geometry.config.js';
import { centroid, rectangle, transform, vec, type Polygon, type Vec } from './vec.geometry.js';

/** Where a model stands: base centre in mm on the play area, heading in degrees clockwise from +y. */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly heading: number;
}

/** A directed line; the region it bounds lies on its left. */
export interface HalfPlane {
  readonly from: Vec;
  readonly to: Vec;
}

/**
 * A ship's outline in its own frame (x right, y forward, origin at the base
 * centre): base, token, the four hull zones cut by its own arc lines, the
 * firing arcs as half-planes, and the targeting points.
 */
export interface ShipShape {
  readonly base: Polygon;
  readonly token: Polygon;
  readonly zones: Readonly<Record<HullZone, Polygon>>;
  readonly arcs: Readonly<Record<HullZone, readonly HalfPlane[]>>;
  readonly targetingPoints: Readonly<Record<HullZone, Vec>>;
}

export const ADJACENT_ZONES: Readonly<Record<HullZone, readonly HullZone[]>> = {
  front: ['left', 'right'],
  rear: ['left', 'right'],
  left: ['front', 'rear'],
  right: ['front', 'rear'],
};

const cache = new WeakMap<GeometryConfig, Map<string, ShipShape>>();

export function shipShape(card: ShipCard, config: GeometryConfig): ShipShape {
  let byShip = cache.get(config);
  if (!byShip) {
    byShip = new Map();
    cache.set(config, byShip);
  }
  let shape = byShip.get(card.id);
  if (!shape) {
    shape = buildShape(card, config);
    byShip.set(card.id, shape);
  }
  return shape;
}

function buildShape(card: ShipCard, config: GeometryConfig): ShipShape {
  const base = config.shipBase[card.size];
  const token = config.shipToken[card.size];
  const arc = config.arcLines[card.id] ?? config.defaultArcLines[card.size];
  const w = token.width;
  const l = token.length;
  const hw = w / 2;
  const hl = l / 2;

  // Perimeter parameter, clockwise from the front-left corner: 0 top, 1 right, 2 rear, 3 left edge.
  const at = (t: number): Vec => {
    const k = ((t % 4) + 4) % 4;
    const side = Math.floor(k);
    const f = k - side;
    switch (side) {
      case 0:
        return vec(-hw + f * w, hl);
      case 1:
        return vec(hw, hl - f * l);
      case 2:
        return vec(hw - f * w, -hl);
      default:
        return vec(-hw, -hl + f * l);
    }
  };
  const fo = arc.frontOffset;
  const ro = arc.rearOffset;
  const tRightFront = fo >= 0 ? 1 + fo / l : (w + fo) / w;
  const tLeftFront = fo >= 0 ? 3 + (l - fo) / l : -fo / w;
  const tRightRear = ro >= 0 ? 1 + (l - ro) / l : 2 - ro / w;
  const tLeftRear = ro >= 0 ? 3 + ro / l : 2 + (w + ro) / w;
  const walk = (from: number, to: number): Vec[] => {
    const end = to > from ? to : to + 4;
    const points = [at(from)];
    for (let corner = Math.floor(from) + 1; corner < end; corner++) points.push(at(corner));
    points.push(at(end));
    return points;
  };
  const cf = vec(0, hl - arc.frontConjunction);
  const cr = vec(0, -hl + arc.rearConjunction);
  const zones: Record<HullZone, Polygon> = {
    front: [cf, ...walk(tLeftFront, tRightFront)],
    right: [cf, ...walk(tRightFront, tRightRear), cr],
    rear: [cr, ...walk(tRightRear, tLeftRear)],
    left: [cr, ...walk(tLeftRear, tLeftFront), cf],
  };

  const erf = at(tRightFront);
  const elf = at(tLeftFront);
  const err = at(tRightRear);
  const elr = at(tLeftRear);
  const far = 10 * (l + w);
  const bounded = (p: Vec, q: Vec, inside: Vec): HalfPlane => {
    const c = (q.x - p.x) * (inside.y - p.y) - (q.y - p.y) * (inside.x - p.x);
    return c >= 0 ? { from: p, to: q } : { from: q, to: p };
  };
  const ahead = vec(0, far);
  const behind = vec(0, -far);
  const rightward = vec(far, (cf.y + cr.y) / 2);
  const leftward = vec(-far, (cf.y + cr.y) / 2);
  const arcs: Record<HullZone, HalfPlane[]> = {
    front: [bounded(cf, elf, ahead), bounded(cf, erf, ahead)],
    rear: [bounded(cr, elr, behind), bounded(cr, err, behind)],
    // The centreline keeps a side arc on its own side where the two lines cross inside the token.
    right: [bounded(cf, erf, rightward), bounded(cr, err, rightward), bounded(vec(0, 0), vec(0, 1), rightward)],
    left: [bounded(cf, elf, leftward), bounded(cr, elr, leftward), bounded(vec(0, 0), vec(0, 1), leftward)],
  };

  const override = config.targetingPoints[card.id] ?? {};
  const targetingPoints = Object.fromEntries(HULL_ZONES.map((z) => [z, override[z] ?? centroid(zones[z])])) as Record<HullZone, Vec>;

  return { base: rectangle(base.width, base.length), token: rectangle(w, l), zones, arcs, targetingPoints };
}

/** A ship's parts placed on the play area. */
export interface PlacedShip {
  readonly base: Polygon;
  readonly token: Polygon;
  readonly zones: Readonly<Record<HullZone, Polygon>>;
  readonly arcs: Readonly<Record<HullZone, readonly HalfPlane[]>>;
  readonly targetingPoints: Readonly<Record<HullZone, Vec>>;
}

export function placeShip(shape: ShipShape, pose: Pose): PlacedShip {
  const o = vec(pose.x, pose.y);
  const h = pose.heading;
  const zones = {} as Record<HullZone, Polygon>;
  const arcs = {} as Record<HullZone, HalfPlane[]>;
  const targetingPoints = {} as Record<HullZone, Vec>;
  for (const z of HULL_ZONES) {
    zones[z] = transform(o, h, shape.zones[z]);
    arcs[z] = shape.arcs[z].map((hp) => {
      const [from, to] = transform(o, h, [hp.from, hp.to]);
      return { from, to };
    });
    targetingPoints[z] = transform(o, h, [shape.targetingPoints[z]])[0];
  }
  return { base: transform(o, h, shape.base), token: transform(o, h, shape.token), zones, arcs, targetingPoints };
}

/** Just the base, for overlap checks that need nothing else. */
export function placedBase(card: ShipCard, pose: Pose, config: GeometryConfig): Polygon {
  return transform(vec(pose.x, pose.y), pose.heading, shipShape(card, config).base);
}
