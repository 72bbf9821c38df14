import type { EffectFrame } from '../core/cards/effect.run.js';
import type { Prompt } from '../core/prompts/prompt.types.js';
import type { Seat } from '../core/visibility.view.js';
import type { ActionCardId } from './data/action-cards.data.js';
import type { DieColour, DieFace } from './data/dice.data.js';
import { leaderData, type LeaderId } from './data/leaders.data.js';
import type { MissionId } from './data/missions.data.js';
import type { Faction, ResourceIcon, Theater } from './data/model.types.js';
import type { ObjectiveId } from './data/objectives.data.js';
import { SYSTEM_IDS, type SystemId } from './data/systems.data.js';
import type { TacticCardId } from './data/tactic-cards.data.js';
import type { UnitTypeId } from './data/units.data.js';
import type { Modifier } from './modifiers.effects.js';
import type { ReactionMoment } from './reactions.effects.js';

/** Where units stand: a system, or the "Rebel Base" space, which is not a system (RR REBELLENSTÜTZPUNKT). */
export type Place = SystemId | 'rebel-base';

export type UnitCounts = Readonly<Partial<Record<UnitTypeId, number>>>;

export interface SystemState {
  /** The loyalty marker, if any; Coruscant is always Imperial (RR LOYALITÄT). */
  readonly loyalty: Faction | null;
  readonly subjugated: boolean;
  readonly sabotaged: boolean;
  readonly destroyed: boolean;
}

export type LeaderLocation =
  | { readonly kind: 'pool' }
  | { readonly kind: 'system'; readonly system: SystemId }
  | { readonly kind: 'rebel-base' }
  /** On a face-down mission card (RR ZUWEISUNGSPHASE); `slot` indexes the owner's `assigned` list. */
  | { readonly kind: 'mission'; readonly slot: number };

/**
 * A condition ring: the card it comes from, the ring „Gefangener Anführer“
 * (RR GEFANGENE ANFÜHRER), or „Eingefroren in Karbonit“ (`carbonite`: its
 * leader still counts as captured, but the captured ring is free again), or
 * a mission's ring: „Verlockung der Dunklen Seite“ (the leader changed side,
 * `sides`) and Master Yoda („Seek Yoda“).
 */
export type RingId = ActionCardId | 'captured' | 'carbonite' | 'lure-of-the-dark-side' | 'seek-yoda';

/** A ring whose window opens while a mission resolves: an action card's, or Master Yoda's („Seek Yoda“). */
export type MissionRing = ActionCardId | 'seek-yoda';

export interface LeaderState {
  readonly location: LeaderLocation;
  /** The condition ring the leader wears (RR ZUSTANDSRINGE: one at a time). */
  readonly ring: RingId | null;
  /** „Detained“: not retrieved at the next refresh phase's step 1 (it stays on the board one more round). */
  readonly detained?: true;
}

/** Top of each deck first. Orders are server-only facts: views show sizes. */
export interface Decks {
  readonly probe: readonly SystemId[];
  readonly objectives: readonly ObjectiveId[];
  readonly projects: readonly MissionId[];
  readonly missions: Readonly<Record<Faction, readonly MissionId[]>>;
  /** Recruit cards (RR AKTIONSKARTEN: "Aktionsstapel"). */
  readonly actions: Readonly<Record<Faction, readonly ActionCardId[]>>;
  /** Starting action cards, shuffled at setup; the top two are dealt in step 8-IV, the rest go unseen to the box. */
  readonly startingActions: Readonly<Record<Faction, readonly ActionCardId[]>>;
  readonly tactics: Readonly<Record<Theater, readonly TacticCardId[]>>;
}

/** What each side holds secretly. */
export interface Hands {
  readonly missions: Readonly<Record<Faction, readonly MissionId[]>>;
  /** Unused action cards, face down beside the faction sheet. */
  readonly actions: Readonly<Record<Faction, readonly ActionCardId[]>>;
  readonly objectives: readonly ObjectiveId[];
  /** Probe cards the Empire has drawn (RR SUCHDROIDENKARTEN: kept secret from the Rebel). */
  readonly probes: readonly SystemId[];
  /** Tactic cards held during a combat (RR TAKTIKKARTEN: shown only when played). */
  readonly tactics: Readonly<Record<Faction, readonly TacticCardId[]>>;
}

