import type { Emitted } from '../core/game.contract.js';
import type { Rng } from '../core/rng.random.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import type { Seat } from '../core/visibility.view.js';
import { decideAddLeader, decideAssignMission, decideFinishAssignment, decideUndoAssignment } from './assignment.decide.js';
import { decideActivate, decideConfirmMoves, decideMoveCaptive, decideMoveUnits, decidePass, decideRevealBase, decideUndoMove } from './command.decide.js';
import { settle } from './settle.flow.js';
import { decideDestroyExcess } from './destroyed-system.decide.js';
import { excessDuty } from './destroyed-system.rules.js';
import { decideCombat } from './combat.decide.js';
import { decideConfirmEvacuation, decideEvacuate, decideUseAssignmentCard } from './assignment-card.decide.js';
import { decideChooseMobilization, decideConfirmMobilization, decideMobilizeUnits, decideNewBase } from './mobilization.flow.js';
import { decideArrangeObjectives, decideChooseResearch, decideKeepProject, decideOppose, decideRevealMission, decideRing } from './mission.flow.js';
import type { Faction } from './data/model.types.js';
import { decideDiscardMission } from './hand-limit.decide.js';
import type { RebellionAction } from './rebellion.actions.js';
import type { RebellionEvent } from './rebellion.events.js';
import { expectedActions } from './rebellion.legal.js';
import { Out } from './rebellion.out.js';
import { factionOf, type RebellionState } from './rebellion.state.js';
import {
  decideBuildUnit,
  decideChooseRecruitCard,
  decideDeployUnit,
  decideFinishDeploying,
  decideFinishReleasing,
  decidePlayObjective,
  decideRecruitLeader,
  decideReleaseUnit,
  decideReleaseUnits,
  decideSkipObjective,
} from './refresh.decide.js';
import { RULES } from './rules.cite.js';
import { decideAnswerPrompt } from './cards/prompt.decide.js';
import { decideAttachRing, decideChooseBase, decideConfirmPlacement, decidePlaceUnit, decideUndoPlacement } from './setup.decide.js';

/** The glossary entry of the step the game is in. */
function phaseRule(state: RebellionState): string {
  if (state.phase.kind !== 'game-over' && excessDuty(state) !== null) return RULES.destroyedSystems;
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
    case 'activation':
      return RULES.activate;
    case 'mission':
      return RULES.revealMission;
    case 'rapid-mobilization':
      return RULES.newBase;
    case 'evacuation':
      return RULES.actionCards;
    case 'combat':
      return RULES.combat;
    case 'refresh':
    case 'hand-limit':
    case 'deploy':
      return RULES.refreshPhase;
    case 'objective-window':
      return RULES.objectives;
    case 'recruit':
      return RULES.recruit;
    case 'build':
      return RULES.build;
    case 'game-over':
      return RULES.victory;
  }
}

