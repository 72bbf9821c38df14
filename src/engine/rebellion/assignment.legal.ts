import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { LEADER_IDS, type LeaderId } from './data/leaders.data.js';
import { MISSION_IDS, type MissionId } from './data/missions.data.js';
import type { Faction } from './data/model.types.js';
import type { RebellionAction } from './rebellion.actions.js';
import { leaderSide, type RebellionState } from './rebellion.state.js';
import { assignmentCardActions } from './assignment-card.decide.js';
import { RULES } from './rules.cite.js';
import type { PhaseLegal } from './rebellion.handlers.js';
import { waitFor } from './rebellion.pending.js';
import { cardMover, evacuationActions } from './assignment-card.decide.js';
import { assignmentEffect } from './cards/card.index.js';

/**
 * RR ZUWEISUNGSPHASE: a mission card from the hand goes face down beside the
 * faction sheet with 1 or 2 leaders from the pool on it, whatever the
 * mission requires (a bluff is allowed); nothing is revealed. These helpers
 * assume it is `faction`'s turn to assign.
 */

function inPool(state: RebellionState, faction: Faction, leader: LeaderId): boolean {
  return leaderSide(state, leader) === faction && state.leaders[leader]?.location.kind === 'pool';
}

const NOT_IN_POOL = ruleViolation(
  'LEADER_NOT_IN_LEADER_POOL',
  text('Nur Anführer aus dem eigenen Führungszentrum können Missionen zugewiesen werden.', 'Only leaders in your own leader pool can be assigned to missions.'),
  RULES.assignmentPhase,
);

export function assignMissionViolation(state: RebellionState, faction: Faction, mission: MissionId, leader: LeaderId): RuleViolation | null {
  if (!state.hands.missions[faction].includes(mission))
    return ruleViolation(
      'MISSION_NOT_IN_HAND',
      text('Diese Missionskarte hast du nicht auf der Hand.', 'You do not hold this mission card.'),
      RULES.assignmentPhase,
    );
  return inPool(state, faction, leader) ? null : NOT_IN_POOL;
}

export function addLeaderViolation(state: RebellionState, faction: Faction, slot: number, leader: LeaderId): RuleViolation | null {
  const mission = state.assigned[faction][slot];
  if (mission === undefined)
    return ruleViolation(
      'NO_SUCH_ASSIGNED_MISSION',
      text('Dort liegt keine deiner verdeckten Missionen.', 'None of your face-down missions lies there.'),
      RULES.assignmentPhase,
    );
  if (mission.leaders.length >= 2)
    return ruleViolation(
      'AT_MOST_TWO_LEADERS_PER_MISSION',
      text('Einer Mission können höchstens 2 Anführer zugewiesen werden.', 'At most 2 leaders can be assigned to a mission.'),
      RULES.assignmentPhase,
    );
  return inPool(state, faction, leader) ? null : NOT_IN_POOL;
}

export function undoAssignmentViolation(state: RebellionState): RuleViolation | null {
  if (state.phase.kind === 'assignment' && state.phase.steps.length > 0) return null;
  return ruleViolation(
    'NOTHING_ASSIGNED_TO_UNDO',
    text('In dieser Zuweisungsphase wurde noch kein Anführer zugewiesen.', 'No leader has been assigned in this assignment phase yet.'),
    RULES.assignmentPhase,
  );
}

/** Each distinct mission in hand with each leader in the pool, a second leader onto each mission with one, undo, finish. */
export function assignmentActions(state: RebellionState, faction: Faction): RebellionAction[] {
  const pool = LEADER_IDS.filter((l) => inPool(state, faction, l));
  const missions = MISSION_IDS.filter((m) => state.hands.missions[faction].includes(m));
  const actions: RebellionAction[] = missions.flatMap((mission) => pool.map((leader): RebellionAction => ({ type: 'AssignMission', mission, leader })));
  state.assigned[faction].forEach((m, slot) => {
    if (m.leaders.length === 1) for (const leader of pool) actions.push({ type: 'AddLeaderToMission', slot, leader });
  });
  actions.push(...assignmentCardActions(state, faction));
  if (undoAssignmentViolation(state) === null) actions.push({ type: 'UndoAssignment' });
  actions.push({ type: 'FinishAssignment' });
  return actions;
}

/** RR ZUWEISUNGSPHASE: the side on turn assigns its leaders. */
export const assignmentLegal = {
  rule: RULES.assignmentPhase,
  expected: (_state, phase, faction) =>
    phase.turn === faction ? ['AssignMission', 'AddLeaderToMission', 'UseActionCard', 'UndoAssignment', 'FinishAssignment'] : [],
  actions: (state, _phase, faction) => assignmentActions(state, faction),
  pending: (state, phase) => waitFor(state, [phase.turn], 'assignment'),
} satisfies PhaseLegal<'assignment'>;

/** A „Zuweisung“ card's move of units into its system (assignment-card.decide.ts). */
export const evacuationLegal = {
  rule: RULES.actionCards,
  expected: (state, _phase, faction) => (faction === cardMover(state) ? ['MoveUnits', 'UndoMove', 'ConfirmMoves'] : []),
  actions: (state) => evacuationActions(state),
  pending: (state, phase) => waitFor(state, [cardMover(state)], assignmentEffect(phase.card)?.move?.from === 'rebel-base' ? 'evacuation' : 'card-move'),
} satisfies PhaseLegal<'evacuation'>;