/** The decisions of "Vollständiger Spielaufbau" after the automatic steps. */
export type SetupStepName = 'imperial-placement' | 'rebel-placement' | 'base-choice';

/** A unit on a build queue space; it is deployed when it slides off space 1 (RR EINHEITEN BAUEN). */
export interface QueuedUnit {
  readonly unit: UnitTypeId;
  readonly space: number;
}

/** A resource icon in use this build step and the queue space it builds onto. */
export interface BuildSlot {
  readonly icon: ResourceIcon;
  readonly space: number;
}

/** One step of a move being built: a group of units from one place, or a captured leader the Empire moves. */
export type MoveStep =
  | { readonly kind: 'units'; readonly from: Place; readonly unit: UnitTypeId; readonly count: number }
  | { readonly kind: 'captive'; readonly from: Place; readonly leader: LeaderId };

/** The command phase's turn order, kept while a turn's activation, mission or combat runs. */
export interface CommandTurn {
  readonly turn: Faction;
  readonly passed: Readonly<Record<Faction, boolean>>;
}

/** A die as it lies on the table after a roll. */
export interface DieRoll {
  readonly colour: DieColour;
  readonly face: DieFace;
}

/**
 * RR MISSIONEN AUFDECKEN, step by step: `oppose` waits for the opponent to
 * send a leader; `ring` for the owner of a condition ring whose window is
 * open; `arrange`, `research` and `keep-project` for a choice the mission's
 * ability asks for; `resolving` while the engine works on its own.
 */
export type MissionStage = 'resolving' | 'oppose' | 'ring' | 'arrange' | 'research' | 'keep-project';

export interface MissionProgress {
  readonly kind: 'mission';
  readonly command: CommandTurn;
  readonly faction: Faction;
  readonly card: MissionId;
  readonly leaders: readonly LeaderId[];
  readonly system: Place;
  /** The leader a mission „gegen einen Anführer“ is attempted against. */
  readonly target: LeaderId | null;
  readonly stage: MissionStage;
  readonly rolls: { readonly own: readonly DieRoll[]; readonly opposing: readonly DieRoll[] } | null;
  /** Set once the mission has succeeded or failed. */
  readonly success: boolean | null;
  /** The ring whose window is open (stage `ring`), and the rings already offered. */
  readonly ring: MissionRing | null;
  readonly ringsOffered: readonly MissionRing[];
  /** A ring turned the failure into a success. */
  readonly saved: boolean;
  /** Dice a card set down for a side instead of rolling them (reactions.flow.ts `set-dice`). */
  readonly setDown?: { readonly faction: Faction; readonly dice: readonly DieRoll[] };
  /** Reaction windows already opened in this mission (reactions.flow.ts). */
  readonly reactions: readonly ReactionMoment[];
  /** A leader was rescued while the mission resolved (the window of „It Is Your Destiny“, mission.flow.ts); absent otherwise. */
  readonly rescued?: true;
  /** Cards the owner alone has seen: objectives to arrange, projects to keep one of. */
  readonly objectives: readonly ObjectiveId[];
  readonly projects: readonly MissionId[];
  /** Systems the card moved the side's units from: the opponent cannot retreat there in the combat that follows (RR GEFECHT). */
  readonly movedFrom: readonly SystemId[];
}

/** A unit with damage markers and/or damage assigned in the current attack; `doomed`: on its faction sheet, destroyed at the end of the battle step. */
export interface Wound {
  readonly faction: Faction;
  readonly unit: UnitTypeId;
  readonly markers: number;
  readonly pending: number;
  readonly doomed: boolean;
}

/** One unit as a target: its type and the damage on it (markers, assigned in this attack). */
export interface UnitRef {
  readonly unit: UnitTypeId;
  readonly markers: number;
  readonly pending: number;
}

