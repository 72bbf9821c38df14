import { ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import type { Seat } from '../../core/visibility.view.js';
import { getShip } from '../catalog/catalog.lookup.js';
import type { ObstacleShapeId } from '../data/obstacles.data.js';
import { DEFAULT_GEOMETRY } from '../geometry/geometry.config.js';
import { placedBase, type Pose } from '../geometry/ship-shape.geometry.js';
import { placeObstacle } from '../geometry/table.input.js';
import { convexOverlap, diskPolygonDistance, diskPolygonOverlap, dist, pointInPolygon, pointPolygonDistance, polygonOverlap, segmentDistance, type Polygon, type Vec } from '../geometry/vec.geometry.js';
import { RULE } from '../rules.cite.js';
import type { ArmadaState, GameShip, StandardSetup, StandardSetupAction } from './game.types.js';
import { objectiveHas, objectiveRule } from './objective.rules.js';
import { mayScout, scoutProblem } from './scout.rules.js';

const D = DEFAULT_GEOMETRY.distanceBands;
const R = DEFAULT_GEOMETRY.squadronBaseRadius;
/** At most this many placements per decision in the legal list (docs/games/armada.md, "our grid"). */
export const GRID_LIMIT = 200;
const HEADINGS = [0, 45, 90, 135, 180, 225, 270, 315];

const refuse = (code: string, de: string, en: string): RuleViolation => ruleViolation(code, text(de, en), RULE.vollstaendigerSpielaufbau);

const setupOf = (s: ArmadaState): StandardSetup => s.setup!;

/** A placed outline with its bounding circle, so far pairs skip the exact measure. */
interface Placed {
  readonly poly: Polygon;
  readonly c: Vec;
  readonly r: number;
  readonly owner: number;
}

const circled = (poly: Polygon, c: Vec, owner = -1): Placed => ({ poly, c, r: Math.max(...poly.map((v) => dist(v, c))), owner });

/** The outlines already on the table, once per state (states are immutable). */
const placedCache = new WeakMap<ArmadaState, { obstacles: Placed[]; ships: Placed[] }>();
function placed(s: ArmadaState): { obstacles: Placed[]; ships: Placed[] } {
  let p = placedCache.get(s);
  if (!p) {
    p = {
      obstacles: s.obstacles.map((o) => circled(placeObstacle(o.id, o.shape, o.pose).polygon, o.pose)),
      ships: s.ships.filter((x) => !x.destroyed).map((x) => circled(placedBase(getShip(x.card)!, x.pose, DEFAULT_GEOMETRY), x.pose, x.owner)),
    };
    placedCache.set(s, p);
  }
  return p;
}
const round1 = (v: number) => Math.round(v * 10) / 10;

/** `items` thinned evenly (first, then every n-th in order) to at most `limit`. */
export function thin<T>(items: readonly T[], limit = GRID_LIMIT): T[] {
  if (items.length <= limit) return [...items];
  return Array.from({ length: limit }, (_, i) => items[Math.floor((i * items.length) / limit)]);
}

/** Are two outlines within `d` of each other (the kernel's polygon distance, stopping at the first pair that is)? */
function within(p: Polygon, q: Polygon, d: number): boolean {
  for (const a of p) for (const b of q) if (dist(a, b) <= d) return true;
  if (pointInPolygon(p[0], q) || pointInPolygon(q[0], p)) return true;
  for (let i = 0; i < p.length; i++)
    for (let j = 0; j < q.length; j++) if (segmentDistance(p[i], p[(i + 1) % p.length], q[j], q[(j + 1) % q.length]) <= d) return true;
  return false;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The first `limit` candidates the rules allow, visited in a fixed order that
 * spreads over the whole grid (index i·k mod n, k coprime to n near n·0.618),
 * returned in grid order: a grid of thousands of spots costs only the checks
 * until `limit` legal ones are found.
 */
export function spread<T>(candidates: readonly T[], legal: (c: T) => boolean, limit = GRID_LIMIT): T[] {
  const n = candidates.length;
  if (n === 0) return [];
  let k = Math.max(1, Math.round(n * 0.618));
  while (gcd(k, n) !== 1) k++;
  const picked: number[] = [];
  for (let i = 0; i < n && picked.length < limit; i++) {
    const at = (i * k) % n;
    if (legal(candidates[at])) picked.push(at);
  }
  return picked.sort((a, b) => a - b).map((i) => candidates[i]);
}

const inSetupArea = (s: ArmadaState, poly: readonly Vec[]) => {
  const a = setupOf(s).setupArea;
  return poly.every((v) => v.x >= a.x0 && v.x <= a.x1 && v.y >= 0 && v.y <= s.playArea.height);
};

/** A rectangle of the table (the ambush zone). */
export interface Zone {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
}

const inZone = (z: Zone, v: Vec) => v.x > z.x0 && v.x < z.x1 && v.y > z.y0 && v.y < z.y1;
const reachesZone = (z: Zone, c: Vec) => c.x + R > z.x0 && c.x - R < z.x1 && c.y + R > z.y0 && c.y - R < z.y1;
const onObstacle = (s: ArmadaState, poly: Polygon) => placed(s).obstacles.some((o) => polygonOverlap(poly, o.poly));
const ambushRefusal = (code: string, de: string, en: string): RuleViolation => ruleViolation(code, text(de, en), RULE.einsatzziele);

/** Fleet Ambush (seed "EINSATZZIELE"): the part of the setup area beyond distance 5 of each of its edges; null under another objective. */
export function ambushZone(s: ArmadaState): Zone | null {
  if (!objectiveHas(s, 'first-player-ships-in-ambush-zone')) return null;
  const a = setupOf(s).setupArea;
  return { x0: a.x0 + D[4], x1: a.x1 - D[4], y0: D[4], y1: s.playArea.height - D[4] };
}

/**
 * Fleet Ambush: is this the first player's 1st, 3rd, 5th … deployment turn
 * with a ship to place? Ships come before squadrons, one a turn, so his
 * k-th turn places his k-th ship: an odd turn follows an even number of his
 * placed ships.
 */
export function ambushTurn(s: ArmadaState, seat: Seat): boolean {
  const setup = s.setup;
  const zone = ambushZone(s);
  if (!setup || seat !== s.firstPlayer || zone === null) return false;
  if (!setup.reserveShips.some((x) => x.owner === seat) || s.ships.filter((x) => x.owner === seat).length % 2 !== 0) return false;
  // Our rule: if none of his ships fits anywhere in the zone (obstacles, his earlier ships), the turn is an ordinary one.
  return ambushRoom(s, seat, zone);
}

const roomCache = new WeakMap<ArmadaState, boolean>();
function ambushRoom(s: ArmadaState, seat: Seat, zone: Zone): boolean {
  let room = roomCache.get(s);
  if (room === undefined) {
    room = setupOf(s).reserveShips.some(
      (x) =>
        x.owner === seat &&
        ambushSpots(zone).some((spot) =>
          HEADINGS.some((heading) => {
            const base = placedBase(getShip(x.card)!, { ...spot, heading }, DEFAULT_GEOMETRY);
            return !ambushPoseProblem(s, base, zone) && !onModel(s, base, spot);
          }),
        ),
    );
    roomCache.set(s, room);
  }
  return room;
}

const ambushSpots = (zone: Zone): Vec[] => {
  const spots: Vec[] = [];
  for (let px = Math.ceil(zone.x0 / 50) * 50; px <= zone.x1; px += 50) for (let py = Math.ceil(zone.y0 / 50) * 50; py <= zone.y1; py += 50) spots.push({ x: px, y: py });
  return spots;
};

function ambushPoseProblem(s: ArmadaState, base: Polygon, zone: Zone): RuleViolation | null {
  if (!base.every((v) => inZone(zone, v)))
    return ambushRefusal('SHIP_OUTSIDE_AMBUSH_ZONE', 'Flottenhinterhalt: dieser Zug stellt ein Schiff ganz in die Hinterhaltszone.', 'Fleet Ambush: this turn places a ship wholly in the ambush zone.');
  if (onObstacle(s, base)) return ambushRefusal('AMBUSH_OVERLAPS_OBSTACLE', 'Flottenhinterhalt: in der Hinterhaltszone nicht auf einem Hindernis.', 'Fleet Ambush: not on an obstacle in the ambush zone.');
  return null;
}

/** Would a ship's base stand on another model? */
function onModel(s: ArmadaState, base: Polygon, at: Vec): boolean {
  const here = circled(base, at);
  return placed(s).ships.some((b) => dist(b.c, here.c) < b.r + here.r && convexOverlap(base, b.poly)) || s.squadrons.some((q) => !q.destroyed && diskPolygonOverlap(q.position, R, base));
}

/**
 * Step 5: inside the setup area, beyond distance 3 of every edge of the play
 * area and beyond distance 1 of every other obstacle (Minefields: anywhere
 * in the setup area, beyond its distance of the others).
 */
export function obstacleProblem(s: ArmadaState, shape: ObstacleShapeId, pose: Pose): RuleViolation | null {
  if (!setupOf(s).obstaclePool.includes(shape)) return refuse('OBSTACLE_NOT_AVAILABLE', 'Dieses Hindernis liegt schon auf der Spielfläche.', 'That obstacle is already on the table.');
  const poly = placeObstacle('new', shape, pose).polygon;
  // Contested Outpost places the station last, by its own distances (the usual distance 3 to the edges not asked).
  const outpost = objectiveHas(s, 'second-player-places-station-last');
  const order = outpost ? outpostProblem(s, shape, poly) : null;
  if (order) return order;
  const here = circled(poly, pose);
  if (!inSetupArea(s, poly)) return refuse('OBSTACLE_OUTSIDE_SETUP_AREA', 'Hindernisse liegen ganz im Startgebiet.', 'Obstacles lie wholly inside the setup area.');
  const { width, height } = s.playArea;
  const minefields = objectiveRule(s, 'second-player-places-obstacles-apart');
  if (!minefields && !(outpost && shape === 'station') && poly.some((v) => Math.min(v.x, v.y, width - v.x, height - v.y) <= D[2]))
    return refuse('OBSTACLE_TOO_CLOSE_TO_EDGE', 'Hindernisse liegen jenseits Entfernung 3 zu den Spielflächenrändern.', 'Obstacles lie beyond distance 3 of the play area edges.');
  if (objectiveHas(s, 'obstacles-beyond-distance-5-of-player-edges') && poly.some((v) => Math.min(v.y, height - v.y) <= D[4]))
    return ruleViolation(
      'OBSTACLE_TOO_CLOSE_TO_PLAYER_EDGE',
      text('Gefährliches Gebiet: Hindernisse liegen jenseits Entfernung 5 zu beiden Spielerrändern.', 'Dangerous Territory: obstacles lie beyond distance 5 of both player edges.'),
      RULE.einsatzziele,
    );
  if (minefields) {
    const apart = D[minefields.apart - 1];
    if (placed(s).obstacles.some((o) => dist(o.c, here.c) - o.r - here.r <= apart && within(poly, o.poly, apart)))
      return ruleViolation(
        'OBSTACLE_TOO_CLOSE_TO_OBSTACLE',
        text(`Minenfelder: Hindernisse liegen jenseits Entfernung ${minefields.apart} zueinander.`, `Minefields: obstacles lie beyond distance ${minefields.apart} of each other.`),
        RULE.einsatzziele,
      );
  } else if (placed(s).obstacles.some((o) => dist(o.c, here.c) - o.r - here.r <= D[0] && within(poly, o.poly, D[0])))
    return refuse('OBSTACLE_TOO_CLOSE_TO_OBSTACLE', 'Hindernisse liegen jenseits Entfernung 1 zueinander.', 'Obstacles lie beyond distance 1 of each other.');
  return null;
}

/** Contested Outpost's station: centres every 25 mm in the band beyond distance 5 of the player edges, 8 headings (the band is narrow). */
function stationGrid(s: ArmadaState): StandardSetupAction[] {
  const a = setupOf(s).setupArea;
  const out: (StandardSetupAction & { type: 'PlaceObstacle' })[] = [];
  for (const heading of HEADINGS)
    for (let x = Math.ceil(a.x0 / 25) * 25; x <= a.x1; x += 25)
      for (let y = Math.ceil(D[4] / 25) * 25; y <= s.playArea.height - D[4]; y += 25) out.push({ type: 'PlaceObstacle', shape: 'station', x, y, heading });
  return spread(out, (c) => !obstacleProblem(s, c.shape, { x: c.x, y: c.y, heading: c.heading }));
}

/**
 * Contested Outpost (reference summary; the seed has no objective text): the
 * station is not among the obstacles placed as usual; it comes last, in the
 * setup area beyond distance 1 of the obstacles and distance 5 of both player
 * edges (y = 0 and y = height), the usual distance 3 to the edges not asked.
 */
function outpostProblem(s: ArmadaState, shape: ObstacleShapeId, poly: readonly Vec[]): RuleViolation | null {
  const last = setupOf(s).obstaclesToPlace === 1;
  if ((shape === 'station') !== last)
    return ruleViolation(
      'STATION_PLACED_LAST',
      text('Umkämpfter Außenposten: Die Raumstation wird als letztes Hindernis gelegt, die anderen vorher.', 'Contested Outpost: the station is the last obstacle placed, the others before it.'),
      RULE.einsatzziele,
    );
  if (last && poly.some((v) => Math.min(v.y, s.playArea.height - v.y) <= D[4]))
    return ruleViolation(
      'STATION_TOO_CLOSE_TO_PLAYER_EDGE',
      text('Umkämpfter Außenposten: Die Raumstation liegt jenseits Entfernung 5 zu beiden Spielerrändern.', "Contested Outpost: the station lies beyond distance 5 of both players' edges."),
      RULE.einsatzziele,
    );
  return null;
}

/** Centres every 100 mm beyond distance 3 of the edges, 8 headings, each obstacle token left; at most `limit` legal ones, spread over the grid. */
export function obstacleGrid(s: ArmadaState, limit = GRID_LIMIT): StandardSetupAction[] {
  const setup = setupOf(s);
  if (objectiveHas(s, 'second-player-places-station-last') && setup.obstaclesToPlace === 1) return stationGrid(s);
  const shapes = [...new Set(setup.obstaclePool)];
  const out: (StandardSetupAction & { type: 'PlaceObstacle' })[] = [];
  // Minefields: anywhere in the setup area, so the grid reaches its edges.
  const margin = objectiveHas(s, 'second-player-places-obstacles-apart') ? 50 : D[2];
  for (const shape of shapes)
    for (const heading of HEADINGS)
      for (let x = Math.ceil(Math.max(setup.setupArea.x0, margin) / 100) * 100; x <= Math.min(setup.setupArea.x1, s.playArea.width - margin); x += 100)
        for (let y = Math.ceil(margin / 100) * 100; y <= s.playArea.height - margin; y += 100) out.push({ type: 'PlaceObstacle', shape, x, y, heading });
  return spread(out, (a) => !obstacleProblem(s, a.shape, { x: a.x, y: a.y, heading: a.heading }), limit);
}

const tokenRefusal = (code: string, de: string, en: string): RuleViolation => ruleViolation(code, text(de, en), RULE.einsatzziele);

/** Where the card puts its tokens: the setup area, or the whole play area (Hyperspace Assault). */
function tokenArea(s: ArmadaState): { x0: number; x1: number } {
  return objectiveRule(s, 'players-place-objective-tokens')?.inPlayArea ? { x0: 0, x1: s.playArea.width } : setupOf(s).setupArea;
}

/**
 * Objective tokens (Intel Sweep, Minefields): the centre inside the setup
 * area, beyond the card's distance of both player edges and of the other
 * tokens, within its distance of an obstacle if it asks for one.
 */
export function objectiveTokenProblem(s: ArmadaState, at: Vec): RuleViolation | null {
  const rule = objectiveRule(s, 'players-place-objective-tokens');
  if (!rule) return tokenRefusal('NO_OBJECTIVE_TOKENS', 'Dieses Einsatzziel legt keine Zielmarker.', 'This objective places no objective tokens.');
  const a = tokenArea(s);
  if (!(at.x >= a.x0 && at.x <= a.x1 && at.y >= 0 && at.y <= s.playArea.height))
    return rule.inPlayArea
      ? tokenRefusal('OBJECTIVE_TOKEN_OUTSIDE_PLAY_AREA', 'Zielmarker liegen in der Spielfläche.', 'Objective tokens lie in the play area.')
      : tokenRefusal('OBJECTIVE_TOKEN_OUTSIDE_SETUP_AREA', 'Zielmarker liegen im Startgebiet.', 'Objective tokens lie in the setup area.');
  if (setupOf(s).tokensShifted !== undefined) return shiftProblem(s, at);
  if (rule.beyondPlayerEdges !== null && Math.min(at.y, s.playArea.height - at.y) <= D[rule.beyondPlayerEdges - 1])
    return tokenRefusal(
      'OBJECTIVE_TOKEN_TOO_CLOSE_TO_PLAYER_EDGE',
      `Zielmarker liegen jenseits Entfernung ${rule.beyondPlayerEdges} zu beiden Spielerrändern.`,
      `Objective tokens lie beyond distance ${rule.beyondPlayerEdges} of both player edges.`,
    );
  if (rule.apart > 0 && s.objectiveTokens.some((t) => dist(t, at) <= D[rule.apart - 1]))
    return tokenRefusal('OBJECTIVE_TOKEN_TOO_CLOSE_TO_TOKEN', `Zielmarker liegen jenseits Entfernung ${rule.apart} zueinander.`, `Objective tokens lie beyond distance ${rule.apart} of each other.`);
  if (rule.nearObstacle !== null && !placed(s).obstacles.some((o) => pointInPolygon(at, o.poly) || pointPolygonDistance(at, o.poly) <= D[rule.nearObstacle! - 1]))
    return tokenRefusal('OBJECTIVE_TOKEN_NOT_NEAR_OBSTACLE', `Zielmarker liegen innerhalb Entfernung ${rule.nearObstacle} zu einem Hindernis.`, `Objective tokens lie within distance ${rule.nearObstacle} of an obstacle.`);
  return null;
}

/**
 * Fire Lanes: the token being shifted (the next in the order placed) goes to
 * a spot within the card's distance of where it lies; its own spot is
 * within it, so "not shifting" is placing it where it lies.
 */
function shiftProblem(s: ArmadaState, at: Vec): RuleViolation | null {
  const rule = objectiveRule(s, 'first-player-shifts-objective-tokens');
  const token = s.objectiveTokens[setupOf(s).tokensShifted!];
  if (!rule || !token) return tokenRefusal('NO_OBJECTIVE_TOKENS', 'Dieses Einsatzziel legt keine Zielmarker.', 'This objective places no objective tokens.');
  if (dist(token, at) > D[rule.within - 1])
    return tokenRefusal(
      'OBJECTIVE_TOKEN_SHIFT_TOO_FAR',
      `Ein Zielmarker wird höchstens bis Entfernung ${rule.within} von seinem Platz verschoben (Einsatzziel „Feuerschneisen“).`,
      `An objective token is shifted at most to distance ${rule.within} of where it lies (objective Fire Lanes).`,
    );
  return null;
}

/** Token centres every 50 mm over the setup area; at most `limit` legal ones, spread over the grid. A shift offers the token's own spot first. */
export function objectiveTokenGrid(s: ArmadaState, limit = GRID_LIMIT): StandardSetupAction[] {
  const a = tokenArea(s);
  const shifted = setupOf(s).tokensShifted;
  if (shifted !== undefined) {
    const token = s.objectiveTokens[shifted];
    const around: (StandardSetupAction & { type: 'PlaceObjectiveToken' })[] = [];
    for (let dx = -D[1]; dx <= D[1]; dx += 50) for (let dy = -D[1]; dy <= D[1]; dy += 50) if (dx !== 0 || dy !== 0) around.push({ type: 'PlaceObjectiveToken', x: token.x + dx, y: token.y + dy });
    return [{ type: 'PlaceObjectiveToken', x: token.x, y: token.y }, ...spread(around, (t) => !objectiveTokenProblem(s, t), limit - 1)];
  }
  const out: (StandardSetupAction & { type: 'PlaceObjectiveToken' })[] = [];
  for (let x = Math.ceil(a.x0 / 50) * 50; x <= a.x1; x += 50) for (let y = 50; y < s.playArea.height; y += 50) out.push({ type: 'PlaceObjectiveToken', x, y });
  return spread(out, (t) => !objectiveTokenProblem(s, t), limit);
}

/**
 * Step 6: wholly inside the player's deployment zone (the part of the setup
 * area within distance 3 of the own edge), on no other model, the speed one
 * the speed chart holds.
 */
export function shipDeployProblem(s: ArmadaState, x: GameShip, pose: Pose, speed: number): RuleViolation | null {
  const card = getShip(x.card)!;
  if (!Number.isInteger(speed) || speed < 1 || speed > card.maxSpeed)
    return refuse('SPEED_NOT_ON_CHART', `Das Schubrad wird auf 1 bis ${card.maxSpeed} eingestellt (Schubtabelle).`, `The speed dial is set to 1 to ${card.maxSpeed} (speed chart).`);
  const base = placedBase(card, pose, DEFAULT_GEOMETRY);
  const ownEdge = (v: Vec) => (x.owner === 0 ? v.y : s.playArea.height - v.y);
  const zone = ambushTurn(s, x.owner) ? ambushZone(s) : null;
  const ambush = zone && ambushPoseProblem(s, base, zone);
  if (ambush) return ambush;
  if (!zone && (!inSetupArea(s, base) || base.some((v) => ownEdge(v) > D[2])))
    return refuse(
      'SHIP_OUTSIDE_DEPLOYMENT_ZONE',
      'Schiffe stehen ganz im eigenen Aufstellungsbereich (Startgebiet, Entfernung 1–3 zum eigenen Rand).',
      'Ships stand wholly in their own deployment zone (setup area, distance 1–3 of the own edge).',
    );
  if (onModel(s, base, pose))
    return refuse('DEPLOYMENT_OVERLAPS_MODEL', 'Das Modell stünde auf einem anderen.', 'The model would stand on another one.');
  return null;
}

/**
 * Poses every 50 mm along the own edge at four depths (40–160 mm), or every
 * 50 mm over the ambush zone on a Fleet Ambush turn; 8 headings, each speed
 * of the chart; at most 200 legal ones, spread over the grid.
 */
export function shipDeployGrid(s: ArmadaState, seat: Seat): StandardSetupAction[] {
  const setup = setupOf(s);
  const out: { x: GameShip; action: StandardSetupAction & { type: 'DeployShip' } }[] = [];
  const zone = ambushTurn(s, seat) ? ambushZone(s) : null;
  const spots: Vec[] = [];
  if (zone) spots.push(...ambushSpots(zone));
  else
    for (let px = Math.ceil(setup.setupArea.x0 / 50) * 50; px <= setup.setupArea.x1; px += 50)
      for (const depth of [40, 80, 120, 160]) spots.push({ x: px, y: seat === 0 ? depth : round1(s.playArea.height - depth) });
  for (const x of setup.reserveShips.filter((v) => v.owner === seat)) {
    const card = getShip(x.card)!;
    for (const heading of HEADINGS)
      for (const spot of spots)
        for (let speed = 1; speed <= card.maxSpeed; speed++) out.push({ x, action: { type: 'DeployShip', ship: x.id, x: spot.x, y: spot.y, heading, speed } });
  }
  return spread(out, (c) => !shipDeployProblem(s, c.x, { x: c.action.x, y: c.action.y, heading: c.action.heading }, c.action.speed)).map((c) => c.action);
}

/** Step 6: within distance 1–2 of a friendly ship, inside the setup area, on no other model. */
export function squadronDeployProblem(s: ArmadaState, id: string, at: Vec): RuleViolation | null {
  const q = setupOf(s).reserveSquadrons.find((v) => v.id === id)!;
  const a = setupOf(s).setupArea;
  if (at.x - R < a.x0 || at.x + R > a.x1 || at.y - R < 0 || at.y + R > s.playArea.height)
    return refuse('SQUADRON_OUTSIDE_SETUP_AREA', 'Staffeln stehen ganz im Startgebiet.', 'Squadrons stand wholly inside the setup area.');
  const ships = placed(s).ships;
  if (!nearFriendlyShip(s, q.owner, at)) {
    // Hyperspace Rings: a squadron with Scout may stand anywhere in the setup area beyond distance 3 of enemy ships (scout.rules.ts).
    const scout = scoutProblem(s, q, at);
    if (scout) return scout;
  }
  if (ships.some((b) => dist(b.c, at) < b.r + R && diskPolygonOverlap(at, R, b.poly)) || s.squadrons.some((v) => !v.destroyed && dist(v.position, at) < 2 * R - 1e-6))
    return refuse('DEPLOYMENT_OVERLAPS_MODEL', 'Das Modell stünde auf einem anderen.', 'The model would stand on another one.');
  const zone = q.owner === s.firstPlayer ? ambushZone(s) : null;
  if (zone && reachesZone(zone, at) && placed(s).obstacles.some((o) => diskPolygonOverlap(at, R, o.poly)))
    return ambushRefusal('AMBUSH_OVERLAPS_OBSTACLE', 'Flottenhinterhalt: in der Hinterhaltszone nicht auf einem Hindernis.', 'Fleet Ambush: not on an obstacle in the ambush zone.');
  return null;
}

/** Is the squadron's base within distance 1–2 of a friendly ship already placed (step 6)? */
export function nearFriendlyShip(s: ArmadaState, owner: number, at: Vec): boolean {
  return placed(s).ships.some((b) => b.owner === owner && dist(b.c, at) - b.r - R <= D[1] && diskPolygonDistance(at, R, b.poly) <= D[1]);
}

/** Is the squadron's base beyond distance `band` of every enemy ship already placed? */
export function beyondEnemyShips(s: ArmadaState, owner: number, at: Vec, band: number): boolean {
  return placed(s).ships.every((b) => b.owner === owner || (dist(b.c, at) - b.r - R > band && diskPolygonDistance(at, R, b.poly) > band));
}

/**
 * Centres on the table's 50 mm grid near each friendly ship, for the first
 * waiting squadron of each card, and over the whole setup area for a card
 * that may still deploy with Scout (Hyperspace Rings); at most 200 legal
 * ones, spread over the grid.
 */
export function squadronDeployGrid(s: ArmadaState, seat: Seat): StandardSetupAction[] {
  const setup = setupOf(s);
  const firsts = new Map<string, string>();
  for (const q of setup.reserveSquadrons) if (q.owner === seat && !firsts.has(q.card)) firsts.set(q.card, q.id);
  const spots = new Map<string, Vec>();
  for (const x of s.ships.filter((v) => v.owner === seat && !v.destroyed)) {
    const reach = 150 + D[1] + R;
    for (let px = Math.ceil((x.pose.x - reach) / 50) * 50; px <= x.pose.x + reach; px += 50)
      for (let py = Math.ceil((x.pose.y - reach) / 50) * 50; py <= x.pose.y + reach; py += 50) spots.set(`${px},${py}`, { x: px, y: py });
  }
  const out: (StandardSetupAction & { type: 'DeploySquadron' })[] = [];
  for (const id of firsts.values()) for (const p of spots.values()) out.push({ type: 'DeploySquadron', squadron: id, x: p.x, y: p.y });
  const area = setup.setupArea;
  for (const id of [...firsts.values()].filter((v) => mayScout(s, v)))
    for (let px = Math.ceil((area.x0 + R) / 50) * 50; px <= area.x1 - R; px += 50)
      for (let py = 50; py <= s.playArea.height - R; py += 50) if (!spots.has(`${px},${py}`)) out.push({ type: 'DeploySquadron', squadron: id, x: px, y: py });
  return spread(out, (a) => !squadronDeployProblem(s, a.squadron, a));
}
