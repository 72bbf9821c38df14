import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { getShip, getSquadron } from '../catalog/catalog.lookup.js';
import { HULL_ZONES, type HullZone, type ShipCard, type SquadronCard } from '../catalog/catalog.types.js';
import { engagedSquadrons, hullZoneTargets, squadronTargets, type AttackTarget } from '../geometry/attack.query.js';
import { DEFAULT_GEOMETRY } from '../geometry/geometry.config.js';
import { maneuverOptions, type ManeuverOptions } from '../geometry/maneuver.query.js';
import { placedBase } from '../geometry/ship-shape.geometry.js';
import { checkDisplacedSquadronPlacementIn, checkSquadronMoveIn } from '../geometry/squadron-move.query.js';
import { placeObstacle, type Table, type TableInput } from '../geometry/table.input.js';
import { buildScene, type TableScene } from '../geometry/table.scene.js';
import { rangeBand } from '../geometry/range.measure.js';
import { cross, diskPolygonDistance, diskPolygonOverlap, dist, sub } from '../geometry/vec.geometry.js';
import type { HalfPlane } from '../geometry/ship-shape.geometry.js';
import type { ArmadaState, GameShip, GameSquadron } from './game.types.js';
import { objectiveHas } from './objective.rules.js';

export function shipCardOf(s: GameShip): ShipCard {
  const c = getShip(s.card);
  if (!c) throw new Error(`armada: unknown ship card ${s.card}`);
  return c;
}

export function squadronCardOf(q: GameSquadron): SquadronCard {
  const c = getSquadron(q.card);
  if (!c) throw new Error(`armada: unknown squadron card ${q.card}`);
  return c;
}

/**
 * Answers about one arrangement of the table (where every model stands,
 * who owns it, what is gone), kept for the next questions about the same
 * arrangement: one position is asked for its legal actions, then decided,
 * then advanced, and most decisions move nothing. A cache of pure
 * functions of the arrangement, bounded in size.
 */
const answers = new Map<string, Map<string, unknown>>();
const MAX_ARRANGEMENTS = 64;

function arrangement(s: ArmadaState): string {
  const ships = s.ships.map((x) => (x.destroyed ? `${x.id}-` : `${x.id}:${x.pose.x},${x.pose.y},${x.pose.heading}`)).join(';');
  const squadrons = s.squadrons.map((q) => (q.destroyed ? `${q.id}-` : `${q.id}:${q.position.x},${q.position.y}`)).join(';');
  const obstacles = s.obstacles.map((o) => `${o.id}:${o.shape}:${o.pose.x},${o.pose.y},${o.pose.heading}`).join(';');
  // Contested Outpost changes what the station obstructs, so it is part of the arrangement.
  const inert = objectiveHas(s, 'station-inert') ? '|station-inert' : '';
  return `${s.playArea.width}x${s.playArea.height}|${ships}|${squadrons}|${obstacles}${inert}`;
}

function memo<T>(s: ArmadaState, key: string, compute: () => T): T {
  const at = arrangement(s);
  let cache = answers.get(at);
  if (!cache) {
    if (answers.size >= MAX_ARRANGEMENTS) answers.delete(answers.keys().next().value as string);
    answers.set(at, (cache = new Map()));
  }
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key) as T;
}

export const liveShips = (s: ArmadaState): GameShip[] => s.ships.filter((x) => !x.destroyed);
export const liveSquadrons = (s: ArmadaState): GameSquadron[] => s.squadrons.filter((q) => !q.destroyed);

/** The table as the geometry kernel's queries take it: every model still in play, with its owner. */
export function tableInput(s: ArmadaState, exceptSquadrons: readonly string[] = []): TableInput {
  return {
    playArea: s.playArea,
    ships: liveShips(s).map((x) => ({ id: x.id, ship: x.card, pose: x.pose, owner: x.owner })),
    squadrons: liveSquadrons(s)
      .filter((q) => !exceptSquadrons.includes(q.id))
      .map((q) => ({ id: q.id, squadron: q.card, position: q.position, owner: q.owner })),
    obstacles: s.obstacles.map((o) => ({ id: o.id, shape: o.shape, pose: o.pose })),
  };
}

