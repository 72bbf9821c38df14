import type { Seat } from '../core/visibility.view.js';
import type { ActionCardId } from './data/action-cards.data.js';
import type { LeaderId } from './data/leaders.data.js';
import type { MissionId } from './data/missions.data.js';
import type { Faction, Theater } from './data/model.types.js';
import type { ObjectiveId } from './data/objectives.data.js';
import type { SystemId } from './data/systems.data.js';
import type { TacticCardId } from './data/tactic-cards.data.js';
import type { UnitTypeId } from './data/units.data.js';
import type {
  AssignedMission,
  BuildSlot,
  CombatStep,
  DieRoll,
  EndReason,
  ImmediateResume,
  ObjectiveResume,
  LeaderState,
  OpenPrompt,
  Place,
  QueuedUnit,
  MissionRing,
  RingId,
  SetupStepName,
  SystemState,
  UnitCounts,
  UnitRef,
} from './rebellion.state.js';
import type { DieFace } from './data/dice.data.js';
import type { Modifier } from './modifiers.effects.js';
import type { ReactionMoment } from './reactions.effects.js';
import { FIRST_SCHEMA, type EventSchema } from '../core/events/event.upcast.js';

/** The open part of a sandbox position. */
export interface SandboxBoard {
  readonly round: number;
  readonly time: number;
  readonly reputation: number;
  readonly systems: Readonly<Record<SystemId, SystemState>>;
  readonly units: Readonly<Record<Place, UnitCounts>>;
  /** Leaders standing on the board. */
  readonly leaders: Readonly<Partial<Record<LeaderId, LeaderState>>>;
  /** Leaders in a pool or on a face-down mission, with their rings: all start in the pool. */
  readonly reserve: Readonly<Partial<Record<LeaderId, RingId | null>>>;
  readonly eliminated: readonly LeaderId[];
  readonly buildQueue: Readonly<Record<Faction, readonly QueuedUnit[]>>;
  readonly probesInBox: readonly SystemId[];
  readonly objectivesPlayed: readonly ObjectiveId[];
}

type Ev<T extends string, P> = { readonly type: T; readonly payload: P };

/**
 * Everything that happens in a game of Rebellion, in the past tense. Deck
 * orders travel in server-only events; draws name the cards drawn, seen only
 * by their owner. Comments explain the visibility; `events.visibility.ts`
 * declares it, once per type.
 */
