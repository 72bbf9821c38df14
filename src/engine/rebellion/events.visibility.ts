import type { Emitted } from '../core/game.contract.js';
import { promptForOthers } from '../core/prompts/prompt.actions.js';
import { onlySeats, PUBLIC, SERVER_ONLY, type Visibility } from '../core/visibility.view.js';
import type { Faction } from './data/model.types.js';
import { tacticsOpen } from './modifiers.rules.js';
import { REACTION_FRAME } from './reactions.flow.js';
import type { RebellionEvent } from './rebellion.events.js';
import { seatOf, type RebellionState } from './rebellion.state.js';

type EventType = RebellionEvent['type'];
type EventOf<K extends EventType> = Extract<RebellionEvent, { readonly type: K }>;

/**
 * Who sees an event of type `K` and what everybody else sees instead, from
 * the event and the state it is emitted in (before it is folded). It returns
 * the emitted record itself, so declaring costs nothing beyond the record
 * `Out.emit` has to build anyway.
 */
type Declaration<K extends EventType> = (event: EventOf<K>, state: RebellionState) => Emitted<RebellionEvent>;

function shown(event: RebellionEvent, visibility: Visibility, redacted?: unknown): Emitted<RebellionEvent> {
  return redacted === undefined ? { event, visibility } : { event, visibility, redacted };
}

/** Everybody sees it: the board, revealed cards and everything a side does in the open. */
const everybody = (event: RebellionEvent): Emitted<RebellionEvent> => ({ event, visibility: PUBLIC });

/** The seat playing `faction` sees it; everybody else sees `redacted`, or only the type without it. */
function owner(event: RebellionEvent, state: RebellionState, faction: Faction, redacted?: unknown): Emitted<RebellionEvent> {
  return shown(event, onlySeats(seatOf(state, faction)), redacted);
}

/** Both sides' seats see it (a thing one side tells the other); spectators see `redacted`. */
function sides(event: RebellionEvent, state: RebellionState, redacted: unknown): Emitted<RebellionEvent> {
  return shown(event, onlySeats(seatOf(state, 'empire'), seatOf(state, 'rebel')), redacted);
}

/** Nobody outside the engine sees it (deck orders); everybody sees `redacted`. */
function server(event: RebellionEvent, redacted: unknown): Emitted<RebellionEvent> {
  return shown(event, SERVER_ONLY, redacted);
}

/**
 * The one declaration of every Rebellion event's visibility
 * (docs/ARCHITECTURE.md, "Where an event's visibility is declared";
 * decision 56). `Out.emit` looks the type up here; no call site names a
 * visibility or a redaction. A missing or unknown type does not compile.
 * Where a type's visibility depends on the moment (an open tactic hand, a
 * secret prompt, a card with no starting mission), the declaration reads it
 * from the event or the state.
 */