/** A die of the current attack; `used`: spent on a card or assigned as damage. */
export interface CombatDie extends DieRoll {
  readonly used: boolean;
}

/**
 * RR GEFECHT, step by step. `turn` is who decides in the steps both sides
 * take in order (add a leader, start-of-combat cards, retreat).
 */
export type CombatStep =
  | 'add-leader'
  | 'start-cards'
  | 'actions'
  | 'assign'
  | 'block'
  | 'death-star-plans'
  /** RR ZERSTÖRTE SYSTEME: the combat waits while a side chooses which units beyond its ships' capacity are destroyed. */
  | 'excess'
  | 'retreat'
  | 'retreat-units'
  /** RR ZIELKARTEN „Gefecht“: the Rebel may play an objective whose requirement was just met. */
  | 'objective'
  | 'ended';

/** Where a combat goes on after its objective window: after the space battle step, the ground battle step, or the round. */
export type ObjectiveResume = 'space' | 'ground' | 'round';

export interface CombatState {
  readonly kind: 'combat';
  readonly command: CommandTurn;
  readonly system: SystemId;
  /** The active player (RR AKTIVER SPIELER): whose turn started the combat. */
  readonly active: Faction;
  /** Systems the active side moved units from to start it: the opponent cannot retreat there. */
  readonly from: readonly SystemId[];
  readonly round: number;
  readonly step: CombatStep;
  readonly turn: Faction;
  /** The current attack: its side, theater, dice and card damage still to assign. */
  readonly attack: {
    readonly attacker: Faction;
    readonly theater: Theater;
    readonly dice: readonly CombatDie[];
    readonly free: number;
    /** Hits assigned as another colour's hits in this attack (a `recolour-hits` modifier). */
    readonly recoloured: number;
  } | null;
  readonly wounds: readonly Wound[];
  /** Sides that cannot block for the rest of the battle step, cannot retreat this round, retreat ignoring transport this round. */
  readonly noBlock: readonly Faction[];
  readonly noRetreat: readonly Faction[];
  readonly escape: readonly Faction[];
  readonly retreated: readonly Faction[];
  /** The retreat being built: leader, destination, optional units added. */
  readonly retreat: { readonly faction: Faction; readonly leader: LeaderId; readonly to: SystemId; readonly steps: readonly MoveStep[] } | null;
  /** „According to My Design“: the Rebel rolls fewer dice in the first round. */
  readonly rebelDiceReduced: boolean;
  /** Dice each side rolled in this round's battle steps. */
  readonly rolled: Readonly<Record<Theater, Readonly<Record<Faction, number>>>>;
  readonly plansTried: boolean;
  /** Dice a card set down for the next roll of `faction` („One in a Million“): its first dice of their colour; gone once rolled. */
  readonly setDown?: { readonly faction: Faction; readonly dice: readonly DieRoll[] };
  /** An objective was played in this combat: no other may be (RR ZIELKARTEN). */
  readonly objectivePlayed: boolean;
  /** Sides with units in each theater when the combat began, and the battles decided so far (null: nobody won). */
  readonly present: Readonly<Record<Theater, readonly Faction[]>>;
  readonly won: Readonly<Partial<Record<Theater, Faction | null>>>;
  /** What the combat objectives count: units of each side destroyed in the combat's system while it ran. */
  readonly destroyed: Readonly<Record<Faction, UnitCounts>>;
  /** A subjugation marker lay in the system when the combat began (winning the ground battle removes it at once). */
  readonly subjugated: boolean;
  /** Every leader who stood in the system during the combat, those who retreated or were added too. */
  readonly leaders: readonly LeaderId[];
  /** Combat objectives whose window has opened in this combat (each only in the moment its requirement is met). */
  readonly objectivesOffered: readonly ObjectiveId[];
  /** Where the game goes on after the combat: the turn (an activation's or a mission's), or the assignment phase (a „Zuweisung“ card's). */
  readonly afterwards: 'turn' | 'assignment';
  /** The open objective window: the objectives just met, and where the combat goes on. */
  readonly objectiveWindow: { readonly cards: readonly ObjectiveId[]; readonly resume: ObjectiveResume } | null;
}

