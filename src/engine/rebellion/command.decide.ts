import type { Rng } from '../core/rng.random.js';
import type { RuleViolation } from '../core/rule-violation.error.js';
import type { LeaderId } from './data/leaders.data.js';
import { FACTIONS, type Faction } from './data/model.types.js';
import { systemData, type SystemId } from './data/systems.data.js';
import { beginCombat } from './combat.flow.js';
import { theatersFought } from './combat.rules.js';
import type { UnitTypeId } from './data/units.data.js';
import { hasUnits, isGround, other } from './board.query.js';
import { settleExcess } from './destroyed-system.rules.js';
import { activateViolation, moveCaptiveCheck, moveUnitsCheck, revealBaseViolation } from './command.legal.js';
import { nothingToUndo } from './movement.legal.js';
import type { Out } from './rebellion.out.js';
import type { Place } from './rebellion.state.js';
import { endCommandPhase } from './mobilization.flow.js';
import type { DecideHandlers } from './rebellion.handlers.js';
import { decideRevealMission } from './mission.flow.js';

/**
 * RR KOMMANDOPHASE: turns alternate, the Rebel first. A turn activates a
 * system (RR SYSTEME AKTIVIEREN), reveals a mission, or passes; a side that
 * passed takes no more turns. When both have passed, unrevealed missions
 * return to the hand and their leaders to the pool, and the refresh runs.
 */

export function decidePass(out: Out, faction: Faction, rng: Rng): void {
  out.emit({ type: 'Passed', payload: { faction } });
  const phase = out.state.phase;
  if (phase.kind === 'command' && FACTIONS.every((f) => phase.passed[f])) endCommandPhase(out, rng);
}

/** After a turn's activation or mission: the other side's turn, unless it passed. */
export function endTurn(out: Out): void {
  const phase = out.state.phase;
  if (phase.kind !== 'activation' && phase.kind !== 'mission' && phase.kind !== 'combat') return;
  const { turn, passed } = phase.command;
  out.emit({ type: 'TurnBegan', payload: { faction: passed[other(turn)] ? turn : other(turn) } });
}

export function decideActivate(out: Out, faction: Faction, leader: LeaderId, system: Place): RuleViolation | void {
  const refused = activateViolation(out.state, faction, leader, system);
  if (refused) return refused;
  out.emit({ type: 'SystemActivated', payload: { faction, leader, system } });
}

export function decideMoveUnits(out: Out, faction: Faction, from: Place, unit: UnitTypeId, count: number): RuleViolation | void {
  const refused = moveUnitsCheck(out.state, faction, from, unit, count);
  if (refused) return refused;
  out.emit({ type: 'UnitsMoving', payload: { faction, from, unit, count } });
}

export function decideMoveCaptive(out: Out, faction: Faction, leader: LeaderId): RuleViolation | void {
  const refused = moveCaptiveCheck(out.state, faction, leader);
  if (refused) return refused;
  const location = out.state.leaders[leader]!.location;
  out.emit({ type: 'CaptiveMoving', payload: { leader, from: location.kind === 'system' ? location.system : 'rebel-base' } });
}

export function decideUndoMove(out: Out, faction: Faction): RuleViolation | void {
  const phase = out.state.phase;
  if ((phase.kind !== 'activation' && phase.kind !== 'rapid-mobilization' && phase.kind !== 'evacuation') || phase.steps.length === 0) return nothingToUndo;
  out.emit({ type: 'MoveUndone', payload: { faction } });
}

/**
 * RR SYSTEME AKTIVIEREN step 2: the units arrive. Ships leaving a destroyed
 * system may leave units there beyond the capacity of those that stay (RR
 * ZERSTÖRTE SYSTEME): they are destroyed first, their owner choosing which.
 */
export function decideConfirmMoves(out: Out, faction: Faction, rng: Rng): void {
  const phase = out.state.phase;
  if (phase.kind !== 'activation') return;
  out.emit({ type: 'MovesConfirmed', payload: { faction, system: phase.system } });
  afterMove(out, rng);
}

/**
 * Steps 3 to 5, once no excess unit waits to be destroyed: if Imperial
 * ground units arrived, the Rebel must say whether the base is here and
 * reveal it if so (after all moves, before combat); then combat; then
 * subjugation.
 */
export function afterMove(out: Out, rng: Rng): void {
  if (settleExcess(out)) return;
  const phase = out.state.phase;
  if (phase.kind !== 'activation' || phase.moved === null) return;
  const { system, command } = phase;
  const { from, groundArrived } = phase.moved;
  if (system === 'rebel-base') {
    endTurn(out);
    return;
  }
  if (command.turn === 'empire' && groundArrived && !out.state.base.revealed) {
    if (out.state.base.system === system) out.emit({ type: 'BaseRevealed', payload: { system } });
    else out.emit({ type: 'BaseNotInSystem', payload: { system } });
  }
  if (theatersFought(out.state, system).length > 0) beginCombat(out, command.turn, system, from, rng);
  else finishActivation(out, system);
}

/** Step 5: Imperial ground units in a system without Imperial loyalty subjugate it; then the next turn. */
export function finishActivation(out: Out, system: SystemId): void {
  const s = out.state.systems[system];
  if (hasUnits(out.state, system, 'empire', isGround) && s.loyalty !== 'empire' && !s.subjugated && !s.destroyed && systemData(system).populous)
    out.emit({ type: 'SystemSubjugated', payload: { system } });
  endTurn(out);
}

/** RR AUFDECKEN DES REBELLENSTÜTZPUNKTES: of his own accord, in one of his turns; the turn goes on. */
export function decideRevealBase(out: Out, faction: Faction): RuleViolation | void {
  const refused = revealBaseViolation(out.state, faction);
  if (refused) return refused;
  out.emit({ type: 'BaseRevealed', payload: { system: out.state.base.system! } });
}

/** RR KOMMANDOPHASE: a turn of the side on turn. */
export const commandDecisions = {
  ActivateSystem: (out, faction, action) => decideActivate(out, faction, action.leader, action.system),
  RevealMission: (out, faction, action, rng) =>
    decideRevealMission(
      out,
      faction,
      action.slot,
      action.leader !== undefined ? { leader: action.leader } : action.system !== undefined ? { system: action.system } : { none: true },
      rng,
    ),
  RevealBase: (out, faction) => decideRevealBase(out, faction),
  Pass: (out, faction, _action, rng) => decidePass(out, faction, rng),
} satisfies DecideHandlers;

/** RR SYSTEME AKTIVIEREN step 3: the move into the activated system. */
export const activationDecisions = {
  MoveUnits: (out, faction, action) => decideMoveUnits(out, faction, action.from, action.unit, action.count),
  MoveCaptive: (out, faction, action) => decideMoveCaptive(out, faction, action.leader),
  UndoMove: (out, faction) => decideUndoMove(out, faction),
  ConfirmMoves: (out, faction, _action, rng) => decideConfirmMoves(out, faction, rng),
} satisfies DecideHandlers;