export const EVENT_VISIBILITY: { readonly [K in EventType]: Declaration<K> } = {
  // Deck orders: the engine's alone; others see the deck and its size.
  ObjectiveDeckBuilt: (e) => server(e, { size: e.payload.order.length }),
  ActionDeckShuffled: (e) => server(e, { faction: e.payload.faction, size: e.payload.order.length }),
  TacticDeckShuffled: (e) => server(e, { theater: e.payload.theater, size: e.payload.order.length }),
  ProjectDeckShuffled: (e) => server(e, { size: e.payload.order.length }),
  MissionDeckShuffled: (e) => server(e, { faction: e.payload.faction, size: e.payload.order.length }),
  StartingActionCardsShuffled: (e) => server(e, { faction: e.payload.faction, size: e.payload.order.length }),
  ProbeDeckShuffled: (e) => server(e, { size: e.payload.order.length }),
  MissionDiscardsReshuffled: (e) => server(e, { faction: e.payload.faction, size: e.payload.order.length }),
  ProjectDiscardsReshuffled: (e) => server(e, { size: e.payload.order.length }),
  TacticDiscardsReshuffled: (e) => server(e, { theater: e.payload.theater, size: e.payload.order.length }),
  TacticDecksReshuffled: (e) => server(e, { space: e.payload.space.length, ground: e.payload.ground.length }),
  ProbeCardsReturned: (e) => server(e, { count: e.payload.order.length }),

  // Hands and face-down cards: their side's; others see how many.
  ObjectivesDrawn: (e, s) => owner(e, s, 'rebel', { count: e.payload.cards.length }),
  StartingActionCardsDealt: (e, s) => owner(e, s, e.payload.faction, { faction: e.payload.faction, count: e.payload.cards.length }),
  BaseChosen: (e, s) => owner(e, s, 'rebel'),
  NewBaseChosen: (e, s) => owner(e, s, 'rebel'),
  NewBaseCardsDrawn: (e, s) => owner(e, s, 'rebel', { count: e.payload.cards.length }),
  MissionsDrawn: (e, s) => owner(e, s, e.payload.faction, { faction: e.payload.faction, count: e.payload.cards.length }),
  ProbeCardsDrawn: (e, s) => owner(e, s, 'empire', { count: e.payload.cards.length }),
  ProbeCardsLookedAt: (e, s) => owner(e, s, 'rebel', { count: e.payload.cards.length }),
  RecruitCardsDrawn: (e, s) => owner(e, s, e.payload.faction, { faction: e.payload.faction, count: e.payload.cards.length }),
  RecruitCardChosen: (e, s) => owner(e, s, e.payload.faction, { faction: e.payload.faction }),
  FaceDownMissionsReturned: (e, s) => owner(e, s, e.payload.faction, { faction: e.payload.faction, count: e.payload.missions.length }),
  ObjectivesLookedAt: (e, s) => owner(e, s, 'rebel', { count: e.payload.cards.length }),
  ObjectivesArranged: (e, s) => owner(e, s, 'rebel', {}),
  ObjectivesShown: (e, s) => owner(e, s, 'empire', { count: e.payload.cards.length }),
  ObjectiveToDeckBottom: (e, s) => owner(e, s, 'empire', {}),
  ProjectsDrawn: (e, s) => owner(e, s, 'empire', { count: e.payload.cards.length }),
  ProjectKept: (e, s) => owner(e, s, 'empire', {}),
  // RR TAKTIKKARTEN: shown only when played, unless a card makes the side keep them face up.
  TacticCardsDrawn: (e, s) =>
    tacticsOpen(s, e.payload.faction)
      ? everybody(e)
      : owner(e, s, e.payload.faction, { faction: e.payload.faction, theater: e.payload.theater, count: e.payload.cards.length }),
  MissionAssigned: (e, s) => owner(e, s, e.payload.faction, { faction: e.payload.faction }),
  LeaderAddedToMission: (e, s) => owner(e, s, e.payload.faction, { faction: e.payload.faction }),
  AssignmentUndone: (e, s) => owner(e, s, e.payload.faction, { faction: e.payload.faction }),
  MissionSearchedAndAssigned: (e, s) => owner(e, s, e.payload.faction, { faction: e.payload.faction }),
  // FAQ: a card searched for is not shown.
  CardSearched: (e, s) => owner(e, s, e.payload.faction, { faction: e.payload.faction, deck: e.payload.deck }),
  CardsPutBack: (e, s) =>
    e.payload.deck === 'probe'
      ? owner(e, s, 'rebel', { deck: 'probe', top: e.payload.top.length, bottom: e.payload.bottom.length })
      : owner(e, s, 'rebel', { deck: 'objectives', count: e.payload.top.length + e.payload.bottom.length }),
  // „Contingency Plan“: the starting mission the leaders go onto comes from the hand; none means they go to the pool in the open.
  LeadersMovedToStartingMission: (e, s) =>
    e.payload.card === null ? everybody(e) : owner(e, s, e.payload.faction, { faction: e.payload.faction, slot: e.payload.slot }),
  SandboxHandsDealt: (e, s) =>
    owner(e, s, e.payload.faction, {
      faction: e.payload.faction,
      missions: e.payload.missions.length,
      actions: e.payload.actions.length,
      objectives: e.payload.objectives.length,
      probes: e.payload.probes.length,
    }),
  SandboxMissionsAssigned: (e, s) => owner(e, s, e.payload.faction, { faction: e.payload.faction, count: e.payload.assigned.length }),

  // A secret prompt's choices are its side's; everybody else sees the question (promptForOthers). A card's frame holds
  // what the side has seen and chosen so far: others get its card and step, never its values. A reaction window's
  // frame holds only the public facts it opened on, so it is shown whole.
  PromptOpened: (e, s) =>
    e.payload.prompt.secret
      ? owner(e, s, e.payload.faction, {
          ...e.payload,
          prompt: promptForOthers(e.payload.prompt),
          frame: e.payload.frame.card === REACTION_FRAME ? e.payload.frame : { ...e.payload.frame, vars: {} },
        })
      : everybody(e),
  // The answer to a secret prompt is its side's, as its choices are; the open prompt is still in the state.
  PromptAnswered: (e, s) => (s.prompt?.prompt.secret === true ? owner(e, s, e.payload.faction, { faction: e.payload.faction, choice: null }) : everybody(e)),

  // „Long-Range Probe“, „Local Rumors“, „Interrogation Droid“: the Rebel tells the Empire; spectators see the question.
  BaseQuestionAnswered: (e, s) => sides(e, s, { system: e.payload.system, scope: e.payload.scope }),
  BaseSystemsNamed: (e, s) => sides(e, s, { count: e.payload.systems.length }),

  // The open table.
  FactionsAssigned: everybody,
  StartingLeadersPlaced: everybody,
  TimeTrackPrepared: everybody,
  LoyaltySetUp: everybody,
  SetupStepBegan: everybody,
  UnitPlaced: everybody,
  PlacementUndone: everybody,
  PlacementConfirmed: everybody,
  ImmediateActionCardsBegan: everybody,
  ImmediateActionCardRevealed: everybody,
  RingAttached: everybody,
  BaseRevealed: everybody,
  SandboxBoardSet: everybody,
  SandboxPhaseSet: everybody,
  StartingMissionsTaken: everybody,
  RoundBegan: everybody,
  ActionCardUsed: everybody,
  LeaderPlaced: everybody,
  EvacuationBegan: everybody,
  AssignmentResumed: everybody,
  AssignmentFinished: everybody,
  CommandPhaseBegan: everybody,
  Passed: everybody,
  TurnBegan: everybody,
  SystemActivated: everybody,
  UnitsMoving: everybody,
  CaptiveMoving: everybody,
  MoveUndone: everybody,
  MovesConfirmed: everybody,
  BaseNotInSystem: everybody,
  SystemSubjugated: everybody,
  SubjugationRemoved: everybody,
  MissionRevealed: everybody,
  MissionRevealedOntoCards: everybody,
  LeaderSentToOppose: everybody,
  OppositionDeclined: everybody,
  OppositionBarred: everybody,
  MissionDiceRolled: everybody,
  DiceSetDown: everybody,
  ReactionWindowOpened: everybody,
  LeaderEliminated: everybody,
  ReputationGained: everybody,
  LeaderMoved: everybody,
  RingWindowOpened: everybody,
  RingUsed: everybody,
  RingDeclined: everybody,
  YodaRingAttached: everybody,
  LeaderFigureSwapped: everybody,
  MissionDieRerolled: everybody,
  MissionResolved: everybody,
  LoyaltyChanged: everybody,
  SabotageMarkerPlaced: everybody,
  SabotageMarkerRemoved: everybody,
  LeaderCaptured: everybody,
  LeaderFrozen: everybody,
  LeaderTurned: everybody,
  LeaderDetained: everybody,
  ResearchOffered: everybody,
  ResearchChosen: everybody,
  RapidMobilizationReady: everybody,
  MobilizationBegan: everybody,
  MobilizationChosen: everybody,
  OldBaseGivenUp: everybody,
  MissionCardReturned: everybody,
  MissionCardDiscarded: everybody,
  CombatBegan: everybody,
  CombatLeaderAdded: everybody,
  CombatLeaderDeclined: everybody,
  CombatStepBegan: everybody,
  CombatCardsDone: everybody,
  ModifierAdded: everybody,
  RebelDiceReduced: everybody,
  CombatRoundBegan: everybody,
  AttackDiceRolled: everybody,
  DieSpent: everybody,
  TacticCardPlayed: everybody,
  DiceRerolled: everybody,
  DamageAssigned: everybody,
  FreeDamageAdded: everybody,
  DamageBlocked: everybody,
  BlockingForbidden: everybody,
  RetreatForbidden: everybody,
  EscapePlanned: everybody,
  CombatActionsEnded: everybody,
  BlockingEnded: everybody,
  AttackResolved: everybody,
  UnitsDestroyed: everybody,
  UnitsGained: everybody,
  UnitsMoved: everybody,
  BattleDecided: everybody,
  BattleStepEnded: everybody,
  QueuedUnitDestroyed: everybody,
  QueuedUnitAdvanced: everybody,
  DeathStarPlansRevealed: everybody,
  DeathStarPlansSkipped: everybody,
  PlansDieRerolled: everybody,
  RetreatBegan: everybody,
  RetreatUnitsAdded: everybody,
  Retreated: everybody,
  RetreatDeclined: everybody,
  CombatEnded: everybody,
  LeaderRescued: everybody,
  RefreshPhaseBegan: everybody,
  ObjectiveWindowOpened: everybody,
  ObjectivePlayed: everybody,
  ObjectiveSkipped: everybody,
  CombatObjectivesDue: everybody,
  LeadersRetrieved: everybody,
  HandLimitApplied: everybody,
  MissionDiscarded: everybody,
  TimeAdvanced: everybody,
  RecruitBegan: everybody,
  LeaderRecruited: everybody,
  RecruitForgone: everybody,
  BuildBegan: everybody,
  ReleaseOpened: everybody,
  UnitReleased: everybody,
  ReleasingFinished: everybody,
  BuildChoicesBegan: everybody,
  BuildUnitPicked: everybody,
  BuildChoiceLapsed: everybody,
  UnitsBuilt: everybody,
  QueuedUnitDeployed: everybody,
  LeaderJoined: everybody,
  LeadersMoved: everybody,
  SystemDestroyed: everybody,
  BuildQueueAdvanced: everybody,
  UnitDeployed: everybody,
  DeployFinished: everybody,
  GameEnded: everybody,
};

/** `event` as it is emitted in `state`: one lookup in the table. */
export function declaredFor(event: RebellionEvent, state: RebellionState): Emitted<RebellionEvent> {
  return (EVENT_VISIBILITY[event.type] as Declaration<EventType>)(event, state);
}
