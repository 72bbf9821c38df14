import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { SIZE_CLASSES, type HullZone, type SizeClass } from '../catalog/catalog.types.js';
import { badInput, expectNumber, expectRecord, isRecord } from '../input.parse.js';
import type { Vec } from './vec.geometry.js';

/**
 * Where a ship's printed firing-arc lines run on its token, in mm
 * (danbuis/ArmadaAIEngineNew semantics): `frontOffset` is how far from the
 * front corner the front line meets the side edge (negative: meets the
 * front edge that far inside the corner); `frontConjunction` is how far
 * behind the front edge the two front lines meet on the centreline. Rear
 * likewise, measured from the rear.
 */
export interface ArcLines {
  readonly frontOffset: number;
  readonly frontConjunction: number;
  readonly rearOffset: number;
  readonly rearConjunction: number;
}

export interface Size2 {
  readonly width: number;
  readonly length: number;
}

/**
 * Every measurement the seed does not print. All are community measurements
 * or decisions (docs/games/armada.md lists the source of each default); a
 * caller may override any of them per request.
 */
export interface GeometryConfig {
  /** Outer edge of each range band, mm; a line between bands belongs to the closer band. */
  readonly rangeBands: { readonly close: number; readonly medium: number; readonly long: number };
  /** Outer edge of distance bands 1–5, mm. */
  readonly distanceBands: readonly number[];
  /** Plastic bases including side rails (official RRG sizes); used for overlap and distance. */
  readonly shipBase: Readonly<Record<SizeClass, Size2>>;
  /** Cardboard ship token; hull zones, firing arcs and attack range use it. */
  readonly shipToken: Readonly<Record<SizeClass, Size2>>;
  readonly squadronBaseRadius: number;
  readonly maneuverTool: {
    /** From a segment's guides to the next joint, at the heading before that joint. */
    readonly toJoint: number;
    /** From a joint to the guides after it, at the new heading. */
    readonly pastJoint: number;
    readonly width: number;
    readonly clickDegrees: number;
    readonly maxClicks: number;
  };
  /** Measured arc lines per ship id; ships not listed use `defaultArcLines` for their size. */
  readonly arcLines: Readonly<Record<string, ArcLines>>;
  readonly defaultArcLines: Readonly<Record<SizeClass, ArcLines>>;
  /** Targeting points per ship id and hull zone, token-local mm (x right, y forward from the token centre); default: the zone's centroid. */
  readonly targetingPoints: Readonly<Record<string, Partial<Record<HullZone, Vec>>>>;
  /** How close a displaced squadron must be to count as touching the ship, mm. */
  readonly touchTolerance: number;
}

const CONSULAR: ArcLines = { frontOffset: 15.1, frontConjunction: 41, rearOffset: 5.2, rearConjunction: 29 };
const HARDCELL: ArcLines = { frontOffset: 13.1, frontConjunction: 32, rearOffset: 13.1, rearConjunction: 31 };
const ACCLAMATOR: ArcLines = { frontOffset: 24.6, frontConjunction: 52, rearOffset: 18.7, rearConjunction: 41 };
const MUNIFICENT: ArcLines = { frontOffset: -3.2, frontConjunction: 53, rearOffset: 7.9, rearConjunction: 49 };
const VICTORY: ArcLines = { frontOffset: 21, frontConjunction: 47, rearOffset: 21, rearConjunction: 54 };

export const DEFAULT_GEOMETRY: GeometryConfig = {
  // jmthompson2015 Range.js/Distance.js; danbuis (FFG forum, "leerat") agrees within 1 mm except distance 1.
  rangeBands: { close: 123, medium: 187, long: 305 },
  distanceBands: [76, 125, 185, 245, 305],
  // Rules Reference 1.6 "Size Class".
  shipBase: {
    small: { width: 43, length: 71 },
    medium: { width: 63, length: 102 },
    large: { width: 77.5, length: 129 },
  },
  // Base without its 2 mm side rails (danbuis GameConstants; TTS mod footprints), the frame danbuis measured arcs in.
  shipToken: {
    small: { width: 41, length: 71 },
    medium: { width: 61, length: 102 },
    large: { width: 76, length: 129 },
  },
  // tantive4/AlphArmada SQUAD_BASE_RADIUS.
  squadronBaseRadius: 17,
  // tantive4/AlphArmada TOOL_LENGTH / TOOL_PART_LENGTH / TOOL_WIDTH; 22.5° and ±2 clicks from the TTS mod.
  maneuverTool: { toJoint: 46.13, pastJoint: 22.27, width: 15.25, clickDegrees: 22.5, maxClicks: 2 },
  // danbuis/ArmadaAIEngineNew ships/*.json (Victory I from the Imperial card: same hull and token).
  arcLines: {
    'acclamator-i-class-assault-ship': ACCLAMATOR,
    'acclamator-ii-class-assault-ship': ACCLAMATOR,
    'consular-class-charger-c70': CONSULAR,
    'consular-class-armed-cruiser': CONSULAR,
    'hardcell-class-transport': HARDCELL,
    'hardcell-class-battle-refit': HARDCELL,
    'munificent-class-comms-frigate': MUNIFICENT,
    'munificent-class-star-frigate': MUNIFICENT,
    'victory-i-class-star-destroyer': VICTORY,
  },
  // Our decision for unmeasured ships: small = mean of Consular and Hardcell; large = medium mean scaled by 129/102.
  defaultArcLines: {
    small: { frontOffset: 14.1, frontConjunction: 36.5, rearOffset: 9.2, rearConjunction: 30 },
    medium: { frontOffset: 14.1, frontConjunction: 50.7, rearOffset: 15.9, rearConjunction: 48 },
    large: { frontOffset: 17.9, frontConjunction: 64.1, rearOffset: 20.1, rearConjunction: 60.7 },
  },
  targetingPoints: {},
  touchTolerance: 0.5,
};