/** What a „Sofort“ card interrupts, and where the game goes on once its ring is attached. */
export type ImmediateResume = 'base-choice' | 'build';

/** A face-down mission beside the faction sheet and the 1 or 2 leaders on it. */
export interface AssignedMission {
  readonly card: MissionId;
  readonly leaders: readonly LeaderId[];
}

/** One leader put onto a mission in this assignment, remembered so it can be undone; `opened`: it laid the card down. */
export interface AssignmentStep {
  readonly slot: number;
  readonly leader: LeaderId;
  readonly opened: boolean;
}

/** Who the game waits for, and what it remembers while waiting. */
export type Phase =
  | { readonly kind: 'not-started' }
  | {
      readonly kind: 'placement';
      readonly faction: Faction;
      readonly remaining: UnitCounts;
      /** This step's placements in order, so the last one can be undone. */
      readonly placed: readonly { readonly unit: UnitTypeId; readonly at: Place }[];
    }
  | {
      readonly kind: 'immediate-action-cards';
      readonly pending: Readonly<Record<Faction, readonly ActionCardId[]>>;
      readonly resume: ImmediateResume;
    }
  | { readonly kind: 'base-choice' }
  /** RR ZUWEISUNGSPHASE: the Rebel assigns first, then the Empire; `steps` are the side on turn's own secret. */
  | { readonly kind: 'assignment'; readonly turn: Faction; readonly steps: readonly AssignmentStep[] }
  /** RR KOMMANDOPHASE: the Rebel starts, then turns alternate; a side that passed takes no more turns. */
  | ({ readonly kind: 'command' } & CommandTurn)
  /** RR SYSTEME AKTIVIEREN step 2: the active side's leader stands in `system`; its move is built up step by step. */
  | {
      readonly kind: 'activation';
      readonly command: CommandTurn;
      readonly leader: LeaderId;
      readonly system: Place;
      readonly steps: readonly MoveStep[];
      /** Once the move is made: where units came from, and whether ground units arrived (steps 3 to 5 wait for excess units to be destroyed). */
      readonly moved: { readonly from: readonly SystemId[]; readonly groundArrived: boolean } | null;
    }
  /** RR AUFFRISCHPHASE: the automatic steps run between the decisions. */
  | { readonly kind: 'refresh' }
  | MissionProgress
  | CombatState
  /**
   * End of the command phase, „Schnelle Mobilisierung“: the Rebel chooses
   * (`choose`), moves up to 5 units of one system onto the Rebel Base space
   * (`move`, `steps` as in an activation), or looks at probe cards for a new
   * base (`new-base`, `drawn` his secret).
   */
  | {
      readonly kind: 'rapid-mobilization';
      readonly leaders: number;
      readonly stage: 'choose' | 'move' | 'new-base';
      readonly system: 'rebel-base';
      readonly steps: readonly MoveStep[];
      readonly drawn: readonly SystemId[];
    }
  /** A „Zuweisung“ card's move into `system` (Start the Evacuation, Catch Them by Surprise, Scouting Mission), built up as a move; then a combat or assigning goes on. */
  | { readonly kind: 'evacuation'; readonly card: ActionCardId; readonly system: SystemId; readonly steps: readonly MoveStep[] }
  /** Just before refresh step 1 the Rebel may play 1 „Zu Beginn der Auffrischphase“ objective (RR ZIELKARTEN). */
  | { readonly kind: 'objective-window' }
  /**
   * RR REKRUTIEREN: both sides choose one of the cards `offered` at the same
   * time and in secret (`turn` null); then the Rebel names his leader, then
   * the Empire (`turn`). `chosen` is the side's secret until its leader is named.
   */
  | {
      readonly kind: 'recruit';
      readonly offered: Readonly<Record<Faction, readonly ActionCardId[]>>;
      readonly chosen: Readonly<Record<Faction, ActionCardId | null>>;
      readonly turn: Faction | null;
    }
  /**
   * RR EINHEITEN BAUEN, MATERIALBESCHRÄNKUNG: first each side may destroy own
   * units (`releasing`: it is choosing one), then the Rebel picks a unit for
   * each icon that offers a choice (`choices` left, `picked` so far).
   */
  | {
      readonly kind: 'build';
      readonly stage: 'release';
      readonly done: Readonly<Record<Faction, boolean>>;
      readonly releasing: Readonly<Record<Faction, boolean>>;
    }
  | { readonly kind: 'build'; readonly stage: 'choose'; readonly choices: readonly BuildSlot[]; readonly picked: readonly QueuedUnit[] }
  /** Refresh step 6 (RR EINHEITEN STATIONIEREN): the side's `ready` units, and how many it deployed where. */
  | {
      readonly kind: 'deploy';
      readonly faction: Faction;
      readonly ready: UnitCounts;
      readonly deployed: Readonly<Partial<Record<Place, number>>>;
    }
  /** Refresh step 2: cards each side still has to discard down to 10. */
  | { readonly kind: 'hand-limit'; readonly excess: Readonly<Record<Faction, number>> }
  | { readonly kind: 'game-over' };

