import { isViolation, ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import type { ShipCard } from '../catalog/catalog.types.js';
import type { ObstacleType } from '../data/obstacles.data.js';
import { badInput, expectArray, expectBoolean, expectNumber, expectOneOf, expectRecord, expectString } from '../input.parse.js';
import { RULE } from '../rules.cite.js';
import { parseGeometryConfig, type GeometryConfig } from './geometry.config.js';
import { layTool, poseAtGuides, relativeToWorld, toolOverlapsBase, type ToolSide } from './maneuver-tool.geometry.js';
import {
  closestShip,
  indexTable,
  outsidePlayArea,
  overlappedObstacles,
  overlappedShips,
  overlappedSquadrons,
  type Footprint,
  type OverlapIndex,
} from './overlap.geometry.js';
import { shipShape, type Pose } from './ship-shape.geometry.js';
import { parsePose, parseShipRef, parseTable, type TableInput } from './table.input.js';
import { transform, vec } from './vec.geometry.js';

/** What an obstacle does to a ship that ends its move overlapping it (seed "HINDERNISSE"). */
export type ObstacleEffect =
  | { readonly kind: 'faceup-damage-card'; readonly cards: 1 }
  | { readonly kind: 'damage-to-any-hull-zone'; readonly damage: 2 }
  | { readonly kind: 'may-discard-damage-card'; readonly cards: 1 };

/** How one course ends with the tool on one side (or, at speed 0, with no tool at all). */
export interface ManeuverOutcome {
  readonly side: ToolSide | null;
  /** False when the ship would overlap the tool at its final position: use the other side. */
  readonly legal: boolean;
  readonly violation?: RuleViolation;
  /** Where the course would put the ship. */
  readonly intendedPose: Pose;
  /** Where the ship actually ends, after temporary speed reductions for overlapped ships. */
  readonly executedSpeed: number;
  readonly finalPose: Pose;
  /** Ships overlapped at any attempted speed, in the order met. */
  readonly overlappedShips: readonly string[];
  /** The closest overlapped ship: it and the moving ship each take one facedown damage card; null when no ship was overlapped. */
  readonly collidedWith: string | null;
  /** Squadrons under the final position: moved aside, then placed touching the ship by the opponent. */
  readonly displacedSquadrons: readonly string[];
  readonly obstacles: readonly { readonly id: string; readonly type: ObstacleType; readonly effect: ObstacleEffect }[];
  /** Any part of the base off the play area; null when the table gave no play area. */
  readonly leavesPlayArea: boolean | null;
}

export interface CourseOption {
  /** Clicks per joint, joint 1 first; positive = right. */
  readonly yaw: readonly number[];
  /** The joint (0-based) using the navigate dial's extra click, or null. */
  readonly extraClickJoint: number | null;
  /** Ways to pay for this speed change and click with the navigate command. */
  readonly spend: readonly { readonly dial: boolean; readonly token: boolean }[];
  readonly outcomes: readonly ManeuverOutcome[];
}

export interface SpeedOption {
  readonly speed: number;
  readonly speedChange: number;
  readonly courses: readonly CourseOption[];
}

export interface ManeuverOptions {
  readonly ship: string;
  readonly start: Pose;
  readonly speed: number;
  readonly options: readonly SpeedOption[];
}

export interface ManeuverQueryInput {
  readonly ship: string;
  readonly pose: Pose;
  readonly speed: number;
  /** Navigate command the ship may spend: the dial changes speed by 1 and adds a click; a token changes speed by 1. */
  readonly navigate?: { readonly dial?: boolean; readonly token?: boolean };
  /** The moving ship's id in `table.ships`, so it does not overlap itself. */
  readonly shipId?: string;
  readonly table?: TableInput;
  readonly geometry?: unknown;
}

export interface ExecuteManeuverInput extends ManeuverQueryInput {
  readonly speedChange?: number;
  readonly course: readonly number[];
  readonly side: ToolSide;
}

interface Context {
  readonly card: ShipCard;
  readonly start: Pose;
  readonly speed: number;
  readonly dial: boolean;
  readonly token: boolean;
  readonly shipId: string | null;
  readonly index: OverlapIndex;
  readonly config: GeometryConfig;
  /** Where the ship would stand at the guides after a course prefix: many courses share prefixes. */
  readonly stops: Map<number, Stop>;
}

/** A stop and, filled in when first needed, what overlaps it. */
interface Stop {
  readonly pose: Pose;
  readonly footprint: Footprint;
  ships?: string[];
  final?: Pick<ManeuverOutcome, 'displacedSquadrons' | 'obstacles' | 'leavesPlayArea'>;
  closest?: Map<string, string | null>;
}

function parseContext(raw: unknown): Context | RuleViolation {
  const r = expectRecord(raw, 'maneuver');
  if (isViolation(r)) return r;
  const card = parseShipRef(r.ship, 'ship');
  if (isViolation(card)) return card;
  const start = parsePose(r.pose, 'pose');
  if (isViolation(start)) return start;
  const speed = expectNumber(r.speed, 'speed', { min: 0, max: 10, integer: true });
  if (isViolation(speed)) return speed;
  if (speed > card.maxSpeed)
    return ruleViolation(
      'SPEED_ABOVE_MAXIMUM',
      text(`${card.name} hat höchstens Schub ${card.maxSpeed}.`, `${card.name} has a maximum speed of ${card.maxSpeed}.`),
      RULE.navigieren,
    );
  let dial = false;
  let token = false;
  if (r.navigate !== undefined) {
    const n = expectRecord(r.navigate, 'navigate');
    if (isViolation(n)) return n;
    if (n.dial !== undefined) {
      const d = expectBoolean(n.dial, 'navigate.dial');
      if (isViolation(d)) return d;
      dial = d;
    }
    if (n.token !== undefined) {
      const t = expectBoolean(n.token, 'navigate.token');
      if (isViolation(t)) return t;
      token = t;
    }
  }
  const shipId = r.shipId === undefined ? null : expectString(r.shipId, 'shipId');
  if (isViolation(shipId)) return shipId;
  const config = parseGeometryConfig(r.geometry);
  if (isViolation(config)) return config;
  const table = parseTable(r.table);
  if (isViolation(table)) return table;
  return { card, start, speed, dial, token, shipId, index: indexTable(table, config, shipId), config, stops: new Map() };
}

/**
 * Every course a ship may set from a pose at its speed (seed "Kurs
 * bestimmen"), and with a navigate command every speed it may change to
 * and the extra click (seed "NAVIGIEREN"); each course with its final pose
 * for the tool on either side and what the move overlaps.
 */
export function maneuverOptions(raw: unknown): ManeuverOptions | RuleViolation {
  const ctx = parseContext(raw);
  if (isViolation(ctx)) return ctx;
  const options: SpeedOption[] = [];
  for (const change of speedChanges(ctx)) {
    const speed = ctx.speed + change;
    const courses: CourseOption[] = [];
    for (const { yaw, extraClickJoint } of enumerateCourses(ctx.card, speed, ctx.dial, ctx.config.maneuverTool.maxClicks)) {
      const spend = spendWays(change, extraClickJoint !== null, ctx.dial, ctx.token);
      if (spend.length === 0) continue;
      const outcomes = speed === 0 ? [resolveCourse(ctx, [], null)] : (['left', 'right'] as const).map((side) => resolveCourse(ctx, yaw, side));
      courses.push({ yaw, extraClickJoint, spend, outcomes });
    }
    options.push({ speed, speedChange: change, courses });
  }
  return { ship: ctx.card.id, start: ctx.start, speed: ctx.speed, options };
}

/** One chosen course with the tool on one side, checked against the speed chart and the tool rule. */
export function executeManeuver(raw: unknown): ManeuverOutcome | RuleViolation {
  const ctx = parseContext(raw);
  if (isViolation(ctx)) return ctx;
  const r = raw as Record<string, unknown>;
  const change = r.speedChange === undefined ? 0 : expectNumber(r.speedChange, 'speedChange', { min: -2, max: 2, integer: true });
  if (isViolation(change)) return change;
  const side = expectOneOf<ToolSide>(r.side, ['left', 'right'], 'side');
  if (isViolation(side)) return side;
  const courseRaw = expectArray(r.course, 'course', 10);
  if (isViolation(courseRaw)) return courseRaw;
  const course: number[] = [];
  for (let i = 0; i < courseRaw.length; i++) {
    const c = expectNumber(courseRaw[i], `course[${i}]`, { min: -10, max: 10, integer: true });
    if (isViolation(c)) return c;
    course.push(c);
  }
  const speed = ctx.speed + change;
  if (change !== 0 && !speedChanges(ctx).includes(change))
    return ruleViolation(
      'SPEED_CHANGE_NOT_ALLOWED',
      text(
        `Schub ${ctx.speed} → ${speed} ist so nicht möglich: Navigieren ändert den Schub um 1 je Rad oder Marker, zwischen 0 und ${ctx.card.maxSpeed}.`,
        `Speed ${ctx.speed} → ${speed} is not possible: navigate changes speed by 1 per dial or token, between 0 and ${ctx.card.maxSpeed}.`,
      ),
      RULE.navigieren,
    );
  if (course.length !== speed)
    return badInput('course', `genau ${speed} Gelenke für Schub ${speed} erwartet`, `exactly ${speed} joints expected for speed ${speed}`);
  const limits = chartLimits(ctx.card, speed);
  const over = course.map((c, j) => Math.abs(c) - limits[j]);
  const max = ctx.config.maneuverTool.maxClicks;
  if (course.some((c) => Math.abs(c) > max))
    return ruleViolation('YAW_BEYOND_TOOL', text(`Ein Gelenk lässt sich höchstens ${max} Klicks drehen.`, `A joint turns at most ${max} clicks.`), RULE.kursBestimmen);
  const extra = over.filter((o) => o > 0);
  if (extra.length > 0 && !(ctx.dial && extra.length === 1 && extra[0] === 1))
    return ruleViolation(
      'YAW_EXCEEDS_SPEED_CHART',
      text(
        `Die Schubtabelle erlaubt bei Schub ${speed} höchstens ${limits.join('/')} Klicks; nur ein Navigieren-Rad erlaubt 1 Gelenk 1 Klick mehr.`,
        `At speed ${speed} the speed chart allows at most ${limits.join('/')} clicks; only a navigate dial allows 1 more click on 1 joint.`,
      ),
      ctx.dial ? RULE.navigieren : RULE.kursBestimmen,
    );
  if (spendWays(change, extra.length > 0, ctx.dial, ctx.token).length === 0)
    return ruleViolation('SPEED_CHANGE_NOT_ALLOWED', text('Dafür fehlt das Navigieren-Kommando.', 'That needs a navigate command.'), RULE.navigieren);
  const outcome = resolveCourse(ctx, course, speed === 0 ? null : side);
  return outcome.legal ? outcome : (outcome.violation as RuleViolation);
}

function chartLimits(card: ShipCard, speed: number): readonly number[] {
  return card.speedChart[String(speed)] ?? [];
}

function speedChanges(ctx: Context): number[] {
  const steps = (ctx.dial ? 1 : 0) + (ctx.token ? 1 : 0);
  const out: number[] = [];
  for (let d = -steps; d <= steps; d++) {
    const s = ctx.speed + d;
    // Each step is its own change, so every speed on the way must exist too.
    if (s >= 0 && s <= ctx.card.maxSpeed && (Math.abs(d) < 2 || (ctx.speed + d / 2 >= 0 && ctx.speed + d / 2 <= ctx.card.maxSpeed))) out.push(d);
  }
  return out;
}

function spendWays(change: number, extraClick: boolean, dial: boolean, token: boolean): { dial: boolean; token: boolean }[] {
  const ways: { dial: boolean; token: boolean }[] = [];
  const abs = Math.abs(change);
  if (abs === 2) return dial && token ? [{ dial: true, token: true }] : [];
  if (abs === 0) return extraClick ? (dial ? [{ dial: true, token: false }] : []) : [{ dial: false, token: false }];
  if (dial) ways.push({ dial: true, token: false });
  if (token && !extraClick) ways.push({ dial: false, token: true });
  return ways;
}

/** Every yaw setting within the speed chart, plus (with a navigate dial) those using one extra click. */
export function enumerateCourses(card: ShipCard, speed: number, extraClick: boolean, maxClicks: number): { yaw: number[]; extraClickJoint: number | null }[] {
  const limits = chartLimits(card, speed);
  const out: { yaw: number[]; extraClickJoint: number | null }[] = [];
  const build = (bounds: readonly number[], extraJoint: number | null) => {
    const yaw = new Array<number>(bounds.length).fill(0);
    const rec = (j: number) => {
      if (j === bounds.length) {
        out.push({ yaw: [...yaw], extraClickJoint: extraJoint });
        return;
      }
      const b = bounds[j];
      // With the extra click on this joint only the widened settings are new.
      const values = j === extraJoint ? [-b, b] : range(-b, b);
      for (const v of values) {
        yaw[j] = v;
        rec(j + 1);
      }
    };
    rec(0);
  };
  build(limits, null);
  if (extraClick)
    for (let j = 0; j < limits.length; j++) {
      if (limits[j] + 1 > maxClicks) continue;
      build(limits.map((b, i) => (i === j ? b + 1 : b)), j);
    }
  return out;
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to; v++) out.push(v);
  return out;
}

