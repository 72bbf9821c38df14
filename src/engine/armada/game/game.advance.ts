import type { DecisionBuffer } from '../../core/decision.buffer.js';
import type { Emitted } from '../../core/game.contract.js';
import { PUBLIC, type Seat } from '../../core/visibility.view.js';
import { commandActions, shipAttackActions } from './game.legal.js';
import { activeShip, destroyedPoints, hasShips, hasUnactivatedShip, hasUnactivatedSquadron, LAST_ROUND, other, seatNeedsDials } from './game.rules.js';
import { displacedGrid } from './game.table.js';
import { emitAttackEvents, IN_ATTACK, squadronsChosenForTurn } from './game.upgrades.js';
import { runQueuedEffect } from './game.upgrade-run.js';
import { current } from '../attack/attack.rules.js';
import { resumeAttack } from '../attack/attack.decide.js';
import { fireLanesControl } from './fire-lanes.rules.js';
import { setAsidePoints } from './hyperspace.rules.js';
import { endOfRoundObjective, objectivePoints, objectiveTokenOnReveal } from './objective.rules.js';
import type { ArmadaEvent, ArmadaGameEvent, ArmadaResult, ArmadaState } from './game.types.js';

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

/** The steps nobody decides, run until somebody must decide or the game is over. */
export function advance(b: Buffer): void {
  for (let guard = 0; guard < 200; guard++) {
    const s = b.state;
    // Damage-card effects first; those of a dealt card wait until its attack is over.
    if (s.status === 'playing' && !s.prompt && s.effects.length > 0 && (!s.attack || IN_ATTACK.has(s.effects[0].when))) {
      runQueuedEffect(b);
      continue;
    }
    // An attack that waited for cards (a critical effect chosen, damage lowered) goes on by itself.
    if (s.status === 'playing' && !s.prompt && s.attack?.status === 'active' && ['damage', 'resolve'].includes(current(s.attack).step) && !s.effects.some((e) => IN_ATTACK.has(e.when))) {
      emitAttackEvents(b, resumeAttack(s.attack));
      continue;
    }
    const next = nextStep(b.state);
    if (!next) return;
    b.emit(next.event, next.visibility ?? PUBLIC);
    if (next.event.type === 'CommandDialRevealed') for (const e of objectiveTokenOnReveal(b.state, next.event.payload.ship)) b.emit(e, PUBLIC);
    // The objective's end of round (Contested Outpost), before the game may end with it.
    const scored = next.event.type === 'StatusPhaseResolved' ? endOfRoundObjective(b.state) : null;
    if (scored) b.emit(scored, PUBLIC);
    // Fire Lanes: control of each objective token, at the same moment.
    const lanes = next.event.type === 'StatusPhaseResolved' ? fireLanesControl(b.state) : null;
    if (lanes) b.emit(lanes, PUBLIC);
  }
  throw new Error('armada: the automatic steps do not settle');
}

