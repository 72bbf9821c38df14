import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { getCard } from '../catalog/catalog.lookup.js';
import type { ShipCard, SquadronCard } from '../catalog/catalog.types.js';
import { OBSTACLE_SHAPES, type ObstacleShapeId, type ObstacleType } from '../data/obstacles.data.js';
import { badInput, expectArray, expectNumber, expectOneOf, expectRecord, expectString } from '../input.parse.js';
import type { Pose } from './ship-shape.geometry.js';
import { normalizeHeading, transform, vec, type Polygon, type Vec } from './vec.geometry.js';

/** Everything on the play area, as a client sends it (plain JSON). */
export interface TableInput {
  /** Play-area size in mm, origin at a corner; omit to skip the "left the play area" check. */
  readonly playArea?: { readonly width: number; readonly height: number };
  readonly ships?: readonly { readonly id: string; readonly ship: string; readonly pose: Pose; readonly owner?: number }[];
  readonly squadrons?: readonly { readonly id: string; readonly squadron: string; readonly position: { readonly x: number; readonly y: number }; readonly owner?: number }[];
  readonly obstacles?: readonly {
    readonly id: string;
    /** A named outline, or `outline` (mm around the pose) with a `type`. */
    readonly shape?: ObstacleShapeId;
    readonly type?: ObstacleType;
    readonly outline?: readonly { readonly x: number; readonly y: number }[];
    readonly pose: Pose;
  }[];
}

export interface TableShip {
  readonly id: string;
  readonly card: ShipCard;
  readonly pose: Pose;
  readonly owner: number | null;
}

export interface TableSquadron {
  readonly id: string;
  readonly card: SquadronCard;
  readonly position: Vec;
  readonly owner: number | null;
}

export interface TableObstacle {
  readonly id: string;
  readonly type: ObstacleType;
  readonly polygon: Polygon;
}

export interface Table {
  readonly playArea: { readonly width: number; readonly height: number } | null;
  readonly ships: readonly TableShip[];
  readonly squadrons: readonly TableSquadron[];
  readonly obstacles: readonly TableObstacle[];
}

const LIMIT = 100000;

export function parsePose(raw: unknown, field: string): Pose | RuleViolation {
  const r = expectRecord(raw, field);
  if (isViolation(r)) return r;
  const x = expectNumber(r.x, `${field}.x`, { min: -LIMIT, max: LIMIT });
  if (isViolation(x)) return x;
  const y = expectNumber(r.y, `${field}.y`, { min: -LIMIT, max: LIMIT });
  if (isViolation(y)) return y;
  const heading = expectNumber(r.heading, `${field}.heading`, { min: -3600, max: 3600 });
  if (isViolation(heading)) return heading;
  return { x, y, heading: normalizeHeading(heading) };
}

export function parsePoint(raw: unknown, field: string): Vec | RuleViolation {
  const r = expectRecord(raw, field);
  if (isViolation(r)) return r;
  const x = expectNumber(r.x, `${field}.x`, { min: -LIMIT, max: LIMIT });
  if (isViolation(x)) return x;
  const y = expectNumber(r.y, `${field}.y`, { min: -LIMIT, max: LIMIT });
  if (isViolation(y)) return y;
  return vec(x, y);
}

export function parseShipRef(raw: unknown, field: string): ShipCard | RuleViolation {
  const ref = expectString(raw, field);
  if (isViolation(ref)) return ref;
  return getCard('ships', ref) ?? badInput(field, `unbekanntes Schiff „${ref}“`, `unknown ship "${ref}"`);
}

export function parseSquadronRef(raw: unknown, field: string): SquadronCard | RuleViolation {
  const ref = expectString(raw, field);
  if (isViolation(ref)) return ref;
  return getCard('squadrons', ref) ?? badInput(field, `unbekannte Staffel „${ref}“`, `unknown squadron "${ref}"`);
}

function parseOwner(raw: unknown, field: string): number | null | RuleViolation {
  return raw === undefined ? null : expectNumber(raw, field, { min: 0, max: 16, integer: true });
}

