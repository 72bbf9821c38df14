import type { Size2, GeometryConfig } from './geometry.config.js';
import type { Pose } from './ship-shape.geometry.js';
import { add, convexOverlap, direction, normalizeHeading, scale, sub, toWorld, vec, type Polygon, type Vec } from './vec.geometry.js';

/** The side of the ship the maneuver tool is laid against. */
export type ToolSide = 'left' | 'right';

/**
 * The maneuver tool laid out for one course, in the ship's starting frame
 * (x right, y forward, origin at the base centre). Seed "Schiff bewegen":
 * the tool's straight end lies against the side with its stoppers in the
 * notches at the front of the base; the ship is then placed at the joint
 * for its speed with its notches on that joint's stoppers.
 *
 * Model (tantive4/AlphArmada, configurable): from a segment's guides the
 * tool runs `toJoint` mm to the next joint at the heading before the joint,
 * the joint turns it by clicks × `clickDegrees`, and the next guides lie
 * `pastJoint` mm beyond the joint.
 */
export interface ToolLayout {
  /** Guides 0..speed; guides[0] sit at the ship's starting notches. */
  readonly guides: readonly Vec[];
  /** Joints 1..speed. */
  readonly joints: readonly Vec[];
  /** Heading of the tool after each joint, relative to the start (index 0 = straight). */
  readonly headings: readonly number[];
}

export function layTool(course: readonly number[], side: ToolSide, base: Size2, tool: GeometryConfig['maneuverTool']): ToolLayout {
  const sign = side === 'right' ? 1 : -1;
  const guides: Vec[] = [vec(sign * (base.width / 2 + tool.width / 2), base.length / 2)];
  const joints: Vec[] = [];
  const headings: number[] = [0];
  let heading = 0;
  let at = guides[0];
  for (const clicks of course) {
    const joint = add(at, scale(direction(heading), tool.toJoint));
    heading += clicks * tool.clickDegrees;
    at = add(joint, scale(direction(heading), tool.pastJoint));
    joints.push(joint);
    guides.push(at);
    headings.push(heading);
  }
  return { guides, joints, headings };
}

/**
 * Where the ship ends when placed at the guides of joint `speed` (≤ the
 * course length, so a temporarily reduced speed reuses the same tool): its
 * notches keep the offset they had from the starting guides, turned by the
 * tool's heading there.
 */
export function poseAtGuides(layout: ToolLayout, speed: number, side: ToolSide, base: Size2, tool: GeometryConfig['maneuverTool']): Pose {
  const sign = side === 'right' ? 1 : -1;
  const notch = vec(sign * (base.width / 2 + tool.width / 2), base.length / 2);
  const heading = layout.headings[speed];
  const centre = sub(layout.guides[speed], toWorld(vec(0, 0), heading, notch));
  return { x: centre.x, y: centre.y, heading };
}

/**
 * Would a ship base placed at the guides for `speed` overlap the tool laid
 * up to those guides (seed "Schiff bewegen")? `base` is in the tool's frame;
 * pieces farther than `reach` from its centre are skipped unbuilt.
 */
export function toolOverlapsBase(layout: ToolLayout, speed: number, tool: GeometryConfig['maneuverTool'], base: Polygon, centre: Vec, reach: number): boolean {
  for (let j = 0; j < speed; j++) {
    for (const [a, b] of [
      [layout.guides[j], layout.joints[j]],
      [layout.joints[j], layout.guides[j + 1]],
    ] as const) {
      const r = Math.hypot(b.x - a.x, b.y - a.y) / 2 + tool.width / 2 + reach;
      const dx = (a.x + b.x) / 2 - centre.x;
      const dy = (a.y + b.y) / 2 - centre.y;
      if (dx * dx + dy * dy >= r * r) continue;
      if (convexOverlap(base, strip(a, b, tool.width))) return true;
    }
  }
  return false;
}

function strip(a: Vec, b: Vec, width: number): Polygon {
  const d = sub(b, a);
  const len = Math.hypot(d.x, d.y);
  if (len === 0) return [a, a, a, a];
  const n = scale(vec(-d.y / len, d.x / len), width / 2);
  return [add(a, n), add(b, n), sub(b, n), sub(a, n)];
}

/** A pose given in a ship's starting frame, placed on the play area. */
export function relativeToWorld(start: Pose, local: Pose): Pose {
  const p = toWorld(vec(start.x, start.y), start.heading, vec(local.x, local.y));
  return { x: p.x, y: p.y, heading: normalizeHeading(start.heading + local.heading) };
}