/**
 * A card's question waiting for its answer (core/prompts): the prompt, the
 * side that answers, and the frame of the effect program that asked it, so
 * the program goes on from the same step once the answer comes. The frame's
 * `then` names where the game goes on after the program (its continuation).
 */
export interface OpenPrompt {
  readonly prompt: Prompt;
  readonly faction: Faction;
  readonly frame: EffectFrame;
}

/** How a game ended (RR SIEGBEDINGUNGEN). */
export interface GameEnd {
  readonly winner: Faction;
  readonly reason: EndReason;
}

/** `base-destroyed`: „Superlaser einsatzbereit“ destroyed the base's system, hidden or not (seed 003, victory conditions). */
export type EndReason = 'reputation-met-time' | 'base-occupied' | 'base-destroyed';

export interface RebellionState {
  readonly seats: Readonly<Record<Faction, Seat>> | null;
  readonly phase: Phase;
  readonly round: number;
  readonly time: number;
  readonly reputation: number;
  readonly systems: Readonly<Record<SystemId, SystemState>>;
  /** Units per place; a unit type absent means none. */
  readonly units: Readonly<Record<Place, UnitCounts>>;
  /** Leaders in play; recruitable leaders not yet recruited are absent. */
  readonly leaders: Readonly<Partial<Record<LeaderId, LeaderState>>>;
  /** The secret base (RR REBELLENSTÜTZPUNKT): known to the Rebel only until revealed. */
  readonly base: { readonly system: SystemId | null; readonly revealed: boolean };
  readonly decks: Decks;
  readonly hands: Hands;
  /** Face-down missions per side during the assignment and command phases. */
  readonly assigned: Readonly<Record<Faction, readonly AssignedMission[]>>;
  /** Open discard piles (RR ABLEGEN). */
  readonly discards: {
    readonly missions: Readonly<Record<Faction, readonly MissionId[]>>;
    readonly projects: readonly MissionId[];
    readonly tactics: Readonly<Record<Theater, readonly TacticCardId[]>>;
  };
  readonly ended: GameEnd | null;
  /** Probe cards returned to the box in setup step 8-I: public. */
  readonly probesInBox: readonly SystemId[];
  /** Units on each side's build queue (RR EINHEITEN BAUEN): open to everybody. */
  readonly buildQueue: Readonly<Record<Faction, readonly QueuedUnit[]>>;
  /** Objectives played and returned to the box (RR ZIELKARTEN): public. */
  readonly objectivesPlayed: readonly ObjectiveId[];
  /** Leaders put back in the box for the rest of the game (RR ANFÜHRER ELIMINIEREN). */
  readonly eliminated: readonly LeaderId[];
  /** „Schnelle Mobilisierung“ resolved this command phase: its ability waits for the phase's end, with this many leaders. */
  /**
   * Rapid Mobilization resolved this round, carried out at the end of the
   * command phase; `next`: the leader count of a second resolution (leaders
   * moved onto it again by „Contingency Plan“, FAQ), carried out after the first.
   */
  readonly rapidMobilization: { readonly leaders: number; readonly next?: number } | null;
  /** A card's open question; while it is open nothing else is decided. */
  readonly prompt: OpenPrompt | null;
  /** Lasting effects of cards in force (`modifiers.effects.ts`): public, they were shown when played. */
  readonly modifiers: readonly Modifier[];
  /** Leaders playing for the other side than printed („Verlockung der Dunklen Seite“): read through `leaderSide`, public. */
  readonly sides: Readonly<Partial<Record<LeaderId, Faction>>>;
}

