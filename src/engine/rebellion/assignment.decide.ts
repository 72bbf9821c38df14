import type { RuleViolation } from '../core/rule-violation.error.js';
import { addLeaderViolation, assignMissionViolation, undoAssignmentViolation } from './assignment.legal.js';
import type { LeaderId } from './data/leaders.data.js';
import type { MissionId } from './data/missions.data.js';
import type { Faction } from './data/model.types.js';
import type { Out } from './rebellion.out.js';
import type { DecideHandlers } from './rebellion.handlers.js';
import { decideUseAssignmentCard } from './assignment-card.decide.js';

/** RR ZUWEISUNGSPHASE: each step is the assigning side's secret; others learn only that it took one. */

export function decideAssignMission(out: Out, faction: Faction, mission: MissionId, leader: LeaderId): RuleViolation | void {
  const refused = assignMissionViolation(out.state, faction, mission, leader);
  if (refused) return refused;
  const slot = out.state.assigned[faction].length;
  out.emit({ type: 'MissionAssigned', payload: { faction, slot, mission, leader } });
}

export function decideAddLeader(out: Out, faction: Faction, slot: number, leader: LeaderId): RuleViolation | void {
  const refused = addLeaderViolation(out.state, faction, slot, leader);
  if (refused) return refused;
  out.emit({ type: 'LeaderAddedToMission', payload: { faction, slot, leader } });
}

export function decideUndoAssignment(out: Out, faction: Faction): RuleViolation | void {
  const refused = undoAssignmentViolation(out.state);
  if (refused) return refused;
  out.emit({ type: 'AssignmentUndone', payload: { faction } });
}

/** The Rebel's finish hands the assignment to the Empire; the Empire's starts the command phase with the Rebel. */
export function decideFinishAssignment(out: Out, faction: Faction): void {
  out.emit({ type: 'AssignmentFinished', payload: { faction, missions: out.state.assigned[faction].length } });
  if (faction === 'empire') out.emit({ type: 'CommandPhaseBegan', payload: {} });
}

/** RR ZUWEISUNGSPHASE: the side on turn assigns its leaders, or plays an action card of this phase. */
export const assignmentDecisions = {
  AssignMission: (out, faction, action) => decideAssignMission(out, faction, action.mission, action.leader),
  AddLeaderToMission: (out, faction, action) => decideAddLeader(out, faction, action.slot, action.leader),
  UseActionCard: (out, faction, action, rng) => decideUseAssignmentCard(out, faction, action, rng),
  UndoAssignment: (out, faction) => decideUndoAssignment(out, faction),
  FinishAssignment: (out, faction) => decideFinishAssignment(out, faction),
} satisfies DecideHandlers;
