import type { PendingDecision } from '../core/game.contract.js';
import { text } from '../core/text.js';
import type { Seat } from '../core/visibility.view.js';
import { assignmentActions } from './assignment.legal.js';
import { missionData } from './data/cards.data.js';
import { MISSION_IDS } from './data/missions.data.js';
import { FACTIONS, type Faction } from './data/model.types.js';
import { SYSTEM_IDS } from './data/systems.data.js';
import { placementActions } from './placement.legal.js';
import { refreshActions } from './refresh.legal.js';
import { ringCandidates } from './rings.rules.js';
import { activationActions, commandActions } from './command.legal.js';
import type { RebellionAction, RebellionActionType } from './rebellion.actions.js';
import { factionOf, seatOf, type CombatStep, type MissionStage, type RebellionState } from './rebellion.state.js';
import { combatActions } from './combat.legal.js';
import { missionActions, missionDecider, revealMissionActions } from './mission.legal.js';
import { mobilizationActions } from './mobilization.flow.js';
import { cardMover, evacuationActions } from './assignment-card.decide.js';
import { assignmentEffect } from './cards/card.index.js';
import { excessActions } from './destroyed-system.decide.js';
import { excessDuty } from './destroyed-system.rules.js';
import { PASS_CHOICE, PROMPT_ACTION } from '../core/prompts/prompt.types.js';
import { promptActionsFor } from './cards/prompt.decide.js';

/** Every prompt answer type: a card's open prompt is answered with one of them. */
const PROMPT_TYPES: readonly RebellionActionType[] = [...Object.values(PROMPT_ACTION), PASS_CHOICE];

const COMBAT_DECISIONS: Readonly<Record<Exclude<CombatStep, 'ended'>, readonly RebellionActionType[]>> = {
  'add-leader': ['AddCombatLeader', 'DeclineCombatLeader'],
  'start-cards': ['UseActionCard', 'FinishCombatCards'],
  actions: ['DrawTactic', 'PlayTactic', 'UseRing', 'EndCombatActions'],
  assign: ['AssignDamage'],
  block: ['PlayTactic', 'EndBlocking'],
  'death-star-plans': ['PlayDeathStarPlans', 'SkipDeathStarPlans'],
  objective: ['PlayObjective', 'SkipObjective'],
  excess: ['DestroyExcessUnit'],
  retreat: ['Retreat', 'DeclineRetreat'],
  'retreat-units': ['RetreatUnits', 'ConfirmRetreat'],
};

const MISSION_DECISIONS: Readonly<Record<MissionStage, readonly RebellionActionType[]>> = {
  resolving: [],
  oppose: ['OpposeMission', 'DeclineOpposition'],
  ring: ['UseRing', 'DeclineRing'],
  arrange: ['ArrangeObjectives'],
  research: ['ChooseResearch'],
  'keep-project': ['KeepProject'],
};

/** Units beyond the ships' capacity in a destroyed system go before anything else is decided (RR ZERSTÖRTE SYSTEME). */
function excessFirst(state: RebellionState) {
  return state.phase.kind === 'game-over' ? null : excessDuty(state);
}

/** Which kinds of action the game waits for from `faction` now. */
export function expectedActions(state: RebellionState, faction: Faction): readonly RebellionActionType[] {
  // A card's open question comes before anything else the phase waits for.
  if (state.prompt !== null) return state.prompt.faction === faction ? PROMPT_TYPES : [];
  const duty = excessFirst(state);
  if (duty !== null) return duty.faction === faction ? ['DestroyExcessUnit'] : [];
  const phase = state.phase;
  switch (phase.kind) {
    case 'placement':
      return phase.faction === faction ? ['PlaceUnit', 'UndoPlacement', 'ConfirmPlacement'] : [];
    case 'immediate-action-cards':
      return phase.pending[faction].length > 0 ? ['AttachRing'] : [];
    case 'base-choice':
      return faction === 'rebel' ? ['ChooseBase'] : [];
    case 'assignment':
      return phase.turn === faction ? ['AssignMission', 'AddLeaderToMission', 'UseActionCard', 'UndoAssignment', 'FinishAssignment'] : [];
    case 'evacuation':
      return faction === cardMover(state) ? ['MoveUnits', 'UndoMove', 'ConfirmMoves'] : [];
    case 'combat':
      return phase.turn === faction && phase.step !== 'ended' ? COMBAT_DECISIONS[phase.step] : [];
    case 'command':
      return phase.turn === faction && !phase.passed[faction] ? ['ActivateSystem', 'RevealMission', 'RevealBase', 'Pass'] : [];
    case 'mission':
      if (missionDecider(phase) !== faction) return [];
      return MISSION_DECISIONS[phase.stage];
    case 'rapid-mobilization':
      if (faction !== 'rebel') return [];
      return phase.stage === 'choose' ? ['ChooseMobilization'] : phase.stage === 'move' ? ['MoveUnits', 'UndoMove', 'ConfirmMoves'] : ['ChooseNewBase', 'KeepBase'];
    case 'activation':
      return phase.command.turn === faction && phase.moved === null ? ['MoveUnits', 'MoveCaptive', 'UndoMove', 'ConfirmMoves'] : [];
    case 'hand-limit':
      return phase.excess[faction] > 0 ? ['DiscardMission'] : [];
    case 'objective-window':
      return faction === 'rebel' ? ['PlayObjective', 'SkipObjective'] : [];
    case 'recruit':
      if (phase.turn === null) return phase.offered[faction].length > 0 ? ['ChooseRecruitCard'] : [];
      return phase.turn === faction ? ['RecruitLeader'] : [];
    case 'build':
      if (phase.stage === 'choose') return faction === 'rebel' ? ['BuildUnit'] : [];
      if (phase.done[faction]) return [];
      return phase.releasing[faction] ? ['ReleaseUnit', 'FinishReleasing'] : ['ReleaseUnits', 'FinishReleasing'];
    case 'deploy':
      return phase.faction === faction ? ['DeployUnit', 'FinishDeploying'] : [];
    case 'not-started':
    case 'refresh':
    case 'game-over':
      return [];
  }
}