/** Defaults merged with a caller's overrides; `undefined` means the defaults. */
export function parseGeometryConfig(raw: unknown): GeometryConfig | RuleViolation {
  if (raw === undefined || raw === null) return DEFAULT_GEOMETRY;
  const r = expectRecord(raw, 'geometry');
  if (isViolation(r)) return r;
  const d = DEFAULT_GEOMETRY;

  const rangeBands = r.rangeBands === undefined ? d.rangeBands : parseBands(r.rangeBands, 'geometry.rangeBands', ['close', 'medium', 'long']);
  if (isViolation(rangeBands)) return rangeBands;
  const distanceBands = r.distanceBands === undefined ? d.distanceBands : parseDistanceBands(r.distanceBands);
  if (isViolation(distanceBands)) return distanceBands;
  const shipBase = r.shipBase === undefined ? d.shipBase : parseSizes(r.shipBase, d.shipBase, 'geometry.shipBase');
  if (isViolation(shipBase)) return shipBase;
  const shipToken = r.shipToken === undefined ? d.shipToken : parseSizes(r.shipToken, d.shipToken, 'geometry.shipToken');
  if (isViolation(shipToken)) return shipToken;
  const squadronBaseRadius = r.squadronBaseRadius === undefined ? d.squadronBaseRadius : expectNumber(r.squadronBaseRadius, 'geometry.squadronBaseRadius', { min: 1, max: 100 });
  if (isViolation(squadronBaseRadius)) return squadronBaseRadius;
  const maneuverTool = r.maneuverTool === undefined ? d.maneuverTool : parseTool(r.maneuverTool);
  if (isViolation(maneuverTool)) return maneuverTool;
  const arcLines = r.arcLines === undefined ? d.arcLines : parseArcTable(r.arcLines, d.arcLines, 'geometry.arcLines');
  if (isViolation(arcLines)) return arcLines;
  const defaultArcLines = r.defaultArcLines === undefined ? d.defaultArcLines : parseArcTable(r.defaultArcLines, d.defaultArcLines, 'geometry.defaultArcLines');
  if (isViolation(defaultArcLines)) return defaultArcLines;
  for (const size of SIZE_CLASSES) if (!(size in defaultArcLines)) return badInput('geometry.defaultArcLines', `${size} fehlt`, `${size} is missing`);
  const targetingPoints = r.targetingPoints === undefined ? d.targetingPoints : parseTargetingPoints(r.targetingPoints);
  if (isViolation(targetingPoints)) return targetingPoints;
  const touchTolerance = r.touchTolerance === undefined ? d.touchTolerance : expectNumber(r.touchTolerance, 'geometry.touchTolerance', { min: 0, max: 10 });
  if (isViolation(touchTolerance)) return touchTolerance;
  return {
    rangeBands: rangeBands as GeometryConfig['rangeBands'],
    distanceBands,
    shipBase: shipBase as GeometryConfig['shipBase'],
    shipToken: shipToken as GeometryConfig['shipToken'],
    squadronBaseRadius,
    maneuverTool,
    arcLines,
    defaultArcLines: defaultArcLines as GeometryConfig['defaultArcLines'],
    targetingPoints,
    touchTolerance,
  };
}

function parseBands(raw: unknown, field: string, keys: readonly string[]): Record<string, number> | RuleViolation {
  const r = expectRecord(raw, field);
  if (isViolation(r)) return r;
  const out: Record<string, number> = {};
  let previous = 0;
  for (const k of keys) {
    const v = expectNumber(r[k], `${field}.${k}`, { min: 1, max: 10000 });
    if (isViolation(v)) return v;
    if (v <= previous) return badInput(field, 'Bänder müssen aufsteigen', 'bands must increase');
    previous = v;
    out[k] = v;
  }
  return out;
}

function parseDistanceBands(raw: unknown): number[] | RuleViolation {
  if (!Array.isArray(raw) || raw.length !== 5) return badInput('geometry.distanceBands', '5 Zahlen erwartet', '5 numbers expected');
  const out: number[] = [];
  for (let i = 0; i < 5; i++) {
    const v = expectNumber(raw[i], `geometry.distanceBands[${i}]`, { min: 1, max: 10000 });
    if (isViolation(v)) return v;
    if (i > 0 && v <= out[i - 1]) return badInput('geometry.distanceBands', 'Bänder müssen aufsteigen', 'bands must increase');
    out.push(v);
  }
  return out;
}