function footprint(ctx: Context, pose: Pose): Footprint {
  const shape = shipShape(ctx.card, ctx.config);
  const b = ctx.config.shipBase[ctx.card.size];
  return { polygon: transform(vec(pose.x, pose.y), pose.heading, shape.base), centre: vec(pose.x, pose.y), radius: Math.hypot(b.width, b.length) / 2 };
}

const OBSTACLE_EFFECTS: Readonly<Record<ObstacleType, ObstacleEffect>> = {
  asteroid: { kind: 'faceup-damage-card', cards: 1 },
  debris: { kind: 'damage-to-any-hull-zone', damage: 2 },
  station: { kind: 'may-discard-damage-card', cards: 1 },
};

const OVERLAPS_TOOL = ruleViolation(
  'SHIP_WOULD_OVERLAP_TOOL',
  text(
    'In seiner Endposition würde das Schiff die Manöverhilfe überschneiden: lege sie an die andere Seite.',
    'At its final position the ship would overlap the maneuver tool: place the tool on the other side.',
  ),
  RULE.schiffBewegen,
);

/**
 * Seed "Schiff bewegen" (tool side), "ÜBERSCHNEIDUNGEN MIT SCHIFFEN" (speed
 * reduced one step at a time, same tool), "ÜBERSCHNEIDUNGEN MIT STAFFELN"
 * and "HINDERNISSE" (only the final position counts).
 */