/** The same table, typed, for the kernel's typed queries (no JSON parsing on the game's path). */
export function tableOf(s: ArmadaState, exceptSquadrons: readonly string[] = []): Table {
  return {
    playArea: s.playArea,
    ships: liveShips(s).map((x) => ({ id: x.id, card: shipCardOf(x), pose: x.pose, owner: x.owner })),
    squadrons: liveSquadrons(s)
      .filter((q) => !exceptSquadrons.includes(q.id))
      .map((q) => ({ id: q.id, card: squadronCardOf(q), position: q.position, owner: q.owner })),
    obstacles: s.obstacles.map((o) => placeObstacle(o.id, o.shape, o.pose)),
  };
}

export function sceneOf(s: ArmadaState): TableScene {
  return memo(s, 'scene', () => buildScene(tableOf(s)));
}

/** Bounding radius of a model's base, mm. */
function reachOf(card: ShipCard | SquadronCard | null): number {
  if (card && !('size' in card)) return DEFAULT_GEOMETRY.squadronBaseRadius;
  if (!card) return DEFAULT_GEOMETRY.squadronBaseRadius;
  const b = DEFAULT_GEOMETRY.shipBase[card.size];
  return Math.hypot(b.width, b.length) / 2;
}

/**
 * Is any enemy model near enough to be measured at all? Bounding circles
 * against the longest length that matters (long range for a ship, distance
 * 1 for a squadron): a cheap test that skips the kernel when the fleets are
 * far apart, never a rule of its own.
 */
function enemyWithin(s: ArmadaState, owner: number, at: { x: number; y: number }, ownReach: number, length: number): boolean {
  const near = (p: { x: number; y: number }, r: number) => dist(p, at) - r - ownReach <= length + 1;
  return liveShips(s).some((x) => x.owner !== owner && near(x.pose, reachOf(shipCardOf(x)))) || liveSquadrons(s).some((q) => q.owner !== owner && near(q.position, reachOf(null)));
}

/** What one hull zone may attack now (seed "ANGREIFEN", "ZIEL FESTLEGEN"); a squadron target only if the zone rolls dice at it. */
export function shipInReach(s: ArmadaState, x: GameShip): boolean {
  return enemyWithin(s, x.owner, x.pose, reachOf(shipCardOf(x)), DEFAULT_GEOMETRY.rangeBands.long);
}

export function squadronInReach(s: ArmadaState, q: GameSquadron): boolean {
  return enemyWithin(s, q.owner, q.position, reachOf(null), DEFAULT_GEOMETRY.distanceBands[0]);
}

/**
 * The table as one model's attack sees it: enemies beyond the longest
 * length that could matter lose their owner (so they are no target, yet
 * still stand in lines of sight) and far enemy squadrons (which never
 * obstruct) are left out. The kernel's verdicts are unchanged; it only
 * skips measuring what cannot be in range.
 */
function focusedScene(s: ArmadaState, owner: number, at: { x: number; y: number }, ownReach: number, length: number, arc: readonly HalfPlane[] = []): TableScene {
  // Out of reach, or wholly on the outer side of one of the arc's lines (so no part can be inside the arc).
  const far = (p: { x: number; y: number }, r: number) =>
    dist(p, at) - r - ownReach > length + 1 || arc.some((h) => cross(sub(h.to, h.from), sub(p, h.from)) / dist(h.to, h.from) < -(r + 1));
  const t = tableOf(s);
  return buildScene({
    ...t,
    // Contested Outpost: the station obstructs no attack.
    obstacles: objectiveHas(s, 'station-inert') ? t.obstacles.filter((o) => o.type !== 'station') : t.obstacles,
    ships: t.ships.map((x) => (x.owner !== owner && far(x.pose, reachOf(x.card)) ? { ...x, owner: null } : x)),
    squadrons: t.squadrons.filter((q) => q.owner === owner || !far(q.position, reachOf(null))),
  });
}