/**
 * Everything `seat` may do now, as a finite list. Lists never follow a
 * secret order: the base choice lists the probe deck sorted by system.
 */
export function legalActions(state: RebellionState, seat: Seat): RebellionAction[] {
  const faction = factionOf(state, seat);
  if (faction === null || expectedActions(state, faction).length === 0) return [];
  if (state.prompt !== null) return promptActionsFor(state, faction);
  if (excessFirst(state) !== null) return excessActions(state, faction);
  const phase = state.phase;
  switch (phase.kind) {
    case 'placement':
      return placementActions(state, faction);
    case 'immediate-action-cards': {
      return phase.pending[faction].flatMap((card) => ringCandidates(state, faction, card).map((leader): RebellionAction => ({ type: 'AttachRing', card, leader })));
    }
    case 'base-choice':
      return SYSTEM_IDS.filter((s) => state.decks.probe.includes(s)).map((system) => ({ type: 'ChooseBase', system }));
    case 'assignment':
      return assignmentActions(state, faction);
    case 'command': {
      const actions = commandActions(state, faction);
      return [...actions.slice(0, -1), ...revealMissionActions(state, faction), ...actions.slice(-1)];
    }
    case 'mission':
      return missionActions(state, faction);
    case 'rapid-mobilization':
      return mobilizationActions(state);
    case 'evacuation':
      return evacuationActions(state);
    case 'combat':
      return combatActions(state, faction);
    case 'activation':
      return activationActions(state, faction);
    case 'hand-limit':
      return MISSION_IDS.filter((m) => state.hands.missions[faction].includes(m) && !missionData(m).starting).map((mission) => ({
        type: 'DiscardMission',
        mission,
      }));
    case 'objective-window':
    case 'recruit':
    case 'build':
    case 'deploy':
      return refreshActions(state, faction);
    case 'not-started':
    case 'refresh':
    case 'game-over':
      return [];
  }
}

const DECISIONS = {
  placement: text('Starteinheiten aufstellen', 'Place starting units'),
  'immediate-action-cards': text('„Sofort“-Aktionskarte abhandeln', 'Resolve an "Immediate" action card'),
  'base-choice': text('Standort des Stützpunktes wählen', 'Choose the base location'),
  assignment: text('Anführer Missionen zuweisen', 'Assign leaders to missions'),
  command: text('Am Zug in der Kommandophase', 'Take a command phase turn'),
  'hand-limit': text('Missionskarten auf 10 ablegen', 'Discard mission cards down to 10'),
  'objective-window': text('Zielkarte zu Beginn der Auffrischphase ausspielen?', 'Play an objective at the start of the refresh phase?'),
  'recruit-card': text('Aktionskarte zum Rekrutieren wählen', 'Choose an action card to recruit with'),
  'recruit-leader': text('Anführer rekrutieren', 'Recruit a leader'),
  release: text('Eigene Einheiten freiwillig zerstören?', 'Destroy units of your own?'),
  build: text('Einheit für ein Ressourcensymbol wählen', 'Choose the unit for a resource icon'),
  deploy: text('Fertige Einheiten stationieren', 'Deploy ready units'),
  move: text('Einheiten in das aktivierte System bewegen', 'Move units into the activated system'),
  'mission-oppose': text('Einen Anführer zum Intervenieren entsenden?', 'Send a leader to oppose the mission?'),
  'mission-ring': text('Den Zustandsring einsetzen?', 'Use the condition ring?'),
  'mission-arrange': text('Eine Zielkarte oben auf den Stapel legen', 'Put one objective back on top'),
  'mission-research': text('Fähigkeit von „Forschung und Entwicklung“ wählen', 'Choose the ability of Research and Development'),
  'mission-keep-project': text('Eine Projektkarte behalten', 'Keep one project card'),
  'combat-add-leader': text('Einen Anführer zum Gefecht hinzuziehen?', 'Add a leader to the combat?'),
  'combat-start-cards': text('„Gefechtsbeginn“-Aktionskarten verwenden?', 'Use "Start of Combat" action cards?'),
  'combat-actions': text('Gefechtsaktionen durchführen', 'Take combat actions'),
  'combat-assign': text('Schaden zuweisen', 'Assign damage'),
  'combat-block': text('Schaden abwehren?', 'Block damage?'),
  'combat-death-star-plans': text('Todessternpläne aufdecken?', 'Reveal the Death Star Plans?'),
  'combat-objective': text('Eine eben erfüllte „Gefecht“-Zielkarte ausspielen?', 'Play a "Combat" objective just met?'),
  'combat-retreat': text('Zurückziehen?', 'Retreat?'),
  'combat-retreat-units': text('Einheiten für den Rückzug wählen', 'Choose the units that retreat'),
  evacuation: text('Einheiten vom Feld „Rebellenstützpunkt“ in das System bewegen', 'Move units from the "Rebel Base" space into the system'),
  'card-move': text('Einheiten in das System der Aktionskarte bewegen', 'Move units into the action card’s system'),
  mobilization: text('„Schnelle Mobilisierung“ ausführen', 'Carry out Rapid Mobilization'),
  'destroy-excess': text('Überzählige Einheiten im zerstörten System zerstören', 'Destroy the excess units in the destroyed system'),
  'combat-excess': text('Überzählige Einheiten im zerstörten System zerstören', 'Destroy the excess units in the destroyed system'),
} as const;

