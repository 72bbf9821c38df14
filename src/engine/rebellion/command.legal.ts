import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { leaderData, type LeaderId } from './data/leaders.data.js';
import type { Faction } from './data/model.types.js';
import { SYSTEM_IDS } from './data/systems.data.js';
import type { UnitTypeId } from './data/units.data.js';
import { poolLeaders } from './board.query.js';
import { activationOrigins, moveActions, moveCaptiveViolation, moveUnitsViolation } from './movement.legal.js';
import type { RebellionAction } from './rebellion.actions.js';
import type { Place, RebellionState } from './rebellion.state.js';
import { RULES } from './rules.cite.js';
import type { PhaseLegal } from './rebellion.handlers.js';
import { waitFor } from './rebellion.pending.js';
import { revealMissionActions } from './mission.legal.js';

/** RR KOMMANDOPHASE and SYSTEME AKTIVIEREN: what the side on turn may do, and its move while it activates a system. */

const hasTactics = (leader: LeaderId) => leaderData(leader).tactics.space + leaderData(leader).tactics.ground > 0;

export function activateViolation(state: RebellionState, faction: Faction, leader: LeaderId, system: Place): RuleViolation | null {
  if (!poolLeaders(state, faction).includes(leader))
    return ruleViolation(
      'LEADER_NOT_IN_LEADER_POOL',
      text('Nur Anführer aus dem eigenen Führungszentrum können Systeme aktivieren.', 'Only leaders in your own leader pool can activate systems.'),
      RULES.activate,
    );
  if (!hasTactics(leader))
    return ruleViolation(
      'LEADER_WITHOUT_TACTIC_VALUES',
      text('Ein Anführer ohne Taktikwerte kann kein System aktivieren.', 'A leader without tactic values cannot activate a system.'),
      RULES.moveUnits,
    );
  if (system === 'rebel-base' && (faction !== 'rebel' || state.base.revealed))
    return ruleViolation(
      'REBEL_BASE_SPACE_NOT_ACTIVATABLE',
      text(
        'Nur der Rebellenspieler aktiviert das Feld „Rebellenstützpunkt“, und nur solange der Stützpunkt geheim ist.',
        'Only the Rebel activates the "Rebel Base" space, and only while the base is hidden.',
      ),
      RULES.baseMoves,
    );
  return null;
}

export function revealBaseViolation(state: RebellionState, faction: Faction): RuleViolation | null {
  if (faction === 'rebel' && !state.base.revealed && state.phase.kind === 'command') return null;
  return ruleViolation(
    'BASE_CANNOT_BE_REVEALED_NOW',
    text('Nur der Rebellenspieler deckt seinen geheimen Stützpunkt in seinem Zug auf.', 'Only the Rebel reveals his hidden base, in his turn.'),
    RULES.baseReveal,
  );
}

/** The places a side may activate: every system; for the Rebel the Rebel Base space while hidden. */
function activatable(state: RebellionState, faction: Faction): Place[] {
  return faction === 'rebel' && !state.base.revealed ? [...SYSTEM_IDS, 'rebel-base'] : [...SYSTEM_IDS];
}

export function commandActions(state: RebellionState, faction: Faction): RebellionAction[] {
  const actions: RebellionAction[] = [];
  if (revealBaseViolation(state, faction) === null) actions.push({ type: 'RevealBase' });
  for (const leader of poolLeaders(state, faction).filter(hasTactics))
    for (const system of activatable(state, faction)) actions.push({ type: 'ActivateSystem', leader, system });
  actions.push({ type: 'Pass' });
  return actions;
}

/** The move so far, the origins it may draw on, and whether it may be made now. */
function activation(state: RebellionState, faction: Faction) {
  if (state.phase.kind !== 'activation') return null;
  return { target: state.phase.system, steps: state.phase.steps, origins: activationOrigins(state, faction, state.phase.system) };
}

export function activationActions(state: RebellionState, faction: Faction): RebellionAction[] {
  const a = activation(state, faction);
  if (a === null) return [];
  return [...moveActions(state, faction, a.origins, a.steps), { type: 'ConfirmMoves' }];
}

export function moveUnitsCheck(state: RebellionState, faction: Faction, from: Place, unit: UnitTypeId, count: number) {
  const a = activation(state, faction)!;
  return moveUnitsViolation(state, faction, a.origins, a.steps, from, unit, count);
}

export function moveCaptiveCheck(state: RebellionState, faction: Faction, leader: LeaderId) {
  const a = activation(state, faction)!;
  return moveCaptiveViolation(state, faction, a.origins, a.steps, leader);
}

/** RR KOMMANDOPHASE: a turn of the side on turn; revealing a mission is listed before passing. */
export const commandLegal = {
  rule: RULES.commandPhase,
  expected: (_state, phase, faction) => (phase.turn === faction && !phase.passed[faction] ? ['ActivateSystem', 'RevealMission', 'RevealBase', 'Pass'] : []),
  actions: (state, _phase, faction) => {
    const actions = commandActions(state, faction);
    return [...actions.slice(0, -1), ...revealMissionActions(state, faction), ...actions.slice(-1)];
  },
  pending: (state, phase) => waitFor(state, [phase.turn], 'command'),
} satisfies PhaseLegal<'command'>;

/** RR SYSTEME AKTIVIEREN step 3: the move into the activated system; once made, the steps after it run by themselves. */
export const activationLegal = {
  rule: RULES.activate,
  expected: (_state, phase, faction) => (phase.command.turn === faction && phase.moved === null ? ['MoveUnits', 'MoveCaptive', 'UndoMove', 'ConfirmMoves'] : []),
  actions: (state, _phase, faction) => activationActions(state, faction),
  pending: (state, phase) => (phase.moved === null ? waitFor(state, [phase.command.turn], 'move') : []),
} satisfies PhaseLegal<'activation'>;
