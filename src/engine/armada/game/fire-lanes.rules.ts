import type { Seat } from '../../core/visibility.view.js';
import { HULL_ZONES } from '../catalog/catalog.types.js';
import { diceAtRange } from '../data/dice.data.js';
import { DEFAULT_GEOMETRY } from '../geometry/geometry.config.js';
import { rangeBand } from '../geometry/range.measure.js';
import type { PlacedShip } from '../geometry/ship-shape.geometry.js';
import { closestOnPolygon, cross, dist, pointInPolygon, sub, type Vec } from '../geometry/vec.geometry.js';
import { objectiveHas } from './objective.rules.js';
import { liveShips, liveSquadrons, sceneOf, shipCardOf } from './game.table.js';
import type { ArmadaGameEvent, ArmadaState, GameShip } from './game.types.js';

/** Is the point inside the hull zone's firing arc (on an arc line counts, as for a squadron's centre)? */
const inArc = (p: Vec, placed: PlacedShip, zone: (typeof HULL_ZONES)[number]): boolean =>
  placed.arcs[zone].every((hp) => cross(sub(hp.to, hp.from), sub(p, hp.from)) >= 0);

/**
 * The battery dice one ship's hull zones could throw at a token (Fire Lanes,
 * seed "EINSATZZIELE" with the card): for each hull zone that has the token's
 * centre in its arc, the zone's battery armament at the range from the zone
 * to the centre, only the colours that range allows ("ANGREIFEN"). Against a
 * point no other hull zone of a defender can block the line of sight, and an
 * obstruction does not change what the zone could throw (docs/games/armada.md).
 */
export function fireLaneDice(s: ArmadaState, x: GameShip, token: Vec): number {
  const placed = sceneOf(s).placed.get(x.id);
  if (!placed) return 0;
  const card = shipCardOf(x);
  let total = 0;
  for (const zone of HULL_ZONES) {
    if (!inArc(token, placed, zone)) continue;
    const zonePoly = placed.zones[zone];
    const range = rangeBand(pointInPolygon(token, zonePoly) ? 0 : dist(closestOnPolygon(token, zonePoly), token), DEFAULT_GEOMETRY);
    if (!range) continue;
    const d = diceAtRange(card.battery[zone], range);
    total += d.red + d.blue + d.black;
  }
  return total;
}

/** Does a ship base or squadron base of the seat lie on the token's centre? */
function overlaps(s: ArmadaState, seat: Seat, token: Vec): boolean {
  const scene = sceneOf(s);
  const R = DEFAULT_GEOMETRY.squadronBaseRadius;
  return (
    liveShips(s).some((x) => x.owner === seat && pointInPolygon(token, scene.placed.get(x.id)!.base)) ||
    liveSquadrons(s).some((q) => q.owner === seat && dist(q.position, token) <= R)
  );
}

/**
 * Fire Lanes, at the end of each round: a token overlapped by a seat's ship or
 * squadron goes to the opponent, by both to nobody; otherwise the seat whose
 * ships could throw more battery dice at it controls it, a tie nobody. Each
 * token controlled is a victory token (15 points each at the end).
 */
export function fireLanesControl(s: ArmadaState): ArmadaGameEvent | null {
  if (!objectiveHas(s, 'victory-token-per-fire-lane') || s.objectiveTokens.length === 0) return null;
  const tokens = s.objectiveTokens.map((t) => {
    const dice: [number, number] = [0, 0];
    for (const x of liveShips(s)) dice[x.owner] += fireLaneDice(s, x, t);
    const overlapped: [boolean, boolean] = [overlaps(s, 0, t), overlaps(s, 1, t)];
    const seat: Seat | null =
      overlapped[0] || overlapped[1] ? (overlapped[0] && overlapped[1] ? null : overlapped[0] ? 1 : 0) : dice[0] > dice[1] ? 0 : dice[1] > dice[0] ? 1 : null;
    return { token: t.id, dice, overlapped, seat };
  });
  return { type: 'FireLanesControlled', payload: { objective: s.objective!, tokens } };
}