export type RebellionEvent =
  /** Setup step 1 (public). */
  | Ev<'FactionsAssigned', { readonly empire: Seat; readonly rebel: Seat }>
  /** Step 2 (public). */
  | Ev<'StartingLeadersPlaced', { readonly leaders: readonly LeaderId[] }>
  /** Step 3 (public). */
  | Ev<'TimeTrackPrepared', { readonly time: number; readonly reputation: number }>
  /** Step 4: tier I on top, II, then III (server). */
  | Ev<'ObjectiveDeckBuilt', { readonly order: readonly ObjectiveId[] }>
  /** The top objective cards into the Rebel hand (Rebel only). */
  | Ev<'ObjectivesDrawn', { readonly cards: readonly ObjectiveId[] }>
  /** Step 5: recruit cards (server). */
  | Ev<'ActionDeckShuffled', { readonly faction: Faction; readonly order: readonly ActionCardId[] }>
  /** Step 6 (server). */
  | Ev<'TacticDeckShuffled', { readonly theater: Theater; readonly order: readonly TacticCardId[] }>
  /** Step 7-II (server). */
  | Ev<'ProjectDeckShuffled', { readonly order: readonly MissionId[] }>
  /** Step 7-III: the missions that are neither starting missions nor projects (server). */
  | Ev<'MissionDeckShuffled', { readonly faction: Faction; readonly order: readonly MissionId[] }>
  /** Step 8-IV is a random draw: the starting action cards are shuffled here, dealt from the top later (server). */
  | Ev<'StartingActionCardsShuffled', { readonly faction: Faction; readonly order: readonly ActionCardId[] }>
  /** Steps 8-I and 9 (server). */
  | Ev<'ProbeDeckShuffled', { readonly order: readonly SystemId[] }>
  /** Step 8-I: every card revealed, in order, and the markers placed; the Imperial cards go to the box (public). */
  | Ev<
      'LoyaltySetUp',
      {
        readonly revealed: readonly SystemId[];
        readonly rebel: readonly SystemId[];
        readonly subjugated: readonly SystemId[];
        readonly imperial: readonly SystemId[];
      }
    >
  /** The game waits for a setup decision (public). */
  | Ev<'SetupStepBegan', { readonly step: SetupStepName }>
  /** Steps 8-II and 8-III, one unit at a time (public: the board is open). */
  | Ev<'UnitPlaced', { readonly faction: Faction; readonly unit: UnitTypeId; readonly at: Place }>
  /** The last placement taken back (public). */
  | Ev<'PlacementUndone', { readonly faction: Faction; readonly unit: UnitTypeId; readonly at: Place }>
  | Ev<'PlacementConfirmed', { readonly faction: Faction }>
  /** Step 8-IV (owner only). */
  | Ev<'StartingActionCardsDealt', { readonly faction: Faction; readonly cards: readonly ActionCardId[] }>
  /** „Sofort“ cards gained wait to be resolved; then the game goes on at `resume` (public). */
  | Ev<'ImmediateActionCardsBegan', { readonly resume: ImmediateResume }>
  /** A "Sofort" card is revealed as soon as it is gained (public). */
  | Ev<'ImmediateActionCardRevealed', { readonly faction: Faction; readonly card: ActionCardId }>
  /** Its condition ring goes onto a leader (public). */
  | Ev<'RingAttached', { readonly faction: Faction; readonly card: ActionCardId; readonly leader: LeaderId }>
  /** Step 9 (Rebel only). */
  | Ev<'BaseChosen', { readonly system: SystemId }>
  /** RR AUFDECKEN DES REBELLENSTÜTZPUNKTES: the probe card turned up; units and leaders of the space move into the system (public). */
  | Ev<'BaseRevealed', { readonly system: SystemId }>
  /** A sandbox position: the open board (public; leaders in pool or on face-down missions are listed as `reserve`). */
  | Ev<'SandboxBoardSet', SandboxBoard>
  /** A sandbox position: a side's hands (owner only; others see the counts). */
  | Ev<
      'SandboxHandsDealt',
      {
        readonly faction: Faction;
        readonly missions: readonly MissionId[];
        readonly actions: readonly ActionCardId[];
        readonly objectives: readonly ObjectiveId[];
        readonly probes: readonly SystemId[];
      }
    >
  /** A sandbox position: a side's face-down missions and their leaders (owner only; others see the count). */
  | Ev<'SandboxMissionsAssigned', { readonly faction: Faction; readonly assigned: readonly AssignedMission[] }>
  /** A sandbox position: which phase the game starts in (public). */
  | Ev<'SandboxPhaseSet', { readonly phase: 'assignment' | 'command'; readonly turn: Faction; readonly passed: readonly Faction[] }>
  /** Step 10: the four starting missions (public: everybody knows them). */
  | Ev<'StartingMissionsTaken', { readonly faction: Faction; readonly cards: readonly MissionId[] }>
  /** Mission cards from the top of the owner's deck (owner only). */
  | Ev<'MissionsDrawn', { readonly faction: Faction; readonly cards: readonly MissionId[] }>
  /** A game round starts with its assignment phase (public). */
  | Ev<'RoundBegan', { readonly round: number }>
  /** A leader onto a new face-down mission (owner only; others see the side). */
  | Ev<'MissionAssigned', { readonly faction: Faction; readonly slot: number; readonly mission: MissionId; readonly leader: LeaderId }>
  /** A second leader onto a face-down mission (owner only; others see the side). */
  | Ev<'LeaderAddedToMission', { readonly faction: Faction; readonly slot: number; readonly leader: LeaderId }>
  /** The last assignment step taken back (owner only; others see the side). */
  | Ev<'AssignmentUndone', { readonly faction: Faction }>
  /** RR AKTIONSKARTEN: a card revealed and resolved, then put in the box (public). */
  | Ev<'ActionCardUsed', { readonly faction: Faction; readonly card: ActionCardId }>
  /** A card puts a leader from the pool onto the board (public). */
  | Ev<'LeaderPlaced', { readonly leader: LeaderId; readonly at: Place }>
  /** „Our Most Desperate Hour“: a card searched from the deck goes face down with the leader on it (owner only; others see the side). */
  | Ev<'MissionSearchedAndAssigned', { readonly faction: Faction; readonly mission: MissionId; readonly leader: LeaderId }>
  /**
   * A card searched from the owner's mission deck or from the project deck:
   * into the hand, or face down with `leader` on it (owner only; others see
   * the side and the deck, FAQ: a card searched for is not shown).
   */
  | Ev<'CardSearched', { readonly faction: Faction; readonly deck: 'missions' | 'projects'; readonly card: MissionId; readonly leader: LeaderId | null }>
  /** „Start the Evacuation“: units may now move from the Rebel Base space into the system (public). */
  | Ev<'EvacuationBegan', { readonly system: SystemId; readonly card?: ActionCardId }>
  /** The assigning side goes on assigning (public). */
  | Ev<'AssignmentResumed', { readonly faction: Faction }>
  /** A side is done assigning; how many cards lie face down is on the open table (public). */
  | Ev<'AssignmentFinished', { readonly faction: Faction; readonly missions: number }>
  | Ev<'CommandPhaseBegan', Record<string, never>>
  | Ev<'Passed', { readonly faction: Faction }>
  /** The next command phase turn (public). */
  | Ev<'TurnBegan', { readonly faction: Faction }>
  /** RR SYSTEME AKTIVIEREN step 1: a leader from the pool into a system or onto the Rebel Base space (public). */
  | Ev<'SystemActivated', { readonly faction: Faction; readonly leader: LeaderId; readonly system: Place }>
  /** Step 2, built up one group at a time (public: units move on the open board). */
  | Ev<'UnitsMoving', { readonly faction: Faction; readonly from: Place; readonly unit: UnitTypeId; readonly count: number }>
  | Ev<'CaptiveMoving', { readonly leader: LeaderId; readonly from: Place }>
  | Ev<'MoveUndone', { readonly faction: Faction }>
  /** The move is made: every group into the activated system (public). */
  | Ev<'MovesConfirmed', { readonly faction: Faction; readonly system: Place }>
  /** Step 3: Imperial ground units arrived and the Rebel says the base is not here (public). */
  | Ev<'BaseNotInSystem', { readonly system: SystemId }>
  /** RR UNTERWERFUNG: the marker laid, or removed once no Imperial ground unit is left (public). */
  | Ev<'SystemSubjugated', { readonly system: SystemId }>
  | Ev<'SubjugationRemoved', { readonly system: SystemId }>
  /**
   * RR MISSIONEN AUFDECKEN steps 1 and 2: the card turned up, its leaders into
   * the chosen system; `opposable`: the opponent is asked to send a leader (public).
   */
  | Ev<
      'MissionRevealed',
      {
        readonly faction: Faction;
        readonly slot: number;
        readonly card: MissionId;
        readonly leaders: readonly LeaderId[];
        readonly system: Place;
        readonly target: LeaderId | null;
        readonly opposable: boolean;
      }
    >
  /**
   * Steps 1 and 2 for a card with no system („Contingency Plan“): the card
   * turned up, its leaders stay on it until its ability moves them (public).
   */
  | Ev<'MissionRevealedOntoCards', { readonly faction: Faction; readonly slot: number; readonly card: MissionId; readonly leaders: readonly LeaderId[] }>
  /**
   * „Contingency Plan“: the leaders of face-down slot `slot` onto starting
   * mission `card` from the hand, in the slot's place (owner only: others
   * see the side and the slot); `card` null: no starting mission in hand,
   * the leaders go back to the leader pool.
   */
  | Ev<'LeadersMovedToStartingMission', { readonly faction: Faction; readonly slot: number; readonly card: MissionId | null }>
  /** Step 4 (public). */
  | Ev<'LeaderSentToOppose', { readonly faction: Faction; readonly leader: LeaderId }>
  | Ev<'OppositionDeclined', { readonly faction: Faction }>
  /** A card („Blindside“) forbids the side to send a leader from its pool to oppose the mission. */
  | Ev<'OppositionBarred', { readonly faction: Faction }>
  /** Step 5: the side attempting first, then its opponent (public). */
  | Ev<'MissionDiceRolled', { readonly faction: Faction; readonly dice: readonly DieRoll[] }>
  /** A card („One in a Million“) sets these dice down for the side instead of rolling them; they join its roll. */
  | Ev<'DiceSetDown', { readonly faction: Faction; readonly dice: readonly DieRoll[] }>
  /**
   * The game stops at a moment where `faction` may play a reaction card; it
   * opens on public facts alone, whatever the side holds (public; the prompt
   * that follows is secret).
   */
  | Ev<'ReactionWindowOpened', { readonly moment: ReactionMoment; readonly faction: Faction }>
  /** RR ANFÜHRER ELIMINIEREN: the leader goes into the box for the rest of the game (public). */
  | Ev<'LeaderEliminated', { readonly leader: LeaderId }>
  /** RR SYMPATHIE: a card moves the reputation marker `amount` spaces towards the time marker (public). */
  | Ev<'ReputationGained', { readonly amount: number }>
  /** A card moves a leader standing on the board to another place (public). */
  | Ev<'LeaderMoved', { readonly leader: LeaderId; readonly to: Place }>
  /** A condition ring's window opens for its owner (public: rings are on the table). */
  | Ev<'RingWindowOpened', { readonly ring: MissionRing }>
  /** The ring is discarded for its ability; `blanked`: the index of the Empire's die turned to a blank (public). */
  | Ev<'RingUsed', { readonly leader: LeaderId; readonly ring: ActionCardId; readonly blanked: number | null }>
  | Ev<'RingDeclined', { readonly ring: MissionRing }>
  /** „Seek Yoda“: the Master Yoda ring on `leader` (public: the mission card is face up). */
  | Ev<'YodaRingAttached', { readonly leader: LeaderId }>
  /** „Seek Yoda“: the figure `from` swapped for `to` where it stands, with its ring, in the mission it resolves (public). */
  | Ev<'LeaderFigureSwapped', { readonly from: LeaderId; readonly to: LeaderId }>
  /** The Master Yoda ring: `faction` rerolled its mission die `index`, now showing `face` (public). */
  | Ev<'MissionDieRerolled', { readonly leader: LeaderId; readonly faction: Faction; readonly index: number; readonly face: DieFace }>
  | Ev<'MissionResolved', { readonly faction: Faction; readonly card: MissionId; readonly success: boolean }>
  /** RR LOYALITÄT, UNTERWERFUNG: a system's markers after a side gained loyalty (public). */
  | Ev<'LoyaltyChanged', { readonly system: SystemId; readonly loyalty: Faction | null; readonly subjugated: boolean }>
  | Ev<'SabotageMarkerPlaced', { readonly system: SystemId }>
  | Ev<'SabotageMarkerRemoved', { readonly system: SystemId }>
  /** RR GEFANGENE ANFÜHRER: the captured ring on a Rebel leader (public). */
  | Ev<'LeaderCaptured', { readonly leader: LeaderId }>
  /** „Carbon Freezing“: the Carbonite ring replaces the captured ring; the Rebels lose `reputation` (public). */
  | Ev<'LeaderFrozen', { readonly leader: LeaderId; readonly reputation: number }>
  /**
   * „Lure of the Dark Side“: the captive wears the card's ring instead of the
   * captured ring and plays for `side` for the rest of the game; the Rebels
   * lose `reputation` (public).
   */
  | Ev<'LeaderTurned', { readonly leader: LeaderId; readonly side: Faction; readonly reputation: number }>
  /** „Detained“: the leader stays on the board at the next retrieval (public). */
  | Ev<'LeaderDetained', { readonly leader: LeaderId }>
  /** The top objectives, seen by the Rebel alone (others see the count). */
  | Ev<'ObjectivesLookedAt', { readonly cards: readonly ObjectiveId[] }>
  /** One back on top, the other to the bottom (Rebel only). */
  /** „Interrogation“: the Rebel shows the Empire its objective hand, then takes it back hidden (the Empire's). */
  | Ev<'ObjectivesShown', { readonly cards: readonly ObjectiveId[] }>
  /** „Retrieve the Plans“: the Empire puts one objective of the Rebel hand on the bottom of the objective deck (the Empire's; the Rebel's view shows its hand). */
  | Ev<'ObjectiveToDeckBottom', { readonly card: ObjectiveId }>
  | Ev<'ObjectivesArranged', { readonly top: ObjectiveId; readonly bottom: readonly ObjectiveId[] }>
  /** „Forschung und Entwicklung“ where a sabotage marker lies: the Empire chooses between its two abilities (public). */
  | Ev<'ResearchOffered', Record<string, never>>
  /** „Forschung und Entwicklung“: which of its two abilities (public). */
  | Ev<'ResearchChosen', { readonly option: 'projects' | 'sabotage' }>
  /** Project cards seen by the Empire alone (others see the count). */
  | Ev<'ProjectsDrawn', { readonly cards: readonly MissionId[] }>
  /** One into the hand, the rest under the project deck (Empire only; others see nothing but the type). */
  | Ev<'ProjectKept', { readonly card: MissionId; readonly bottom: readonly MissionId[] }>
  /** The project discard pile shuffled and put under what is left of the deck, once the deck runs short (server). */
  | Ev<'ProjectDiscardsReshuffled', { readonly order: readonly MissionId[] }>
  /** „Schnelle Mobilisierung“ resolved: its ability waits for the end of the command phase (public). */
  | Ev<'RapidMobilizationReady', { readonly leaders: number }>
  /**
   * „Stolen Plans“, „Plant False Lead“: cards the Rebel put back unseen, `top`
   * from the deck's top card down, `bottom` down to the deck's last card. Objectives
   * come off the top of their deck, probe cards out of the Empire's hand (the Rebel's;
   * others see how many went where).
   */
  | Ev<
      'CardsPutBack',
      | { readonly deck: 'objectives'; readonly top: readonly ObjectiveId[]; readonly bottom: readonly ObjectiveId[] }
      | { readonly deck: 'probe'; readonly top: readonly SystemId[]; readonly bottom: readonly SystemId[] }
    >
  /**
   * „Long-Range Probe“, „Local Rumors“: the Rebel's truthful answer whether the
   * base is in `system` (or its region). Both sides' seats; spectators see the question.
   */
  | Ev<'BaseQuestionAnswered', { readonly system: SystemId; readonly scope: 'system' | 'region'; readonly yes: boolean }>
  /** „Interrogation Droid“: the systems the Rebel named, one of them his base's, sorted (both sides' seats; spectators see the count). */
  | Ev<'BaseSystemsNamed', { readonly systems: readonly SystemId[] }>
  /** A card asks a side (core/prompts); a secret prompt shows others only its question (promptForOthers). */
  | Ev<'PromptOpened', OpenPrompt>
  /** The open prompt's answer: one of its choices' parameters, or null for a pass. */
  | Ev<'PromptAnswered', { readonly faction: Faction; readonly choice: Readonly<Record<string, string>> | null }>
  /** End of the command phase: „Schnelle Mobilisierung“ is resolved now (public). */
  | Ev<'MobilizationBegan', { readonly leaders: number }>
  | Ev<'MobilizationChosen', { readonly option: 'units' | 'new-base' | 'none' }>
  /** The probe cards the Rebel looks at for a new base (Rebel only; others see the count). */
  | Ev<'NewBaseCardsDrawn', { readonly cards: readonly SystemId[] }>
  /** RR ERRICHTUNG EINES NEUEN STÜTZPUNKTES: the old base card turned up and given to the Empire; units and leaders of the space into its system (public). */
  | Ev<'OldBaseGivenUp', { readonly system: SystemId }>
  /** The new base, hidden again (Rebel only). */
  | Ev<'NewBaseChosen', { readonly system: SystemId }>
  /** The cards not chosen, shuffled under the probe deck (server). */
  | Ev<'ProbeCardsReturned', { readonly order: readonly SystemId[] }>
  /** Step 6: a starting mission back to the hand, any other card onto its discard pile (public: it was revealed). */
  | Ev<'MissionCardReturned', { readonly faction: Faction; readonly card: MissionId }>
  | Ev<'MissionCardDiscarded', { readonly faction: Faction; readonly card: MissionId }>
  /** RR GEFECHT: units of both sides in the same theater (public). */
  | Ev<'CombatBegan', { readonly system: SystemId; readonly active: Faction; readonly from: readonly SystemId[]; readonly present: Readonly<Record<Theater, readonly Faction[]>> }>
  /** Step 1: a leader from the pool joins, or not (public). */
  | Ev<'CombatLeaderAdded', { readonly faction: Faction; readonly leader: LeaderId }>
  | Ev<'CombatLeaderDeclined', { readonly faction: Faction }>
  /** The combat waits for `turn` in `step` (public). */
  | Ev<'CombatStepBegan', { readonly step: CombatStep; readonly turn: Faction }>
  /** „Gefechtsbeginn“ cards: a side is done using them (public). */
  | Ev<'CombatCardsDone', { readonly faction: Faction }>
  /** A card's lasting effect in force until its expiry (public: the card was shown). */
  | Ev<'ModifierAdded', { readonly modifier: Modifier }>
  /** „According to My Design“ (public). */
  | Ev<'RebelDiceReduced', Record<string, never>>
  /** Tactic cards into a hand (owner only; others see the side, theater and count). */
  | Ev<'TacticCardsDrawn', { readonly faction: Faction; readonly theater: Theater; readonly cards: readonly TacticCardId[] }>
  /** An empty tactic deck replaced by its shuffled discard pile (server). */
  | Ev<'TacticDiscardsReshuffled', { readonly theater: Theater; readonly order: readonly TacticCardId[] }>
  | Ev<'CombatRoundBegan', { readonly round: number }>
  /** RR ANGRIFFE ABHANDELN step 1 (public). */
  | Ev<'AttackDiceRolled', { readonly attacker: Faction; readonly theater: Theater; readonly dice: readonly DieRoll[] }>
  /** A special die spent to draw a tactic card or pay for one (public). */
  | Ev<'DieSpent', { readonly index: number }>
  /** A tactic card revealed, its ability resolved, then discarded (public). */
  | Ev<'TacticCardPlayed', { readonly faction: Faction; readonly card: TacticCardId; readonly discarded: readonly TacticCardId[] }>
  | Ev<'DiceRerolled', { readonly indices: readonly number[]; readonly faces: readonly DieFace[] }>
  /** Damage on a unit of `faction` assigned in this attack, from a die (its index) or a card (public). */
  | Ev<'DamageAssigned', { readonly faction: Faction; readonly target: UnitRef; readonly amount: number; readonly source: number | 'free' | 'card' }>
  | Ev<'FreeDamageAdded', { readonly amount: number }>
  | Ev<'DamageBlocked', { readonly faction: Faction; readonly target: UnitRef }>
  /** Unstoppable Assault, No Escape, Escape Plan (public). */
  | Ev<'BlockingForbidden', { readonly faction: Faction }>
  | Ev<'RetreatForbidden', { readonly faction: Faction }>
  | Ev<'EscapePlanned', { readonly faction: Faction }>
  /** The attacker is done with combat actions; then the defender with blocking (public). */
  | Ev<'CombatActionsEnded', { readonly faction: Faction }>
  | Ev<'BlockingEnded', { readonly faction: Faction }>
  /** Step 5: assigned damage becomes markers; units at or over their health go onto the faction sheet (public). */
  | Ev<'AttackResolved', { readonly attacker: Faction }>
  /** Units removed from the board to the supply (public). */
  | Ev<'UnitsDestroyed', { readonly faction: Faction; readonly at: Place; readonly units: UnitCounts }>
  /** A card puts units from the supply onto the board. */
  | Ev<'UnitsGained', { readonly faction: Faction; readonly at: Place; readonly units: UnitCounts }>
  /** A card moves units from one place to another at once, outside an activation (public). */
  | Ev<'UnitsMoved', { readonly faction: Faction; readonly from: Place; readonly to: Place; readonly units: UnitCounts }>
  | Ev<'BattleDecided', { readonly theater: Theater; readonly winner: Faction | null }>
  /** The battle step is over: its doomed units are gone, Unstoppable Assault ends (public). */
  | Ev<'BattleStepEnded', { readonly theater: Theater }>
  /** RR TODESSTERN BAUEN: the Death Star on the build queue goes with the one under construction (public). */
  | Ev<'QueuedUnitDestroyed', { readonly faction: Faction; readonly unit: UnitTypeId }>
  /** A card moves one queued unit a space towards deployment. */
  | Ev<'QueuedUnitAdvanced', { readonly faction: Faction; readonly unit: UnitTypeId; readonly from: number }>
  /** RR TODESSTERN ZERSTÖREN: revealed after the space battle step, 3 dice rolled (public). */
  | Ev<'DeathStarPlansRevealed', { readonly card: ObjectiveId; readonly target: UnitTypeId; readonly dice: readonly DieRoll[] }>
  /** „Seek Yoda“ (FAQ): the Master Yoda ring of `leader` rerolls die `index` of the plans before they are judged (public). */
  | Ev<'PlansDieRerolled', { readonly leader: LeaderId; readonly index: number; readonly face: DieFace }>
  | Ev<'DeathStarPlansSkipped', Record<string, never>>
  /** RR RÜCKZUG (public). */
  | Ev<'RetreatBegan', { readonly faction: Faction; readonly leader: LeaderId; readonly to: SystemId }>
  | Ev<'RetreatUnitsAdded', { readonly unit: UnitTypeId; readonly count: number }>
  | Ev<'Retreated', { readonly faction: Faction }>
  | Ev<'RetreatDeclined', { readonly faction: Faction }>
  /** RR GEFECHTSENDE: damage removed, tactic hands discarded (public). */
  | Ev<'CombatEnded', Record<string, never>>
  /** Every tactic card back into its shuffled deck (server). */
  | Ev<'TacticDecksReshuffled', { readonly space: readonly TacticCardId[]; readonly ground: readonly TacticCardId[] }>
  /** RR GEFANGENE ANFÜHRER RETTEN: the captured ring is discarded and the leader goes to the Rebel Base space, or its system once revealed (public). */
  | Ev<'LeaderRescued', { readonly leader: LeaderId; readonly to: Place }>
  /** End of the command phase: unrevealed missions go back to the hand, their leaders to the pool (owner only; others see the count). */
  | Ev<'FaceDownMissionsReturned', { readonly faction: Faction; readonly missions: readonly MissionId[]; readonly leaders: readonly LeaderId[] }>
  | Ev<'RefreshPhaseBegan', Record<string, never>>
  /** Just before refresh step 1: the Rebel may play 1 objective (public). */
  | Ev<'ObjectiveWindowOpened', Record<string, never>>
  /** An objective revealed and scored; to the box unless it returns to the hand (public). */
  | Ev<'ObjectivePlayed', { readonly card: ObjectiveId; readonly reputation: number; readonly returnsToHand: boolean }>
  | Ev<'ObjectiveSkipped', Record<string, never>>
  /** RR ZIELKARTEN „Gefecht“: by public facts these objectives' requirements were just met; the Rebel may play one he holds (public). */
  | Ev<'CombatObjectivesDue', { readonly cards: readonly ObjectiveId[]; readonly resume: ObjectiveResume }>
  /** Refresh step 1: every leader on the board returns to its pool (public). */
  | Ev<'LeadersRetrieved', { readonly leaders: readonly LeaderId[] }>
  /** An empty mission deck is replaced by its shuffled discard pile (server). */
  | Ev<'MissionDiscardsReshuffled', { readonly faction: Faction; readonly order: readonly MissionId[] }>
  /** Refresh step 2: more than 10 missions in hand; the excess is public, hand sizes are (public). */
  | Ev<'HandLimitApplied', { readonly excess: Readonly<Record<Faction, number>> }>
  /** Onto the open discard pile (public). */
  | Ev<'MissionDiscarded', { readonly faction: Faction; readonly mission: MissionId }>
  /** „Intercept Transmissions“: the top probe cards, seen by the Rebel alone (others see the count). */
  | Ev<'ProbeCardsLookedAt', { readonly cards: readonly SystemId[] }>
  /** Refresh step 3 (Empire only; the Rebel sees the count). */
  | Ev<'ProbeCardsDrawn', { readonly cards: readonly SystemId[] }>
  /** Refresh step 5 (public). */
  | Ev<'TimeAdvanced', { readonly time: number }>
  /** A recruit icon reached (public). */
  | Ev<'RecruitBegan', Record<string, never>>
  /** The action cards a side draws to choose from (owner only; others see the count). */
  | Ev<'RecruitCardsDrawn', { readonly faction: Faction; readonly cards: readonly ActionCardId[] }>
  /** The card kept face down; the others go under the action deck unseen (owner only; others see the side). */
  | Ev<'RecruitCardChosen', { readonly faction: Faction; readonly card: ActionCardId; readonly returned: readonly ActionCardId[] }>
  /** A leader from the chosen card into the pool (public). */
  | Ev<'LeaderRecruited', { readonly faction: Faction; readonly leader: LeaderId }>
  /** The chosen card shows no leader that can still be recruited (public). */
  | Ev<'RecruitForgone', { readonly faction: Faction }>
  /** A build icon reached: first the voluntary destruction (public). */
  | Ev<'BuildBegan', Record<string, never>>
  /** A side chooses a unit of its own to destroy (public). */
  | Ev<'ReleaseOpened', { readonly faction: Faction }>
  /** RR MATERIALBESCHRÄNKUNG: back to the supply (public). */
  | Ev<'UnitReleased', { readonly faction: Faction; readonly at: Place; readonly unit: UnitTypeId }>
  | Ev<'ReleasingFinished', { readonly faction: Faction }>
  /** The Rebel's icons that offer a choice of unit, in order (public). */
  | Ev<'BuildChoicesBegan', { readonly choices: readonly BuildSlot[] }>
  | Ev<'BuildUnitPicked', { readonly unit: UnitTypeId }>
  /** The next such icon has no unit with a miniature left (public). */
  | Ev<'BuildChoiceLapsed', Record<string, never>>
  /** Onto the build queue (public). */
  | Ev<'UnitsBuilt', { readonly faction: Faction; readonly units: readonly QueuedUnit[] }>
  /**
   * A card deploys a unit straight from `space` of the build queue (public);
   * a Death Star replaces the one under construction there (RR TODESSTERN BAUEN).
   */
  | Ev<'QueuedUnitDeployed', { readonly faction: Faction; readonly unit: UnitTypeId; readonly space: number; readonly at: SystemId }>
  /** A card recruits a leader straight onto the board (public; RR REKRUTIEREN). */
  | Ev<'LeaderJoined', { readonly faction: Faction; readonly leader: LeaderId; readonly at: SystemId }>
  /** An ability moves leaders standing on the board to another place (public). */
  | Ev<'LeadersMoved', { readonly leaders: readonly LeaderId[]; readonly to: Place }>
  /** RR ZERSTÖRTE SYSTEME: the marker placed; loyalty, subjugation and sabotage markers go (public). */
  | Ev<'SystemDestroyed', { readonly system: SystemId }>
  /** Refresh step 6: every queued unit one space on; `ready` slid off space 1 (public). */
  | Ev<'BuildQueueAdvanced', { readonly faction: Faction; readonly ready: UnitCounts }>
  | Ev<'UnitDeployed', { readonly faction: Faction; readonly unit: UnitTypeId; readonly at: Place }>
  /** The ready units not deployed go back to space 1 (public). */
  | Ev<'DeployFinished', { readonly faction: Faction; readonly returned: UnitCounts }>
  | Ev<'GameEnded', { readonly winner: Faction; readonly reason: EndReason }>;

/**
 * Rebellion's stored event schema. Version 1 is every event type as it was
 * when versions were first written (2026-11-26); no type has changed since,
 * so nothing is upcast. A change of an event's shape raises the version and
 * adds its upcaster here; test/fixtures/rebellion-events-v1.json is a stored
 * version-1 log today's code must still fold (rebellion.events-v1.spec.ts).
 */
export const REBELLION_EVENT_SCHEMA: EventSchema = FIRST_SCHEMA;
