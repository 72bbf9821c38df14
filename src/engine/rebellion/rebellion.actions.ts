import { malformed, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { isActionCardId, isMissionId, isObjectiveId } from './data/cards.data.js';
import type { ObjectiveId } from './data/objectives.data.js';
import type { MissionId } from './data/missions.data.js';
import type { ActionCardId } from './data/action-cards.data.js';
import { isLeaderId, type LeaderId } from './data/leaders.data.js';
import { isSystemId, type SystemId } from './data/systems.data.js';
import { isUnitTypeId, type UnitTypeId } from './data/units.data.js';
import type { Place } from './rebellion.state.js';

/** What a seat may submit, in the imperative: `{type, ...params}`. */
export type RebellionAction =
  /** Setup steps 8-II / 8-III: one starting unit onto the board. */
  | { readonly type: 'PlaceUnit'; readonly unit: UnitTypeId; readonly at: Place }
  /** Take back the last unit placed, before confirming. */
  | { readonly type: 'UndoPlacement' }
  | { readonly type: 'ConfirmPlacement' }
  /** Resolve a „Sofort“ starting action card that puts a condition ring on a leader. */
  | { readonly type: 'AttachRing'; readonly card: ActionCardId; readonly leader: LeaderId }
  /** Setup step 9: the secret base. */
  | { readonly type: 'ChooseBase'; readonly system: SystemId }
  /** Assignment: lay a mission card from the hand face down and put a leader from the pool on it. */
  | { readonly type: 'AssignMission'; readonly mission: MissionId; readonly leader: LeaderId }
  /** Assignment: a second leader onto one of this phase's face-down missions. */
  | { readonly type: 'AddLeaderToMission'; readonly slot: number; readonly leader: LeaderId }
  | { readonly type: 'UndoAssignment' }
  | { readonly type: 'FinishAssignment' }
  /** Command phase: pass for the rest of the phase. */
  | { readonly type: 'Pass' }
  /** Command phase: put a leader with tactic values from the pool into a system (or onto the Rebel Base space) to move units there. */
  | { readonly type: 'ActivateSystem'; readonly leader: LeaderId; readonly system: Place }
  /** Build up the move: `count` units of a type from one place; a captured leader (Empire); take back the last step; make the move. */
  | { readonly type: 'MoveUnits'; readonly from: Place; readonly unit: UnitTypeId; readonly count: number }
  | { readonly type: 'MoveCaptive'; readonly leader: LeaderId }
  | { readonly type: 'UndoMove' }
  | { readonly type: 'ConfirmMoves' }
  /** Command phase, Rebel: reveal the base of his own accord at the start of his turn. */
  | { readonly type: 'RevealBase' }
  /** Refresh step 2: discard one mission card down to the hand limit. */
  | { readonly type: 'DiscardMission'; readonly mission: MissionId }
  /** Just before refresh step 1: score one „Zu Beginn der Auffrischphase“ objective, or none. */
  | { readonly type: 'PlayObjective'; readonly card: ObjectiveId }
  | { readonly type: 'SkipObjective' }
  /** Recruit icon: keep one of the drawn action cards (in secret), then name a leader shown on it. */
  | { readonly type: 'ChooseRecruitCard'; readonly card: ActionCardId }
  | { readonly type: 'RecruitLeader'; readonly leader: LeaderId }
  /** Build icon, first: choose to destroy one of your units (then which), or be done destroying. */
  | { readonly type: 'ReleaseUnits' }
  | { readonly type: 'ReleaseUnit'; readonly at: Place; readonly unit: UnitTypeId }
  | { readonly type: 'FinishReleasing' }
  /** Build icon: the unit for the next icon that offers a choice. */
  | { readonly type: 'BuildUnit'; readonly unit: UnitTypeId }
  /** Refresh step 6: one ready unit into a place, or the rest back to space 1. */
  | { readonly type: 'DeployUnit'; readonly unit: UnitTypeId; readonly at: Place }
  | { readonly type: 'FinishDeploying' };

export type RebellionActionType = RebellionAction['type'];

const isPlace = (v: unknown): v is Place => v === 'rebel-base' || isSystemId(v);

const bad = (what: string): RuleViolation =>
  malformed('ACTION_MALFORMED', text(`Keine gültige Aktion: ${what}.`, `Not a valid action: ${what}.`));

/** Shape check only: known type and ids of the right kind; the rules come later, in `decide`. */
export function parseAction(raw: unknown): RebellionAction | RuleViolation {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('kein Objekt / not an object');
  const a = raw as Record<string, unknown>;
  switch (a.type) {
    case 'PlaceUnit':
      if (!isUnitTypeId(a.unit)) return bad('unit');
      if (!isPlace(a.at)) return bad('at');
      return { type: 'PlaceUnit', unit: a.unit, at: a.at };
    case 'UndoPlacement':
      return { type: 'UndoPlacement' };
    case 'ConfirmPlacement':
      return { type: 'ConfirmPlacement' };
    case 'AttachRing':
      if (!isActionCardId(a.card)) return bad('card');
      if (!isLeaderId(a.leader)) return bad('leader');
      return { type: 'AttachRing', card: a.card, leader: a.leader };
    case 'ChooseBase':
      if (!isSystemId(a.system)) return bad('system');
      return { type: 'ChooseBase', system: a.system };
    case 'AssignMission':
      if (!isMissionId(a.mission)) return bad('mission');
      if (!isLeaderId(a.leader)) return bad('leader');
      return { type: 'AssignMission', mission: a.mission, leader: a.leader };
    case 'AddLeaderToMission':
      if (typeof a.slot !== 'number' || !Number.isInteger(a.slot) || a.slot < 0) return bad('slot');
      if (!isLeaderId(a.leader)) return bad('leader');
      return { type: 'AddLeaderToMission', slot: a.slot, leader: a.leader };
    case 'UndoAssignment':
    case 'FinishAssignment':
    case 'Pass':
    case 'SkipObjective':
    case 'ReleaseUnits':
    case 'FinishReleasing':
    case 'FinishDeploying':
    case 'UndoMove':
    case 'ConfirmMoves':
    case 'RevealBase':
      return { type: a.type };
    case 'ActivateSystem':
      if (!isLeaderId(a.leader)) return bad('leader');
      if (!isPlace(a.system)) return bad('system');
      return { type: 'ActivateSystem', leader: a.leader, system: a.system };
    case 'MoveUnits':
      if (!isPlace(a.from)) return bad('from');
      if (!isUnitTypeId(a.unit)) return bad('unit');
      if (typeof a.count !== 'number' || !Number.isInteger(a.count) || a.count < 1) return bad('count');
      return { type: 'MoveUnits', from: a.from, unit: a.unit, count: a.count };
    case 'MoveCaptive':
      if (!isLeaderId(a.leader)) return bad('leader');
      return { type: 'MoveCaptive', leader: a.leader };
    case 'PlayObjective':
      if (!isObjectiveId(a.card)) return bad('card');
      return { type: 'PlayObjective', card: a.card };
    case 'ChooseRecruitCard':
      if (!isActionCardId(a.card)) return bad('card');
      return { type: 'ChooseRecruitCard', card: a.card };
    case 'RecruitLeader':
      if (!isLeaderId(a.leader)) return bad('leader');
      return { type: 'RecruitLeader', leader: a.leader };
    case 'ReleaseUnit':
    case 'DeployUnit':
      if (!isUnitTypeId(a.unit)) return bad('unit');
      if (!isPlace(a.at)) return bad('at');
      return { type: a.type, unit: a.unit, at: a.at };
    case 'BuildUnit':
      if (!isUnitTypeId(a.unit)) return bad('unit');
      return { type: 'BuildUnit', unit: a.unit };
    case 'DiscardMission':
      if (!isMissionId(a.mission)) return bad('mission');
      return { type: 'DiscardMission', mission: a.mission };
    default:
      return bad(`type ${JSON.stringify(a.type)}`);
  }
}