function waitFor(state: RebellionState, factions: readonly Faction[], decision: keyof typeof DECISIONS): PendingDecision[] {
  return factions.map((f) => ({ seat: seatOf(state, f), decision, label: DECISIONS[decision] }));
}

/** Who the game waits for. Public: the steps of setup are known to everybody. */
export function pending(state: RebellionState): PendingDecision[] {
  if (state.prompt !== null) return [{ seat: state.prompt.prompt.seat, decision: 'card-prompt', label: state.prompt.prompt.question }];
  const duty = excessFirst(state);
  if (duty !== null) return waitFor(state, [duty.faction], 'destroy-excess');
  const phase = state.phase;
  switch (phase.kind) {
    case 'placement':
      return [{ seat: seatOf(state, phase.faction), decision: 'placement', label: DECISIONS.placement }];
    case 'immediate-action-cards':
      return FACTIONS.filter((f) => phase.pending[f].length > 0).map((f) => ({
        seat: seatOf(state, f),
        decision: 'immediate-action-cards',
        label: DECISIONS['immediate-action-cards'],
      }));
    case 'base-choice':
      return [{ seat: seatOf(state, 'rebel'), decision: 'base-choice', label: DECISIONS['base-choice'] }];
    case 'assignment':
      return [{ seat: seatOf(state, phase.turn), decision: 'assignment', label: DECISIONS.assignment }];
    case 'command':
      return [{ seat: seatOf(state, phase.turn), decision: 'command', label: DECISIONS.command }];
    case 'activation':
      return phase.moved === null ? waitFor(state, [phase.command.turn], 'move') : [];
    case 'rapid-mobilization':
      return waitFor(state, ['rebel'], 'mobilization');
    case 'evacuation':
      return waitFor(state, [cardMover(state)], assignmentEffect(phase.card)?.move?.from === 'rebel-base' ? 'evacuation' : 'card-move');
    case 'combat':
      return phase.step === 'ended' ? [] : waitFor(state, [phase.turn], `combat-${phase.step}` as keyof typeof DECISIONS);
    case 'mission': {
      const decider = missionDecider(phase);
      return decider === null ? [] : waitFor(state, [decider], `mission-${phase.stage}` as keyof typeof DECISIONS);
    }
    case 'hand-limit':
      return FACTIONS.filter((f) => phase.excess[f] > 0).map((f) => ({ seat: seatOf(state, f), decision: 'hand-limit', label: DECISIONS['hand-limit'] }));
    case 'objective-window':
      return waitFor(state, ['rebel'], 'objective-window');
    case 'recruit':
      if (phase.turn === null)
        return waitFor(
          state,
          FACTIONS.filter((f) => phase.offered[f].length > 0),
          'recruit-card',
        );
      return waitFor(state, [phase.turn], 'recruit-leader');
    case 'build':
      if (phase.stage === 'choose') return waitFor(state, ['rebel'], 'build');
      return waitFor(
        state,
        FACTIONS.filter((f) => !phase.done[f]),
        'release',
      );
    case 'deploy':
      return waitFor(state, [phase.faction], 'deploy');
    case 'not-started':
    case 'refresh':
    case 'game-over':
      return [];
  }
}