export function shipAttackTargets(s: ArmadaState, shipId: string, zone: HullZone): AttackTarget[] {
  const x = s.ships.find((v) => v.id === shipId)!;
  if (!shipInReach(s, x)) return [];
  return memo(s, `targets:${shipId}:${zone}`, () => {
    const arc = sceneOf(s).placed.get(shipId)!.arcs[zone];
    const scene = focusedScene(s, x.owner, x.pose, reachOf(shipCardOf(x)), DEFAULT_GEOMETRY.rangeBands.long, arc);
    const options = hullZoneTargets(scene, { id: shipId, zone });
    return isViolation(options) ? [] : options.targets.filter((t) => t.canAttack);
  });
}

/**
 * What a squadron may attack now (seed "ANGREIFEN MIT STAFFELN", "NAHKAMPF").
 * `evenWhileEngaged`: a card's attack "even while engaged" (Haor Chall
 * Prototypes) may also take the ship targets that engagement alone refuses
 * (`ENGAGED_MUST_ATTACK_SQUADRON`); every other reason still stands.
 */
export function squadronAttackTargets(s: ArmadaState, squadronId: string, evenWhileEngaged = false): AttackTarget[] {
  const q = s.squadrons.find((v) => v.id === squadronId)!;
  if (!squadronInReach(s, q)) return [];
  const lifted = (t: AttackTarget) => t.canAttack || (evenWhileEngaged && t.reasons.every((r) => r.code === 'ENGAGED_MUST_ATTACK_SQUADRON'));
  return memo(s, `targets:${squadronId}:${evenWhileEngaged}`, () => {
    const scene = focusedScene(s, q.owner, q.position, reachOf(null), DEFAULT_GEOMETRY.distanceBands[0]);
    const options = squadronTargets(scene, squadronId);
    return isViolation(options) ? [] : options.targets.filter(lifted).map((t) => ({ ...t, canAttack: true, reasons: [] }));
  });
}

/** Enemy squadrons at distance 1 of this one (seed "NAHKAMPF"). */
export function engagedWith(s: ArmadaState, squadronId: string, scene: TableScene = sceneOf(s)): string[] {
  const me = scene.table.squadrons.find((q) => q.id === squadronId);
  return me ? engagedSquadrons(me, scene.table.squadrons, scene.config).map((q) => q.id) : [];
}

export function shipManeuvers(s: ArmadaState, x: GameShip, navigate: { dial: boolean; token: boolean }): ManeuverOptions | RuleViolation {
  return memo(s, `maneuvers:${x.id}:${x.speed}:${navigate.dial}:${navigate.token}`, () => maneuverOptions({ ship: x.card, pose: x.pose, speed: x.speed, navigate, shipId: x.id, table: tableInput(s) }));
}

/**
 * Friendly squadrons a squadron command may activate: unactivated and at
 * close–medium range of the ship (seed "STAFFEL"), measured from the ship's
 * base to the closest point of the squadron's base.
 */
