import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { LEADER_IDS, type LeaderId } from './data/leaders.data.js';
import type { Faction } from './data/model.types.js';
import { unitType, type UnitTypeId } from './data/units.data.js';
import { adjacentSystems, isCaptured, leaderPlace, leadersAt, typesAt } from './board.query.js';
import type { RebellionAction } from './rebellion.actions.js';
import type { MoveStep, Place, RebellionState } from './rebellion.state.js';
import { doesNotPin } from './modifiers.rules.js';
import { RULES } from './rules.cite.js';

/**
 * RR EINHEITEN BEWEGEN, TRANSPORTKAPAZITÄT: a move is built up one group of
 * units (or one captive) at a time. Every prefix of the steps is a legal
 * move, so taking back the last step always leaves a legal move.
 */

/**
 * Where units may come from to reach `target` by activation: the systems
 * next to it, and the Rebel Base space while the base is hidden and next to
 * (or in) the target; to the space itself, from the base's system and its
 * neighbours (RR BEWEGUNGEN IN UND AUS DEM REBELLENSTÜTZPUNKT).
 */
export function activationOrigins(state: RebellionState, faction: Faction, target: Place): Place[] {
  if (target === 'rebel-base') return adjacentSystems(state, 'rebel-base');
  const origins: Place[] = adjacentSystems(state, target);
  if (faction === 'rebel' && !state.base.revealed && adjacentSystems(state, 'rebel-base').includes(target)) origins.push('rebel-base');
  return origins;
}

/** RR EINHEITEN BEWEGEN: units cannot leave a place where a leader of their side (not captured) stands. */
export function isPinned(state: RebellionState, faction: Faction, place: Place): boolean {
  return leadersAt(state, place, faction).some((l) => !doesNotPin(state, l, place));
}

const planned = (steps: readonly MoveStep[], from: Place, unit: UnitTypeId) =>
  steps.reduce((n, s) => n + (s.kind === 'units' && s.from === from && s.unit === unit ? s.count : 0), 0);

/** Capacity of the ships planned to move from `from`, minus the units needing transport planned with them. */
export function freeCapacity(steps: readonly MoveStep[], from: Place): number {
  let free = 0;
  for (const s of steps) {
    if (s.kind !== 'units' || s.from !== from) continue;
    const data = unitType(s.unit);
    free += data.transportCapacity * s.count - (data.needsTransport ? s.count : 0);
  }
  return free;
}

/** RR GEFANGENE ANFÜHRER: the Empire moves a captive like a ground unit, which needs a carrier but uses none of its capacity. */
const hasCarrier = (steps: readonly MoveStep[], from: Place) =>
  steps.some((s) => s.kind === 'units' && s.from === from && unitType(s.unit).transportCapacity > 0);

/** How many more units of a type may join the move from `from` (0: none); a card may let the move ignore transport (RR EINHEITEN BEWEGEN names the case). */
export function movableCount(
  state: RebellionState,
  faction: Faction,
  origins: readonly Place[],
  steps: readonly MoveStep[],
  from: Place,
  unit: UnitTypeId,
  ignoreTransport = false,
): number {
  if (!origins.includes(from) || isPinned(state, faction, from)) return 0;
  const data = unitType(unit);
  if (data.faction !== faction || data.immobile) return 0;
  const left = (state.units[from][unit] ?? 0) - planned(steps, from, unit);
  return data.needsTransport && !ignoreTransport ? Math.min(left, freeCapacity(steps, from)) : left;
}

export function captiveMovable(state: RebellionState, faction: Faction, origins: readonly Place[], steps: readonly MoveStep[], leader: LeaderId): boolean {
  const from = leaderPlace(state, leader);
  return (
    faction === 'empire' &&
    from !== null &&
    isCaptured(state, leader) &&
    origins.includes(from) &&
    !isPinned(state, faction, from) &&
    hasCarrier(steps, from) &&
    !steps.some((s) => s.kind === 'captive' && s.leader === leader)
  );
}

/** Every group that may join the move now, each count listed; captives; then undo. */
export function moveActions(state: RebellionState, faction: Faction, origins: readonly Place[], steps: readonly MoveStep[]): RebellionAction[] {
  const actions: RebellionAction[] = [];
  for (const from of origins)
    for (const unit of typesAt(state.units[from], faction)) {
      const max = movableCount(state, faction, origins, steps, from, unit);
      for (let count = 1; count <= max; count++) actions.push({ type: 'MoveUnits', from, unit, count });
    }
  for (const leader of LEADER_IDS) if (captiveMovable(state, faction, origins, steps, leader)) actions.push({ type: 'MoveCaptive', leader });
  if (steps.length > 0) actions.push({ type: 'UndoMove' });
  return actions;
}

export const nothingToUndo = ruleViolation(
  'NOTHING_MOVED_TO_UNDO',
  text('In diesem Zug wurde noch nichts bewegt.', 'Nothing has been moved in this turn yet.'),
  RULES.moveUnits,
);

export function moveUnitsViolation(
  state: RebellionState,
  faction: Faction,
  origins: readonly Place[],
  steps: readonly MoveStep[],
  from: Place,
  unit: UnitTypeId,
  count: number,
): RuleViolation | null {
  if (!origins.includes(from))
    return ruleViolation(
      'NOT_AN_ADJACENT_SYSTEM',
      text('Einheiten können nur aus benachbarten Systemen in das aktivierte System bewegt werden.', 'Units can only move into the activated system from adjacent systems.'),
      RULES.moveUnits,
    );
  if (isPinned(state, faction, from))
    return ruleViolation(
      'UNITS_CANNOT_LEAVE_SYSTEM_WITH_OWN_LEADER',
      text(
        'Einheiten können sich nicht aus einem System hinausbewegen, in dem ein Anführer ihrer Fraktion steht.',
        'Units cannot move out of a system that contains a leader of their faction.',
      ),
      RULES.moveUnits,
    );
  const data = unitType(unit);
  if (data.immobile)
    return ruleViolation('UNIT_IS_IMMOBILE', text('Unbewegliche Einheiten können nicht bewegt werden.', 'Immobile units cannot move.'), RULES.moveUnits);
  const left = data.faction === faction ? (state.units[from][unit] ?? 0) - planned(steps, from, unit) : 0;
  if (count > left)
    return ruleViolation('NOT_ENOUGH_UNITS', text('So viele eigene Einheiten dieses Typs stehen dort nicht.', 'You do not have that many units of this type there.'), RULES.moveUnits);
  if (count > movableCount(state, faction, origins, steps, from, unit))
    return ruleViolation(
      'TRANSPORT_CAPACITY_EXCEEDED',
      text(
        'Bodeneinheiten und TIE-Jäger brauchen Transportkapazität von Schiffen, die sich aus demselben System bewegen.',
        'Ground units and TIE fighters need the transport capacity of ships moving from the same system.',
      ),
      RULES.transport,
    );
  return null;
}

export function moveCaptiveViolation(state: RebellionState, faction: Faction, origins: readonly Place[], steps: readonly MoveStep[], leader: LeaderId): RuleViolation | null {
  if (captiveMovable(state, faction, origins, steps, leader)) return null;
  return ruleViolation(
    'CAPTIVE_CANNOT_MOVE',
    text(
      'Nur der imperiale Spieler bewegt einen gefangenen Anführer, wie eine Bodeneinheit mit einem Schiff aus seinem benachbarten System.',
      'Only the Empire moves a captured leader, like a ground unit, with a ship leaving its adjacent system.',
    ),
    RULES.capturedLeaders,
  );
}
