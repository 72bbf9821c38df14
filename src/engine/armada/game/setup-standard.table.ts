import { ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import type { Seat } from '../../core/visibility.view.js';
import { getShip } from '../catalog/catalog.lookup.js';
import type { ObstacleShapeId } from '../data/obstacles.data.js';
import { DEFAULT_GEOMETRY } from '../geometry/geometry.config.js';
import { placedBase, type Pose } from '../geometry/ship-shape.geometry.js';
import { placeObstacle } from '../geometry/table.input.js';
import { convexOverlap, diskPolygonDistance, diskPolygonOverlap, dist, pointInPolygon, segmentDistance, type Polygon, type Vec } from '../geometry/vec.geometry.js';
import { RULE } from '../rules.cite.js';
import type { ArmadaState, GameShip, StandardSetup, StandardSetupAction } from './game.types.js';
import { objectiveHas } from './objective.rules.js';

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

/**
 * Step 5: inside the setup area, beyond distance 3 of every edge of the play
 * area and beyond distance 1 of every other obstacle.
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
  if (!(outpost && shape === 'station') && poly.some((v) => Math.min(v.x, v.y, width - v.x, height - v.y) <= D[2]))
    return refuse('OBSTACLE_TOO_CLOSE_TO_EDGE', 'Hindernisse liegen jenseits Entfernung 3 zu den Spielflächenrändern.', 'Obstacles lie beyond distance 3 of the play area edges.');
  if (placed(s).obstacles.some((o) => dist(o.c, here.c) - o.r - here.r <= D[0] && within(poly, o.poly, D[0])))
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

/** Centres every 100 mm beyond distance 3 of the edges, 8 headings, each obstacle token left; at most 200 legal ones, spread over the grid. */
export function obstacleGrid(s: ArmadaState): StandardSetupAction[] {
  const setup = setupOf(s);
  if (objectiveHas(s, 'second-player-places-station-last') && setup.obstaclesToPlace === 1) return stationGrid(s);
  const shapes = [...new Set(setup.obstaclePool)];
  const out: (StandardSetupAction & { type: 'PlaceObstacle' })[] = [];
  for (const shape of shapes)
    for (const heading of HEADINGS)
      for (let x = Math.ceil(Math.max(setup.setupArea.x0, D[2]) / 100) * 100; x <= Math.min(setup.setupArea.x1, s.playArea.width - D[2]); x += 100)
        for (let y = Math.ceil(D[2] / 100) * 100; y <= s.playArea.height - D[2]; y += 100) out.push({ type: 'PlaceObstacle', shape, x, y, heading });
  return spread(out, (a) => !obstacleProblem(s, a.shape, { x: a.x, y: a.y, heading: a.heading }));
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
  if (!inSetupArea(s, base) || base.some((v) => ownEdge(v) > D[2]))
    return refuse(
      'SHIP_OUTSIDE_DEPLOYMENT_ZONE',
      'Schiffe stehen ganz im eigenen Aufstellungsbereich (Startgebiet, Entfernung 1–3 zum eigenen Rand).',
      'Ships stand wholly in their own deployment zone (setup area, distance 1–3 of the own edge).',
    );
  const here = circled(base, pose);
  if (placed(s).ships.some((b) => dist(b.c, here.c) < b.r + here.r && convexOverlap(base, b.poly)) || s.squadrons.some((q) => !q.destroyed && diskPolygonOverlap(q.position, R, base)))
    return refuse('DEPLOYMENT_OVERLAPS_MODEL', 'Das Modell stünde auf einem anderen.', 'The model would stand on another one.');
  return null;
}

/** Poses every 50 mm along the own edge at four depths (40–160 mm), 8 headings, each speed of the chart; at most 200 legal ones, spread over the grid. */
export function shipDeployGrid(s: ArmadaState, seat: Seat): StandardSetupAction[] {
  const setup = setupOf(s);
  const out: { x: GameShip; action: StandardSetupAction & { type: 'DeployShip' } }[] = [];
  for (const x of setup.reserveShips.filter((v) => v.owner === seat)) {
    const card = getShip(x.card)!;
    for (const heading of HEADINGS)
      for (let px = Math.ceil(setup.setupArea.x0 / 50) * 50; px <= setup.setupArea.x1; px += 50)
        for (const depth of [40, 80, 120, 160])
          for (let speed = 1; speed <= card.maxSpeed; speed++)
            out.push({ x, action: { type: 'DeployShip', ship: x.id, x: px, y: seat === 0 ? depth : round1(s.playArea.height - depth), heading, speed } });
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
  if (!ships.some((b) => b.owner === q.owner && dist(b.c, at) - b.r - R <= D[1] && diskPolygonDistance(at, R, b.poly) <= D[1]))
    return refuse('SQUADRON_NOT_NEAR_FRIENDLY_SHIP', 'Staffeln werden innerhalb Entfernung 1–2 zu einem befreundeten Schiff platziert.', 'Squadrons are placed within distance 1–2 of a friendly ship.');
  if (ships.some((b) => dist(b.c, at) < b.r + R && diskPolygonOverlap(at, R, b.poly)) || s.squadrons.some((v) => !v.destroyed && dist(v.position, at) < 2 * R - 1e-6))
    return refuse('DEPLOYMENT_OVERLAPS_MODEL', 'Das Modell stünde auf einem anderen.', 'The model would stand on another one.');
  return null;
}

/** Centres on the table's 50 mm grid near each friendly ship, for the first waiting squadron of each card; at most 200 legal ones, spread over the grid. */
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
  return spread(out, (a) => !squadronDeployProblem(s, a.squadron, a));
}