export function squadronsInCommandRange(s: ArmadaState, x: GameShip, bands: readonly string[] = ['close', 'medium']): GameSquadron[] {
  const base = placedBase(shipCardOf(x), x.pose, DEFAULT_GEOMETRY);
  return liveSquadrons(s).filter((q) => {
    if (q.owner !== x.owner || q.activated) return false;
    const band = rangeBand(Math.max(0, diskPolygonDistance(q.position, DEFAULT_GEOMETRY.squadronBaseRadius, base)), DEFAULT_GEOMETRY);
    return band !== null && bands.includes(band);
  });
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const DIRECTIONS = 8;

/**
 * Squadron destinations offered as actions (our grid, docs/games/armada.md):
 * 8 directions at the outer edge of each distance band up to the squadron's
 * speed, each checked by the kernel (seed "BEWEGUNG VON STAFFELN"), kept on
 * the play area. Any exact position the kernel accepts is legal too.
 */
export function squadronMoveGrid(s: ArmadaState, q: GameSquadron): { x: number; y: number }[] {
  return memo(s, `moves:${q.id}`, () => computeMoveGrid(s, q));
}

function computeMoveGrid(s: ArmadaState, q: GameSquadron): { x: number; y: number }[] {
  const speed = squadronCardOf(q).speed;
  const bands = DEFAULT_GEOMETRY.distanceBands.slice(0, speed);
  const table = tableOf(s);
  const out: { x: number; y: number }[] = [];
  for (const d of bands)
    for (let k = 0; k < DIRECTIONS; k++) {
      const a = (2 * Math.PI * k) / DIRECTIONS;
      const to = { x: round1(q.position.x + Math.sin(a) * (d - 0.5)), y: round1(q.position.y + Math.cos(a) * (d - 0.5)) };
      if (squadronMoveProblem(s, q, to, table) === null) out.push(to);
    }
  return out;
}

/** Null if the squadron may move there, else why not. */
export function squadronMoveProblem(s: ArmadaState, q: GameSquadron, to: { x: number; y: number }, table: Table = tableOf(s)): RuleViolation | 'off-table' | null {
  const squadron = table.squadrons.find((v) => v.id === q.id)!;
  const check = checkSquadronMoveIn({ table, config: DEFAULT_GEOMETRY, squadron }, to);
  if (isViolation(check)) return check;
  return check.leavesPlayArea ? 'off-table' : null;
}

/**
 * Spots touching a ship where a displaced squadron may go (our grid): every
 * 10 mm around the base, the squadron's centre one radius out, checked by the
 * kernel (seed "ÜBERSCHNEIDUNGEN MIT STAFFELN"), kept on the play area.
 * Squadrons still waiting to be placed do not block.
 */
export function displacedGrid(s: ArmadaState, shipId: string, squadronId: string, waiting: readonly string[]): { x: number; y: number }[] {
  return memo(s, `displaced:${shipId}:${squadronId}:${waiting.join(',')}`, () => computeDisplacedGrid(s, shipId, squadronId, waiting));
}

function computeDisplacedGrid(s: ArmadaState, shipId: string, squadronId: string, waiting: readonly string[]): { x: number; y: number }[] {
  const x = s.ships.find((v) => v.id === shipId);
  if (!x) return [];
  const base = placedBase(shipCardOf(x), x.pose, DEFAULT_GEOMETRY);
  const r = DEFAULT_GEOMETRY.squadronBaseRadius + 0.2;
  const table = tableOf(s, waiting.filter((w) => w !== squadronId));
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < base.length; i++) {
    const a = base[i];
    const b = base[(i + 1) % base.length];
    const len = dist(a, b);
    const nx = (b.y - a.y) / len;
    const ny = -(b.x - a.x) / len;
    // Outward normal: the base is clockwise, so the right-hand normal points out; check against the centre.
    const cx = (a.x + b.x) / 2 - x.pose.x;
    const cy = (a.y + b.y) / 2 - x.pose.y;
    const sign = nx * cx + ny * cy > 0 ? 1 : -1;
    for (let t = 0; t <= len; t += 10) {
      const p = { x: round1(a.x + ((b.x - a.x) * t) / len + sign * nx * r), y: round1(a.y + ((b.y - a.y) * t) / len + sign * ny * r) };
      if (displacedProblem(table, shipId, squadronId, p) === null) out.push(p);
    }
  }
  return out.slice(0, 200);
}

export function displacedProblem(table: Table, shipId: string, squadronId: string, to: { x: number; y: number }): RuleViolation | 'off-table' | null {
  const squadron = table.squadrons.find((v) => v.id === squadronId);
  if (!squadron) return null;
  const check = checkDisplacedSquadronPlacementIn({ table, config: DEFAULT_GEOMETRY, squadron }, shipId, to);
  if (isViolation(check)) return check;
  return check.leavesPlayArea ? 'off-table' : null;
}

/** Does a squadron at this point overlap the station (seed "HINDERNISSE")? */
export function onStation(s: ArmadaState, at: { x: number; y: number }): boolean {
  return s.obstacles.some((o) => o.shape === 'station' && diskPolygonOverlap(at, DEFAULT_GEOMETRY.squadronBaseRadius, placeObstacle(o.id, o.shape, o.pose).polygon));
}

export { HULL_ZONES };