function nextStep(s: ArmadaState): { event: ArmadaGameEvent; visibility?: Emitted['visibility'] } | null {
  if (s.status !== 'playing' || s.attack || s.prompt) return null;
  const ended = endCheck(s);
  if (ended) return { event: { type: 'GameEnded', payload: ended } };
  if (s.displaced) {
    const first = s.displaced.squadrons[0];
    if (displacedGrid(s, s.displaced.ship, first, s.displaced.squadrons).length === 0)
      return { event: { type: 'SquadronRemoved', payload: { squadron: first, reason: 'no-room-to-place' } } };
    return null;
  }
  if (s.phase === 'command') {
    if (seatNeedsDials(s, 0) || seatNeedsDials(s, 1)) return null;
    return { event: { type: 'ShipPhaseStarted', payload: { turn: s.firstPlayer } } };
  }
  if (s.squadronActivation) {
    const sa = s.squadronActivation;
    const q = s.squadrons.find((v) => v.id === sa.squadron)!;
    const done = q.destroyed || (sa.byCommand ? sa.moved && sa.attacked : sa.moved || sa.attacked);
    return done ? { event: { type: 'SquadronActivationEnded', payload: { squadron: q.id } } } : null;
  }
  const x = activeShip(s);
  if (x && s.activation) {
    const a = s.activation;
    if (x.destroyed || (a.stage === 'displaced' && s.effects.length === 0)) return { event: { type: 'ShipActivationEnded', payload: { ship: x.id } } };
    // Seed "KOMMANDORAD AUFDECKEN" (after Crew Panic, if the ship has it).
    if (a.stage === 'reveal' && s.effects.length === 0) return { event: { type: 'CommandDialRevealed', payload: { ship: x.id, command: x.dials[0] } } };
    if (a.stage === 'commands' && commandActions(s, x).length === 0) return { event: { type: 'CommandsFinished', payload: { ship: x.id } } };
    if (a.stage === 'attack' && shipAttackActions(s, x, true).length === 0) return { event: { type: 'AttacksFinished', payload: { ship: x.id } } };
    return null;
  }
  if (s.phase === 'ship') {
    // The turn passes after each activation (evolve); a player without unactivated ships passes (seed "PHASE 2: SCHIFFSPHASE").
    if (hasUnactivatedShip(s, s.turn)) return null;
    if (hasUnactivatedShip(s, other(s.turn))) return { event: { type: 'TurnPassed', payload: { turn: other(s.turn) } } };
    return { event: { type: 'SquadronPhaseStarted', payload: { turn: s.firstPlayer } } };
  }
  if (s.phase === 'squadron') {
    // Two activations per turn, one if only one is left; with none the player passes (seed "PHASE 3: STAFFELPHASE").
    // A card chose this turn's squadrons (Hyperwave Signal Boost): the turn lasts until each of them has activated.
    if (squadronsChosenForTurn(s).length > 0) return null;
    const chosenTurn = s.squadronTurn?.seat === s.turn;
    if (hasUnactivatedSquadron(s, s.turn) && s.squadronsThisTurn < 2 && !chosenTurn) return null;
    if (hasUnactivatedSquadron(s, other(s.turn))) return { event: { type: 'TurnPassed', payload: { turn: other(s.turn) } } };
    if (hasUnactivatedSquadron(s, s.turn)) return { event: { type: 'TurnPassed', payload: { turn: s.turn } } };
    // Seed "PHASE 4: STATUSPHASE": nothing in it needs a decision in the training scenario.
    return { event: { type: 'StatusPhaseResolved', payload: { round: s.round } } };
  }
  if (s.phase === 'status') return { event: { type: 'RoundStarted', payload: { round: s.round + 1 } } };
  return null;
}

/** Seed "SPIELSIEG" and our assumptions for what it leaves open (docs/games/armada.md). */
export function endCheck(s: ArmadaState): ArmadaResult | null {
  const alive = [hasShips(s, 0), hasShips(s, 1)];
  // Objectives add their victory tokens (seed "EINSATZZIELE").
  // Hyperspace Assault: units still set aside when the game ends are destroyed (FAQ ruling on the card).
  const points: [number, number] = [destroyedPoints(s, 0) + objectivePoints(s, 0) + setAsidePoints(s, 0), destroyedPoints(s, 1) + objectivePoints(s, 1) + setAsidePoints(s, 1)];
  const second = other(s.firstPlayer);
  const byPoints = (): Seat => (points[0] === points[1] ? second : points[0] > points[1] ? 0 : 1);
  if (!alive[0] && !alive[1]) return { winner: byPoints(), points, reason: 'both-fleets-destroyed' };
  if (!alive[0]) return { winner: 1, points, reason: 'fleet-destroyed' };
  if (!alive[1]) return { winner: 0, points, reason: 'fleet-destroyed' };
  // Seed "SPIELVERLAUF": the game ends with the sixth round's status phase.
  if (s.phase === 'status' && s.round >= LAST_ROUND) return { winner: byPoints(), points, reason: 'six-rounds' };
  return null;
}