function parseSizes(raw: unknown, defaults: Readonly<Record<SizeClass, Size2>>, field: string): Record<SizeClass, Size2> | RuleViolation {
  const r = expectRecord(raw, field);
  if (isViolation(r)) return r;
  const out: Record<SizeClass, Size2> = { ...defaults };
  for (const [key, value] of Object.entries(r)) {
    if (!(SIZE_CLASSES as readonly string[]).includes(key)) return badInput(field, `unbekannte Größe ${key}`, `unknown size ${key}`);
    const s = expectRecord(value, `${field}.${key}`);
    if (isViolation(s)) return s;
    const width = expectNumber(s.width, `${field}.${key}.width`, { min: 1, max: 1000 });
    if (isViolation(width)) return width;
    const len = expectNumber(s.length, `${field}.${key}.length`, { min: 1, max: 1000 });
    if (isViolation(len)) return len;
    out[key as SizeClass] = { width, length: len };
  }
  return out;
}

function parseTool(raw: unknown): GeometryConfig['maneuverTool'] | RuleViolation {
  const r = expectRecord(raw, 'geometry.maneuverTool');
  if (isViolation(r)) return r;
  const d = DEFAULT_GEOMETRY.maneuverTool;
  const pick = (key: keyof typeof d, opts: { min: number; max: number; integer?: boolean }) =>
    r[key] === undefined ? d[key] : expectNumber(r[key], `geometry.maneuverTool.${key}`, opts);
  const toJoint = pick('toJoint', { min: 1, max: 500 });
  if (isViolation(toJoint)) return toJoint;
  const pastJoint = pick('pastJoint', { min: 0, max: 500 });
  if (isViolation(pastJoint)) return pastJoint;
  const width = pick('width', { min: 0, max: 100 });
  if (isViolation(width)) return width;
  const clickDegrees = pick('clickDegrees', { min: 1, max: 90 });
  if (isViolation(clickDegrees)) return clickDegrees;
  const maxClicks = pick('maxClicks', { min: 1, max: 4, integer: true });
  if (isViolation(maxClicks)) return maxClicks;
  return { toJoint, pastJoint, width, clickDegrees, maxClicks };
}

function parseArcTable<K extends string>(raw: unknown, defaults: Readonly<Record<K, ArcLines>>, field: string): Record<K, ArcLines> | RuleViolation {
  const r = expectRecord(raw, field);
  if (isViolation(r)) return r;
  const out: Record<string, ArcLines> = { ...defaults };
  for (const [key, value] of Object.entries(r)) {
    const a = parseArcLines(value, `${field}.${key}`);
    if (isViolation(a)) return a;
    out[key] = a;
  }
  return out as Record<K, ArcLines>;
}

function parseArcLines(raw: unknown, field: string): ArcLines | RuleViolation {
  const r = expectRecord(raw, field);
  if (isViolation(r)) return r;
  const frontOffset = expectNumber(r.frontOffset, `${field}.frontOffset`, { min: -200, max: 200 });
  if (isViolation(frontOffset)) return frontOffset;
  const frontConjunction = expectNumber(r.frontConjunction, `${field}.frontConjunction`, { min: 0, max: 400 });
  if (isViolation(frontConjunction)) return frontConjunction;
  const rearOffset = expectNumber(r.rearOffset, `${field}.rearOffset`, { min: -200, max: 200 });
  if (isViolation(rearOffset)) return rearOffset;
  const rearConjunction = expectNumber(r.rearConjunction, `${field}.rearConjunction`, { min: 0, max: 400 });
  if (isViolation(rearConjunction)) return rearConjunction;
  return { frontOffset, frontConjunction, rearOffset, rearConjunction };
}

function parseTargetingPoints(raw: unknown): Record<string, Partial<Record<HullZone, Vec>>> | RuleViolation {
  const r = expectRecord(raw, 'geometry.targetingPoints');
  if (isViolation(r)) return r;
  const out: Record<string, Partial<Record<HullZone, Vec>>> = {};
  for (const [ship, zones] of Object.entries(r)) {
    if (!isRecord(zones)) return badInput(`geometry.targetingPoints.${ship}`, 'ein Objekt wird erwartet', 'an object is expected');
    const points: Partial<Record<HullZone, Vec>> = {};
    for (const [zone, p] of Object.entries(zones)) {
      if (!['front', 'left', 'right', 'rear'].includes(zone)) return badInput(`geometry.targetingPoints.${ship}`, `unbekannte Hüllensektion ${zone}`, `unknown hull zone ${zone}`);
      const pr = expectRecord(p, `geometry.targetingPoints.${ship}.${zone}`);
      if (isViolation(pr)) return pr;
      const x = expectNumber(pr.x, `geometry.targetingPoints.${ship}.${zone}.x`, { min: -200, max: 200 });
      if (isViolation(x)) return x;
      const y = expectNumber(pr.y, `geometry.targetingPoints.${ship}.${zone}.y`, { min: -200, max: 200 });
      if (isViolation(y)) return y;
      points[zone as HullZone] = { x, y };
    }
    out[ship] = points;
  }
  return out;
}