const perFaction = <T>(make: () => T): Record<Faction, T> => ({ empire: make(), rebel: make() });

export function initialState(): RebellionState {
  const systems = Object.fromEntries(
    SYSTEM_IDS.map((id) => [id, { loyalty: id === 'coruscant' ? 'empire' : null, subjugated: false, sabotaged: false, destroyed: false }]),
  ) as Record<SystemId, SystemState>;
  const units = Object.fromEntries([...SYSTEM_IDS, 'rebel-base'].map((p) => [p, {}])) as Record<Place, UnitCounts>;
  return {
    seats: null,
    phase: { kind: 'not-started' },
    round: 0,
    time: 0,
    reputation: 0,
    systems,
    units,
    leaders: {},
    base: { system: null, revealed: false },
    decks: {
      probe: [],
      objectives: [],
      projects: [],
      missions: perFaction(() => []),
      actions: perFaction(() => []),
      startingActions: perFaction(() => []),
      tactics: { space: [], ground: [] },
    },
    hands: { missions: perFaction(() => []), actions: perFaction(() => []), objectives: [], probes: [], tactics: perFaction(() => []) },
    assigned: perFaction(() => []),
    discards: { missions: perFaction(() => []), projects: [], tactics: { space: [], ground: [] } },
    ended: null,
    probesInBox: [],
    buildQueue: perFaction(() => []),
    objectivesPlayed: [],
    eliminated: [],
    rapidMobilization: null,
    prompt: null,
    modifiers: [],
    sides: {},
  };
}

/**
 * The side a leader plays for: the printed one (`data/leaders.data.ts`)
 * unless a card turned it („Verlockung der Dunklen Seite“: an Imperial
 * leader for the rest of the game). Every rule asks this, never the data.
 */
export function leaderSide(state: { readonly sides?: RebellionState['sides'] }, leader: LeaderId): Faction {
  return state.sides?.[leader] ?? leaderData(leader).faction;
}

/** The side a seat plays, or null for a seat that is not in this game. */
export function factionOf(state: RebellionState, seat: Seat): Faction | null {
  if (state.seats === null) return null;
  if (state.seats.empire === seat) return 'empire';
  if (state.seats.rebel === seat) return 'rebel';
  return null;
}

export function seatOf(state: RebellionState, faction: Faction): Seat {
  return state.seats![faction];
}

/** RR IMPERIALE SYSTEME: an Imperial loyalty marker or a subjugation marker. */
export function isImperialSystem(state: RebellionState, system: SystemId): boolean {
  const s = state.systems[system];
  return s.loyalty === 'empire' || s.subjugated;
}

/** RR NEUTRALE SYSTEME: no loyalty marker of either side and no subjugation marker. */
export function isNeutralSystem(state: RebellionState, system: SystemId): boolean {
  const s = state.systems[system];
  return s.loyalty === null && !s.subjugated;
}

/** RR REBELLENSYSTEME: a Rebel loyalty marker and no subjugation marker. */
export function isRebelSystem(state: RebellionState, system: SystemId): boolean {
  const s = state.systems[system];
  return s.loyalty === 'rebel' && !s.subjugated;
}

export function count(units: UnitCounts, unit: UnitTypeId): number {
  return units[unit] ?? 0;
}
