import type { Emitted } from '../core/game.contract.js';
import type { Rng } from '../core/rng.random.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import type { Seat } from '../core/visibility.view.js';
import type { RebellionAction } from './rebellion.actions.js';
import type { RebellionEvent } from './rebellion.events.js';
import { expectedActions } from './rebellion.legal.js';
import { factionOf, type RebellionState } from './rebellion.state.js';
import { RULES } from './rules.cite.js';
import {
  decideAddLeader,
  decideAssignMission,
  decideDiscardMission,
  decideFinishAssignment,
  decidePass,
  decideUndoAssignment,
} from './round.decide.js';
import { decideAttachRing, decideChooseBase, decideConfirmPlacement, decidePlaceUnit, decideUndoPlacement } from './setup.decide.js';

/** The glossary entry of the step the game is in. */
function phaseRule(state: RebellionState): string {
  switch (state.phase.kind) {
    case 'not-started':
    case 'placement':
    case 'immediate-action-cards':
    case 'base-choice':
      return RULES.setup;
    case 'assignment':
      return RULES.assignmentPhase;
    case 'command':
      return RULES.commandPhase;
    case 'refresh':
    case 'hand-limit':
      return RULES.refreshPhase;
    case 'game-over':
      return RULES.victory;
  }
}

/**
 * A seat's action, checked against the rules, as events, or the rule it
 * breaks. Refusals never depend on hidden facts the seat may not know.
 */
export function decide(state: RebellionState, seat: Seat, action: RebellionAction, rng: Rng): Emitted<RebellionEvent>[] | RuleViolation {
  const faction = factionOf(state, seat);
  if (faction === null)
    return ruleViolation('NOT_A_SEAT_OF_THIS_GAME', text('Dieser Sitz spielt in dieser Partie nicht mit.', 'This seat does not play in this game.'));
  if (!expectedActions(state, faction).includes(action.type))
    return ruleViolation(
      'NOT_YOUR_DECISION',
      text('Das steht für dich gerade nicht zur Entscheidung an.', 'That is not yours to decide now.'),
      phaseRule(state),
    );
  switch (action.type) {
    case 'PlaceUnit':
      return decidePlaceUnit(state, faction, action.unit, action.at);
    case 'UndoPlacement':
      return decideUndoPlacement(state, faction);
    case 'ConfirmPlacement':
      return decideConfirmPlacement(state, faction);
    case 'AttachRing':
      return decideAttachRing(state, faction, action.card, action.leader);
    case 'ChooseBase':
      return decideChooseBase(state, action.system, rng);
    case 'AssignMission':
      return decideAssignMission(state, faction, action.mission, action.leader);
    case 'AddLeaderToMission':
      return decideAddLeader(state, faction, action.slot, action.leader);
    case 'UndoAssignment':
      return decideUndoAssignment(state, faction);
    case 'FinishAssignment':
      return decideFinishAssignment(state, faction);
    case 'Pass':
      return decidePass(state, faction, rng);
    case 'DiscardMission':
      return decideDiscardMission(state, faction, action.mission);
  }
}
