import { ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import type { Seat } from '../../core/visibility.view.js';
import { getShip, getSquadron } from '../catalog/catalog.lookup.js';
import { DEFAULT_GEOMETRY } from '../geometry/geometry.config.js';
import { placedBase, type Pose } from '../geometry/ship-shape.geometry.js';
import { convexOverlap, diskPolygonOverlap, dist, pointInPolygon, pointPolygonDistance, type Polygon, type Vec } from '../geometry/vec.geometry.js';
import { RULE } from '../rules.cite.js';
import { other, shipFleetCost } from './game.rules.js';
import { liveShips, liveSquadrons } from './game.table.js';
import type { ArmadaState, GameShip, HyperspaceAction, ObjectiveToken, StandardSetupAction } from './game.types.js';
import { objectiveHas } from './objective.rules.js';
import { spread } from './setup-standard.table.js';

/*
 * Hyperspace Assault (reference objectives.json and the card text in
 * upstream/rkbodenner objective-card.json; the seed has no objective text,
 * its "EINSATZZIELE" section the frame). The FAQ rulings on the card
 * (slicer.tools, "Official rulings") settle what the text leaves open: a
 * small or medium ship must be set aside if there is one; squadrons may stay;
 * set-aside units are not in play; units still set aside when the game ends
 * are destroyed; the tokens do not move at the start of round 1.
 */

const D = DEFAULT_GEOMETRY.distanceBands;
const R = DEFAULT_GEOMETRY.squadronBaseRadius;
const HEADINGS = [0, 45, 90, 135, 180, 225, 270, 315];
/** At most this many squadrons are set aside (card text). */
export const MAX_SET_ASIDE_SQUADRONS = 3;

const refuse = (code: string, de: string, en: string): RuleViolation => ruleViolation(code, text(`Hyperraumangriff: ${de}`, `Hyperspace Assault: ${en}`), RULE.einsatzziele);

const setAsideOf = (s: ArmadaState) => s.setAside ?? { ships: [], squadrons: [] };

/** Is a ship small or medium (the card sets aside only those)? */
const smallOrMedium = (x: GameShip) => getShip(x.card)?.size !== 'large';

/** Setup: the second player's choices while he sets aside, the ship first (he must take one if he has one), then up to 3 squadrons. */
export function setAsideActions(s: ArmadaState, seat: Seat): StandardSetupAction[] {
  const setup = s.setup!;
  const aside = setAsideOf(s);
  const ships = setup.reserveShips.filter((x) => x.owner === seat && smallOrMedium(x));
  if (aside.ships.length === 0 && ships.length > 0) return ships.map((x) => ({ type: 'SetAsideShip', ship: x.id }));
  const squadrons = aside.squadrons.length < MAX_SET_ASIDE_SQUADRONS ? setup.reserveSquadrons.filter((q) => q.owner === seat) : [];
  return [...squadrons.map((q): StandardSetupAction => ({ type: 'SetAsideSquadron', squadron: q.id })), { type: 'FinishSettingAside' }];
}

/** Why a set-aside choice is refused, or null (the legal list is short, so its refusals are specific). */
export function setAsideProblem(s: ArmadaState, seat: Seat, action: StandardSetupAction & { type: 'SetAsideShip' | 'SetAsideSquadron' | 'FinishSettingAside' }): RuleViolation | null {
  const setup = s.setup!;
  const aside = setAsideOf(s);
  const mustShip = aside.ships.length === 0 && setup.reserveShips.some((x) => x.owner === seat && smallOrMedium(x));
  switch (action.type) {
    case 'SetAsideShip': {
      const x = setup.reserveShips.find((v) => v.id === action.ship && v.owner === seat);
      if (!x) return refuse('SHIP_NOT_IN_RESERVE', 'Dieses Schiff gehört nicht zu deiner Flotte im Vorrat.', 'That ship is not one of your fleet waiting to be deployed.');
      if (aside.ships.length > 0) return refuse('ONE_SHIP_SET_ASIDE', 'Nur 1 Schiff wird beiseitegelegt.', 'Only 1 ship is set aside.');
      if (!smallOrMedium(x)) return refuse('SHIP_TOO_LARGE_TO_SET_ASIDE', 'Beiseitegelegt wird ein kleines oder mittleres Schiff.', 'The ship set aside is small or medium.');
      return null;
    }
    case 'SetAsideSquadron':
      if (mustShip) return refuse('SET_ASIDE_SHIP_FIRST', 'Wer ein kleines oder mittleres Schiff hat, legt eines beiseite (FAQ zur Karte); das Schiff zuerst.', 'Who has a small or medium ship sets one aside (FAQ on the card); the ship first.');
      if (!setup.reserveSquadrons.some((q) => q.id === action.squadron && q.owner === seat))
        return refuse('SQUADRON_NOT_IN_RESERVE', 'Diese Staffel gehört nicht zu deiner Flotte im Vorrat.', 'That squadron is not one of your fleet waiting to be deployed.');
      if (aside.squadrons.length >= MAX_SET_ASIDE_SQUADRONS) return refuse('SET_ASIDE_SQUADRON_LIMIT', 'Höchstens 3 Staffeln werden beiseitegelegt.', 'At most 3 squadrons are set aside.');
      return null;
    case 'FinishSettingAside':
      return mustShip ? refuse('SET_ASIDE_SHIP_FIRST', 'Wer ein kleines oder mittleres Schiff hat, legt eines beiseite (FAQ zur Karte); das Schiff zuerst.', 'Who has a small or medium ship sets one aside (FAQ on the card); the ship first.') : null;
  }
}

/** Is setting aside over by itself (nothing left to choose)? */
export function setAsideComplete(s: ArmadaState, seat: Seat): boolean {
  return setAsideActions(s, seat).every((a) => a.type === 'FinishSettingAside');
}

/**
 * FAQ ruling on the card: a squadron that must be deployed but has no ship
 * of its side to be placed near is destroyed; so once the second player has
 * no ship left to deploy, his squadrons not set aside are.
 */
export function undeployableSquadrons(s: ArmadaState, seat: Seat): string[] {
  const setup = s.setup!;
  if (setup.reserveShips.some((x) => x.owner === seat) || s.ships.some((x) => x.owner === seat)) return [];
  return setup.reserveSquadrons.filter((q) => q.owner === seat).map((q) => q.id);
}

/** At the start of this round, does the second player decide on the arrival (a round after the first, units set aside, tokens on the table)? */
export function hyperspaceDue(s: ArmadaState): boolean {
  const aside = setAsideOf(s);
  return objectiveHas(s, 'set-aside-units-arrive-at-token') && s.round >= 2 && aside.ships.length + aside.squadrons.length > 0 && s.objectiveTokens.length > 0;
}

const tokenOf = (s: ArmadaState, id: string): ObjectiveToken | undefined => s.objectiveTokens.find((t) => t.id === id);

const inPlayArea = (s: ArmadaState, poly: readonly Vec[]) => poly.every((v) => v.x >= 0 && v.x <= s.playArea.width && v.y >= 0 && v.y <= s.playArea.height);

/** The squadrons a ship placed at this pose lands on (card: "the ship can be deployed overlapping squadrons"). */
export function squadronsUnder(s: ArmadaState, base: Polygon): string[] {
  return liveSquadrons(s)
    .filter((q) => diskPolygonOverlap(q.position, R, base))
    .map((q) => q.id);
}

/** The arriving ship: speed on its chart, wholly in the play area, within distance 1 of the token, on no other ship (squadrons it may land on). */
export function arriveShipProblem(s: ArmadaState, token: ObjectiveToken, x: GameShip, pose: Pose, speed: number): RuleViolation | null {
  const card = getShip(x.card)!;
  if (!Number.isInteger(speed) || speed < 1 || speed > card.maxSpeed)
    return refuse('SPEED_NOT_ON_CHART', `Das Schubrad wird auf 1 bis ${card.maxSpeed} eingestellt (Schubtabelle).`, `The speed dial is set to 1 to ${card.maxSpeed} (speed chart).`);
  const base = placedBase(card, pose, DEFAULT_GEOMETRY);
  if (!inPlayArea(s, base)) return refuse('ARRIVAL_OUTSIDE_PLAY_AREA', 'Das Schiff steht ganz in der Spielfläche.', 'The ship stands wholly in the play area.');
  if (!(pointInPolygon(token, base) || pointPolygonDistance(token, base) <= D[0]))
    return refuse('ARRIVAL_NOT_NEAR_TOKEN', 'Aufgestellt wird innerhalb Entfernung 1 zum gewählten Zielmarker.', 'The units arrive within distance 1 of the chosen objective token.');
  if (liveShips(s).some((v) => convexOverlap(base, placedBase(getShip(v.card)!, v.pose, DEFAULT_GEOMETRY))))
    return refuse('ARRIVAL_OVERLAPS_SHIP', 'Das Schiff darf Staffeln überschneiden, aber kein anderes Schiff.', 'The ship may overlap squadrons, but no other ship.');
  return null;
}

/** An arriving squadron: wholly in the play area, within distance 1 of the token, on no other model. */
export function arriveSquadronProblem(s: ArmadaState, token: ObjectiveToken, at: Vec): RuleViolation | null {
  if (at.x - R < 0 || at.y - R < 0 || at.x + R > s.playArea.width || at.y + R > s.playArea.height)
    return refuse('ARRIVAL_OUTSIDE_PLAY_AREA', 'Die Staffel steht ganz in der Spielfläche.', 'The squadron stands wholly in the play area.');
  if (dist(at, token) - R > D[0]) return refuse('ARRIVAL_NOT_NEAR_TOKEN', 'Aufgestellt wird innerhalb Entfernung 1 zum gewählten Zielmarker.', 'The units arrive within distance 1 of the chosen objective token.');
  const onShip = liveShips(s).some((v) => diskPolygonOverlap(at, R, placedBase(getShip(v.card)!, v.pose, DEFAULT_GEOMETRY)));
  if (onShip || liveSquadrons(s).some((q) => dist(q.position, at) < 2 * R - 1e-6)) return refuse('DEPLOYMENT_OVERLAPS_MODEL', 'Das Modell stünde auf einem anderen.', 'The model would stand on another one.');
  return null;
}

/** A token moved while the units stay: to a spot within distance 1 of where it lies, in the play area (its own spot leaves it). */
export function moveTokenProblem(s: ArmadaState, token: ObjectiveToken, at: Vec): RuleViolation | null {
  if (dist(token, at) > D[0]) return refuse('OBJECTIVE_TOKEN_MOVE_TOO_FAR', 'Ein Zielmarker wird höchstens bis Entfernung 1 verschoben.', 'An objective token is moved at most to distance 1.');
  if (at.x < 0 || at.y < 0 || at.x > s.playArea.width || at.y > s.playArea.height) return refuse('OBJECTIVE_TOKEN_OUTSIDE_PLAY_AREA', 'Zielmarker bleiben in der Spielfläche.', 'Objective tokens stay in the play area.');
  return null;
}

/** Spots every 25 mm around a point, within `reach` in x and y. */
function around(c: Vec, reach: number, step = 25): Vec[] {
  const out: Vec[] = [];
  for (let dx = -reach; dx <= reach; dx += step) for (let dy = -reach; dy <= reach; dy += step) out.push({ x: Math.round(c.x + dx), y: Math.round(c.y + dy) });
  return out;
}

/** The second player's decisions of the running arrival step, each a small list (our grids, docs/games/armada.md). */
export function hyperspaceActions(s: ArmadaState, seat: Seat): HyperspaceAction[] {
  const h = s.hyperspace;
  if (!h || h.seat !== seat) return [];
  switch (h.step) {
    case 'choose':
      return [...s.objectiveTokens.map((t): HyperspaceAction => ({ type: 'JumpFromHyperspace', token: t.id })), { type: 'StayInHyperspace' }];
    case 'arrive': {
      const token = tokenOf(s, h.token)!;
      const aside = setAsideOf(s);
      const x = aside.ships[0];
      if (x) {
        const card = getShip(x.card)!;
        const out: (HyperspaceAction & { type: 'ArriveShip' })[] = [];
        // The ship's centre can stand as far from the token as distance 1 plus half its base's diagonal.
        const half = Math.max(...placedBase(card, { x: 0, y: 0, heading: 0 }, DEFAULT_GEOMETRY).map((v) => Math.hypot(v.x, v.y)));
        for (const p of around(token, Math.floor(D[0] + half), 25))
          for (const heading of HEADINGS) for (let speed = 1; speed <= card.maxSpeed; speed++) out.push({ type: 'ArriveShip', ship: x.id, x: p.x, y: p.y, heading, speed });
        return spread(out, (a) => !arriveShipProblem(s, token, x, { x: a.x, y: a.y, heading: a.heading }, a.speed));
      }
      const q = aside.squadrons[0];
      const spots = around(token, D[0] + R, 20).map((p): HyperspaceAction & { type: 'ArriveSquadron' } => ({ type: 'ArriveSquadron', squadron: q.id, x: p.x, y: p.y }));
      return spread(spots, (a) => !arriveSquadronProblem(s, token, a));
    }
    case 'move-tokens': {
      const token = s.objectiveTokens[h.moved];
      const spots = around(token, D[0], 25).filter((p) => p.x !== token.x || p.y !== token.y);
      const moves = spread(spots, (p) => !moveTokenProblem(s, token, p), 99);
      return [{ type: 'MoveObjectiveToken', x: token.x, y: token.y }, ...moves.map((p): HyperspaceAction => ({ type: 'MoveObjectiveToken', x: p.x, y: p.y }))];
    }
  }
}

/**
 * FAQ ruling on the card: units still set aside when the game ends (after
 * six rounds, or when their side has no ship left in play) are destroyed, so
 * the other player scores them.
 */
export function setAsidePoints(s: ArmadaState, seat: Seat): number {
  const aside = setAsideOf(s);
  const ships = aside.ships.filter((x) => x.owner === other(seat)).reduce((sum, x) => sum + shipFleetCost(x), 0);
  const squadrons = aside.squadrons.filter((q) => q.owner === other(seat)).reduce((sum, q) => sum + (getSquadron(q.card)?.points.current ?? 0), 0);
  return ships + squadrons;
}