function resolveCourse(ctx: Context, course: readonly number[], side: ToolSide | null): ManeuverOutcome {
  const base = ctx.config.shipBase[ctx.card.size];
  const tool = ctx.config.maneuverTool;
  const speed = course.length;
  const layout = layTool(course, side ?? 'right', base, tool);
  // Prefix keys as numbers: one octal digit per joint (clicks + 4, never 0), times 4, plus the side.
  const keys = [side === 'left' ? 1 : side === 'right' ? 2 : 3];
  for (let j = 0; j < speed; j++) keys.push((((keys[j] >> 2) * 8 + course[j] + 4) << 2) | (keys[0] & 3));
  const stopAt = (s: number): Stop => {
    const key = keys[s];
    let stop = ctx.stops.get(key);
    if (!stop) {
      const pose = s === 0 ? ctx.start : relativeToWorld(ctx.start, poseAtGuides(layout, s, side ?? 'right', base, tool));
      stop = { pose, footprint: footprint(ctx, pose) };
      ctx.stops.set(key, stop);
    }
    return stop;
  };

  let legal = true;
  if (speed > 0) {
    // The tool is laid in the starting frame: bring the ship into that frame instead of every piece out of it.
    const endLocal = poseAtGuides(layout, speed, side ?? 'right', base, tool);
    const endBase = transform(vec(endLocal.x, endLocal.y), endLocal.heading, shipShape(ctx.card, ctx.config).base);
    legal = !toolOverlapsBase(layout, speed, tool, endBase, endLocal, Math.hypot(base.width, base.length) / 2);
  }

  const intended = stopAt(speed);
  const met: string[] = [];
  let executedSpeed = speed;
  let final = intended;
  while (executedSpeed > 0) {
    final.ships ??= overlappedShips(final.footprint, ctx.index);
    if (final.ships.length === 0) break;
    for (const id of final.ships) if (!met.includes(id)) met.push(id);
    executedSpeed--;
    final = stopAt(executedSpeed);
  }
  let closest = met[0] ?? null;
  if (met.length > 1) {
    const memo = (final.closest ??= new Map());
    const key = met.join('\u0000');
    if (!memo.has(key)) memo.set(key, closestShip(final.footprint, met, ctx.index));
    closest = memo.get(key) ?? null;
  }
  final.final ??= {
    displacedSquadrons: overlappedSquadrons(final.footprint, ctx.index),
    obstacles: overlappedObstacles(final.footprint, ctx.index).map((o) => ({ ...o, effect: OBSTACLE_EFFECTS[o.type] })),
    leavesPlayArea: outsidePlayArea(final.footprint, ctx.index),
  };
  return {
    side,
    legal,
    ...(legal ? {} : { violation: OVERLAPS_TOOL }),
    intendedPose: intended.pose,
    executedSpeed,
    finalPose: final.pose,
    overlappedShips: met,
    collidedWith: closest,
    ...final.final,
  };
}
