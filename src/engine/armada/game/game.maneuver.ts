import { raidRefusal, raided } from './raid.rules.js';
import type { DecisionBuffer } from '../../core/decision.buffer.js';
import { isViolation, ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { PUBLIC, SERVER_ONLY } from '../../core/visibility.view.js';
import { executeManeuver } from '../geometry/maneuver.query.js';
import { RULE } from '../rules.cite.js';
import { extraCardOnOverlap, yawAllowed } from './game.damage.js';
import { dialAvailable, other } from './game.rules.js';
import { faceupDamageTriggers, navigateDialEffect } from './game.upgrades.js';
import { objectiveHas } from './objective.rules.js';
import type { Rng } from '../../core/rng.random.js';
import { DICE } from '../data/dice.data.js';
import { DEFAULT_GEOMETRY } from '../geometry/geometry.config.js';
import { placedBase } from '../geometry/ship-shape.geometry.js';
import { pointInPolygon, pointPolygonDistance } from '../geometry/vec.geometry.js';
import { shipCardOf, tableInput } from './game.table.js';
import type { ArmadaAction, ArmadaEvent, ArmadaState, GameShip } from './game.types.js';

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

const refuse = ruleViolation;

/**
 * Seed "MANÖVER AUSFÜHREN", "NAVIGIEREN", "ÜBERSCHNEIDUNGEN MIT SCHIFFEN"
 * and "... MIT STAFFELN": the kernel checks the course and finds where the
 * ship ends; a collision deals one facedown damage card to the moved ship
 * and to the closest ship it overlapped; squadrons under it are placed by
 * the other player; a ship partly off the play area is destroyed (Rules
 * Reference; the seed is silent).
 */
export function maneuver(b: Buffer, x: GameShip, action: Extract<ArmadaAction, { type: 'ExecuteManeuver' }>, rng: Rng): RuleViolation | null {
  const s = b.state;
  if ((action.dial || action.token) && raided(x, 'navigate')) {
    const r = raidRefusal('navigate');
    return refuse(r.code, r.messages, r.rule);
  }
  if (action.dial && !dialAvailable(s.activation, 'navigate') && !navigateDialEffect(s, x))
    return refuse('NO_NAVIGATE_DIAL', text('Kein aufgedecktes Navigieren-Kommandorad verfügbar.', 'No revealed navigate dial to spend.'), RULE.navigieren);
  if (action.token && !x.tokens.includes('navigate'))
    return refuse('NO_NAVIGATE_TOKEN', text('Das Schiff hat keinen Navigieren-Kommandomarker.', 'The ship has no navigate token.'), RULE.navigieren);
  const outcome = executeManeuver({
    ship: x.card,
    pose: x.pose,
    speed: x.speed,
    navigate: { dial: action.dial, token: action.token },
    shipId: x.id,
    table: tableInput(s),
    speedChange: action.speedChange,
    course: action.course,
    side: action.side ?? 'right',
  });
  if (isViolation(outcome)) return outcome;
  const speed = x.speed + action.speedChange;
  if (!yawAllowed(x, shipCardOf(x).speedChart[String(speed)] ?? [], action.course, action.dial))
    return refuse(
      'DAMAGE_CARD_FORBIDS',
      text('Thrust-Control Malfunction: das letzte drehbare Gelenk erlaubt einen Klick weniger.', 'Thrust-Control Malfunction: the last adjustable joint allows one click less.'),
      RULE.schadenAnSchiffen,
    );
  // The dial and token say what paid for the change and the extra click: exactly what they need, nothing spent for nothing.
  if (!spendMatches(Math.abs(action.speedChange), extraClickUsed(x, speed, action.course), action.dial, action.token))
    return refuse('NAVIGATE_NOT_NEEDED', text('Für dieses Manöver wird kein Navigieren-Kommando gebraucht.', 'This maneuver needs no navigate command.'), RULE.navigieren);
  b.emit(
    {
      type: 'ShipManeuvered',
      payload: {
        ship: x.id,
        speed,
        course: action.course,
        side: speed === 0 ? null : action.side,
        executedSpeed: outcome.executedSpeed,
        pose: outcome.finalPose,
        dial: action.dial,
        token: action.token,
        overlappedShips: outcome.overlappedShips,
        collidedWith: outcome.collidedWith,
      },
    },
    PUBLIC,
  );
  if (outcome.collidedWith) {
    for (const id of [x.id, outcome.collidedWith]) dealFacedown(b, id, 'collision');
  }
  // Damaged Controls: an overlap while moving costs one more facedown card.
  if ((outcome.overlappedShips.length > 0 || outcome.obstacles.length > 0) && extraCardOnOverlap(x)) dealFacedown(b, x.id, 'damaged-controls');
  // Seed "HINDERNISSE": only the final position counts.
  for (const o of outcome.obstacles) {
    if (b.state.ships.find((v) => v.id === x.id)!.destroyed) break;
    obstacleToken(b, x, o.id);
    // Dangerous Territory: asteroid and debris fields leave the second player's ships alone (no overlap, no effect).
    if (o.type !== 'station' && x.owner !== s.firstPlayer && objectiveHas(s, 'second-player-ignores-asteroids-and-debris')) continue;
    b.emit({ type: 'ObstacleOverlapped', payload: { ship: x.id, obstacle: o.id, type: o.type } }, PUBLIC);
    if (o.type === 'asteroid') dealFaceup(b, x.id, 'asteroid');
  }
  mines(b, x.id, rng);
  const moved = b.state.ships.find((v) => v.id === x.id)!;
  if (!moved.destroyed && outcome.leavesPlayArea) b.emit({ type: 'ShipRemoved', payload: { ship: x.id, reason: 'left-play-area' } }, PUBLIC);
  const still = b.state.ships.find((v) => v.id === x.id)!;
  if (!still.destroyed && outcome.displacedSquadrons.length > 0)
    b.emit({ type: 'SquadronsDisplaced', payload: { ship: x.id, placer: other(x.owner), squadrons: outcome.displacedSquadrons } }, PUBLIC);
  return null;
}

/**
 * Dangerous Territory (seed "EINSATZZIELE"): a ship overlapping an obstacle
 * that carries an objective token lets its owner take it for a victory
 * token. The card says "may"; taking is never worse (the token would stay for
 * the other side), so the game takes it without asking (docs/games/armada.md).
 */
function obstacleToken(b: Buffer, x: GameShip, obstacle: string): void {
  const s = b.state;
  if (!objectiveHas(s, 'victory-token-for-obstacle-token') || !s.obstacleTokens.includes(obstacle)) return;
  b.emit({ type: 'ObstacleTokenTaken', payload: { seat: x.owner, obstacle, ship: x.id } }, PUBLIC);
  b.emit({ type: 'VictoryTokenGained', payload: { seat: x.owner, objective: s.objective!, ship: x.id } }, PUBLIC);
}

/** Seed "NAVIGIEREN": a dial changes speed by 1 and/or adds a click, a token changes speed by 1; two steps need both. */
function spendMatches(change: number, extraClick: boolean, dial: boolean, token: boolean): boolean {
  if (change === 2) return dial && token;
  if (change === 1) return extraClick ? dial && !token : dial !== token;
  return extraClick ? dial && !token : !dial && !token;
}

function extraClickUsed(x: GameShip, speed: number, course: readonly number[]): boolean {
  const limits = shipCardOf(x).speedChart[String(speed)] ?? [];
  return course.some((c, j) => Math.abs(c) > (limits[j] ?? 0));
}

/**
 * Minefields (seed "EINSATZZIELE"): each objective token within distance 1
 * of the ship where it ends (base to token centre) is removed and 2 blue
 * dice are rolled; each hit or crit deals a facedown damage card, the first
 * one faceup if a crit was rolled.
 */
function mines(b: Buffer, shipId: string, rng: Rng): void {
  if (!objectiveHas(b.state, 'mines-on-objective-tokens')) return;
  for (const token of b.state.objectiveTokens) {
    const x = b.state.ships.find((v) => v.id === shipId)!;
    if (x.destroyed) return;
    const base = placedBase(shipCardOf(x), x.pose, DEFAULT_GEOMETRY);
    if (!pointInPolygon(token, base) && pointPolygonDistance(token, base) > DEFAULT_GEOMETRY.distanceBands[0]) continue;
    const dice = [rng.roll(DICE.blue), rng.roll(DICE.blue)];
    b.emit({ type: 'MineTriggered', payload: { ship: shipId, token: token.id, dice } }, PUBLIC);
    const cards = dice.filter((f) => f === 'hit' || f === 'crit').length;
    for (let i = 0; i < cards; i++) {
      if (i === 0 && dice.includes('crit')) dealFaceup(b, shipId, 'minefield');
      else dealFacedown(b, shipId, 'minefield');
    }
  }
}

/**
 * An asteroid field's faceup damage card (seed "HINDERNISSE"); destroyed at
 * hull many cards. A ship with a card acting before it is dealt a faceup
 * card (Tide of Progress XII) gets it from that card's effect instead, once
 * its owner has answered (the effect was queued by the overlap or the mine).
 */
function dealFaceup(b: Buffer, shipId: string, cause: 'asteroid' | 'minefield'): void {
  if (faceupDamageTriggers(b.state.ships.find((v) => v.id === shipId)!, cause).length > 0) return;
  dealFaceupNow(b, shipId, cause);
}

/** The top card of the deck dealt faceup now; destroyed at hull many cards. */
export function dealFaceupNow(b: Buffer, shipId: string, cause: 'asteroid' | 'minefield'): void {
  if (b.state.ships.find((v) => v.id === shipId)!.destroyed) return;
  const card = b.state.deck[0];
  if (card === undefined) return;
  b.emit({ type: 'FaceupDamageDealt', payload: { ship: shipId, card, cause } }, PUBLIC);
  const after = b.state.ships.find((v) => v.id === shipId)!;
  if (after.faceupDamage.length + after.facedownDamage.length >= shipCardOf(after).hull) b.emit({ type: 'ShipRemoved', payload: { ship: shipId, reason: 'damage' } }, PUBLIC);
}

/** One facedown damage card from the top of the deck (seed "ÜBERSCHNEIDUNGEN MIT SCHIFFEN"); destroyed at hull many cards. */
export function dealFacedown(b: Buffer, shipId: string, cause: 'collision' | 'damaged-controls' | 'damage-card' | 'minefield'): void {
  const x = b.state.ships.find((v) => v.id === shipId)!;
  if (x.destroyed) return;
  const card = b.state.deck[0];
  if (card === undefined) return;
  b.emit({ type: 'FacedownDamageDealt', payload: { ship: shipId, card, cause } }, SERVER_ONLY, { ship: shipId, cause });
  const after = b.state.ships.find((v) => v.id === shipId)!;
  if (after.faceupDamage.length + after.facedownDamage.length >= shipCardOf(after).hull) b.emit({ type: 'ShipRemoved', payload: { ship: shipId, reason: 'damage' } }, PUBLIC);
}