/** Runs the handler of one action; it writes its events to `out` or refuses. */
function dispatch(out: Out, faction: Faction, action: RebellionAction, rng: Rng): RuleViolation | void {
  switch (action.type) {
    case 'PlaceUnit':
      return decidePlaceUnit(out, faction, action.unit, action.at);
    case 'UndoPlacement':
      return decideUndoPlacement(out, faction);
    case 'ConfirmPlacement':
      return decideConfirmPlacement(out, faction);
    case 'AttachRing':
      return decideAttachRing(out, faction, action.card, action.leader);
    case 'ChooseBase':
      return decideChooseBase(out, action.system, rng);
    case 'AssignMission':
      return decideAssignMission(out, faction, action.mission, action.leader);
    case 'AddLeaderToMission':
      return decideAddLeader(out, faction, action.slot, action.leader);
    case 'UndoAssignment':
      return decideUndoAssignment(out, faction);
    case 'FinishAssignment':
      return decideFinishAssignment(out, faction);
    case 'Pass':
      return decidePass(out, faction, rng);
    case 'DiscardMission':
      return decideDiscardMission(out, faction, action.mission);
    case 'PlayObjective':
      if (out.state.phase.kind === 'combat') return decideCombat(out, faction, action, rng);
      return decidePlayObjective(out, action.card, rng);
    case 'SkipObjective':
      if (out.state.phase.kind === 'combat') return decideCombat(out, faction, action, rng);
      return decideSkipObjective(out, rng);
    case 'ChooseRecruitCard':
      return decideChooseRecruitCard(out, faction, action.card);
    case 'RecruitLeader':
      return decideRecruitLeader(out, faction, action.leader);
    case 'ReleaseUnits':
      return decideReleaseUnits(out, faction);
    case 'ReleaseUnit':
      return decideReleaseUnit(out, faction, action.at, action.unit);
    case 'FinishReleasing':
      return decideFinishReleasing(out, faction);
    case 'BuildUnit':
      return decideBuildUnit(out, action.unit);
    case 'DestroyExcessUnit':
      return decideDestroyExcess(out, faction, action.at, action.unit, rng);
    case 'DeployUnit':
      return decideDeployUnit(out, faction, action.unit, action.at);
    case 'FinishDeploying':
      return decideFinishDeploying(out, faction);
    case 'ChooseSystem':
    case 'ChooseLeader':
    case 'ChooseUnit':
    case 'ChooseCard':
    case 'ChooseOption':
    case 'ChooseNext':
    case 'PassChoice':
      return decideAnswerPrompt(out, faction, action, rng);
    case 'ActivateSystem':
      return decideActivate(out, faction, action.leader, action.system);
    case 'UseActionCard':
      if (out.state.phase.kind === 'combat') return decideCombat(out, faction, action, rng);
      return decideUseAssignmentCard(out, faction, action, rng);
    case 'AddCombatLeader':
    case 'DeclineCombatLeader':
    case 'FinishCombatCards':
    case 'DrawTactic':
    case 'PlayTactic':
    case 'EndCombatActions':
    case 'AssignDamage':
    case 'EndBlocking':
    case 'PlayDeathStarPlans':
    case 'SkipDeathStarPlans':
    case 'Retreat':
    case 'RetreatUnits':
    case 'ConfirmRetreat':
    case 'DeclineRetreat':
      return decideCombat(out, faction, action, rng);
    case 'MoveUnits':
      if (out.state.phase.kind === 'evacuation') return decideEvacuate(out, action.from, action.unit, action.count);
      if (out.state.phase.kind === 'rapid-mobilization') return decideMobilizeUnits(out, action.from, action.unit, action.count);
      return decideMoveUnits(out, faction, action.from, action.unit, action.count);
    case 'MoveCaptive':
      return decideMoveCaptive(out, faction, action.leader);
    case 'UndoMove':
      return decideUndoMove(out, faction);
    case 'ConfirmMoves':
      if (out.state.phase.kind === 'evacuation') return decideConfirmEvacuation(out, rng);
      if (out.state.phase.kind === 'rapid-mobilization') return decideConfirmMobilization(out, rng);
      return decideConfirmMoves(out, faction, rng);
    case 'RevealBase':
      return decideRevealBase(out, faction);
    case 'RevealMission':
      return decideRevealMission(
        out,
        faction,
        action.slot,
        action.leader !== undefined ? { leader: action.leader } : action.system !== undefined ? { system: action.system } : { none: true },
        rng,
      );
    case 'OpposeMission':
      return decideOppose(out, faction, action.leader, rng);
    case 'DeclineOpposition':
      return decideOppose(out, faction, null, rng);
    case 'UseRing':
      // The Master Yoda ring acts in combat too (combat.decide.ts); every other ring in a mission's ring window.
      return out.state.phase.kind === 'combat' ? decideCombat(out, faction, action, rng) : decideRing(out, true, action.die, rng);
    case 'DeclineRing':
      return decideRing(out, false, undefined, rng);
    case 'ArrangeObjectives':
      return decideArrangeObjectives(out, action.top, rng);
    case 'ChooseResearch':
      return decideChooseResearch(out, action.option, rng);
    case 'KeepProject':
      return decideKeepProject(out, action.card, rng);
    case 'ChooseMobilization':
      return decideChooseMobilization(out, action.option, rng);
    case 'ChooseNewBase':
      return decideNewBase(out, action.system, rng);
    case 'KeepBase':
      return decideNewBase(out, null, rng);
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
  const out = new Out(state);
  const refused = dispatch(out, faction, action, rng);
  if (refused) return refused;
  settle(out);
  return out.events;
}