export function parseTable(raw: unknown): Table | RuleViolation {
  if (raw === undefined) return { playArea: null, ships: [], squadrons: [], obstacles: [] };
  const r = expectRecord(raw, 'table');
  if (isViolation(r)) return r;

  let playArea: Table['playArea'] = null;
  if (r.playArea !== undefined) {
    const pa = expectRecord(r.playArea, 'table.playArea');
    if (isViolation(pa)) return pa;
    const width = expectNumber(pa.width, 'table.playArea.width', { min: 1, max: LIMIT });
    if (isViolation(width)) return width;
    const height = expectNumber(pa.height, 'table.playArea.height', { min: 1, max: LIMIT });
    if (isViolation(height)) return height;
    playArea = { width, height };
  }

  // Ids are unique across ships, squadrons and obstacles: queries name models by id alone.
  const ids = new Set<string>();
  const list = <T extends { readonly id: string }>(
    value: unknown,
    field: string,
    max: number,
    parseItem: (raw: unknown, field: string) => T | RuleViolation,
  ): T[] | RuleViolation => {
    const items = value === undefined ? [] : expectArray(value, field, max);
    if (isViolation(items)) return items;
    const parsed: T[] = [];
    for (let i = 0; i < items.length; i++) {
      const item = parseItem(items[i], `${field}[${i}]`);
      if (isViolation(item)) return item;
      if (ids.has(item.id)) return badInput(`${field}[${i}].id`, `doppelte id „${item.id}“`, `duplicate id "${item.id}"`);
      ids.add(item.id);
      parsed.push(item);
    }
    return parsed;
  };

  const ships = list(r.ships, 'table.ships', 100, parseShip);
  if (isViolation(ships)) return ships;
  const squadrons = list(r.squadrons, 'table.squadrons', 200, parseSquadron);
  if (isViolation(squadrons)) return squadrons;
  const obstacles = list(r.obstacles, 'table.obstacles', 50, parseObstacle);
  if (isViolation(obstacles)) return obstacles;
  return { playArea, ships, squadrons, obstacles };
}

function parseShip(raw: unknown, f: string): TableShip | RuleViolation {
  const s = expectRecord(raw, f);
  if (isViolation(s)) return s;
  const id = expectString(s.id, `${f}.id`);
  if (isViolation(id)) return id;
  const card = parseShipRef(s.ship, `${f}.ship`);
  if (isViolation(card)) return card;
  const pose = parsePose(s.pose, `${f}.pose`);
  if (isViolation(pose)) return pose;
  const owner = parseOwner(s.owner, `${f}.owner`);
  if (isViolation(owner)) return owner;
  return { id, card, pose, owner };
}

function parseSquadron(raw: unknown, f: string): TableSquadron | RuleViolation {
  const s = expectRecord(raw, f);
  if (isViolation(s)) return s;
  const id = expectString(s.id, `${f}.id`);
  if (isViolation(id)) return id;
  const card = parseSquadronRef(s.squadron, `${f}.squadron`);
  if (isViolation(card)) return card;
  const position = parsePoint(s.position, `${f}.position`);
  if (isViolation(position)) return position;
  const owner = parseOwner(s.owner, `${f}.owner`);
  if (isViolation(owner)) return owner;
  return { id, card, position, owner };
}

function parseObstacle(raw: unknown, f: string): TableObstacle | RuleViolation {
  const o = expectRecord(raw, f);
  if (isViolation(o)) return o;
  const id = expectString(o.id, `${f}.id`);
  if (isViolation(id)) return id;
  const pose = parsePose(o.pose, `${f}.pose`);
  if (isViolation(pose)) return pose;
  if (o.shape !== undefined) {
    const shape = expectOneOf(o.shape, Object.keys(OBSTACLE_SHAPES) as ObstacleShapeId[], `${f}.shape`);
    if (isViolation(shape)) return shape;
    return placeObstacle(id, shape, pose);
  }
  const t = expectOneOf<ObstacleType>(o.type, ['asteroid', 'debris', 'station'], `${f}.type`);
  if (isViolation(t)) return t;
  const points = expectArray(o.outline, `${f}.outline`, 100);
  if (isViolation(points)) return points;
  if (points.length < 3) return badInput(`${f}.outline`, 'mindestens 3 Punkte', 'at least 3 points');
  const outline: Vec[] = [];
  for (let j = 0; j < points.length; j++) {
    const p = parsePoint(points[j], `${f}.outline[${j}]`);
    if (isViolation(p)) return p;
    outline.push(p);
  }
  return { id, type: t, polygon: transform(vec(pose.x, pose.y), pose.heading, outline) };
}

/** One of the printed obstacle tokens put down at a pose: what a game keeps on its table. */
export function placeObstacle(id: string, shape: ObstacleShapeId, pose: Pose): TableObstacle {
  const outline = OBSTACLE_SHAPES[shape].outline.map(([x, y]) => vec(x, y));
  return { id, type: OBSTACLE_SHAPES[shape].type, polygon: transform(vec(pose.x, pose.y), pose.heading, outline) };
}
