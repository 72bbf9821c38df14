import { promptForOthers } from '../core/prompts/prompt.actions.js';
import type { Prompt } from '../core/prompts/prompt.types.js';
import type { Viewer } from '../core/visibility.view.js';
import type { ActionCardId } from './data/action-cards.data.js';
import { tacticCardData } from './data/cards.data.js';
import type { TacticCardId } from './data/tactic-cards.data.js';
import { LEADER_IDS, type LeaderId } from './data/leaders.data.js';
import type { MissionId } from './data/missions.data.js';
import type { Faction, Theater } from './data/model.types.js';
import type { ObjectiveId } from './data/objectives.data.js';
import { SYSTEM_IDS, type SystemId } from './data/systems.data.js';
import { tacticsOpen } from './modifiers.rules.js';
import type { PhaseKind, PhaseOf } from './rebellion.handlers.js';
import {
  factionOf,
  type AssignedMission,
  type AssignmentStep,
  type GameEnd,
  leaderSide,
  type LeaderState,
  type MissionProgress,
  type Phase,
  type RebellionState,
  type SystemState,
  type UnitCounts,
} from './rebellion.state.js';

/** A hand as one viewer sees it: everybody sees its size, only the owner its cards. */
export interface HandView<T> {
  readonly count: number;
  readonly cards?: readonly T[];
}

/** The assignment in progress is the assigning side's secret; so are the cards drawn and kept when recruiting. */
export type PhaseView =
  | Exclude<Phase, { kind: 'assignment' } | { kind: 'recruit' } | { kind: 'mission' } | { kind: 'rapid-mobilization' }>
  | Extract<Phase, { kind: 'rapid-mobilization' }>
  | (Omit<Extract<Phase, { kind: 'rapid-mobilization' }>, 'drawn'> & { readonly drawn: readonly 'hidden'[] })
  | MissionProgress
  | (Omit<MissionProgress, 'objectives' | 'projects'> & { readonly objectives: readonly 'hidden'[]; readonly projects: readonly 'hidden'[] })
  | { readonly kind: 'assignment'; readonly turn: Faction; readonly steps?: readonly AssignmentStep[] }
  | {
      readonly kind: 'recruit';
      readonly offered: Readonly<Record<Faction, HandView<ActionCardId>>>;
      readonly chosen: Readonly<Record<Faction, { readonly done: boolean; readonly card?: ActionCardId }>>;
      readonly turn: Faction | null;
    };

/** Where another side's leader is: on the board as it stands, else only "in reserve" (pool or a face-down mission). */
export type LeaderView = LeaderState | { readonly location: { readonly kind: 'reserve' }; readonly ring: LeaderState['ring'] };

export interface RebellionView {
  readonly viewer: { readonly kind: 'seat'; readonly seat: number; readonly faction: Faction | null } | { readonly kind: 'spectator' };
  readonly seats: Readonly<Record<Faction, number>> | null;
  /** Setup phases hold only public facts (units left to place, revealed „Sofort“ cards); assignment steps only for their side. */
  readonly phase: PhaseView;
  readonly round: number;
  readonly time: number;
  readonly reputation: number;
  readonly systems: Readonly<Record<SystemId, SystemState & { readonly units: UnitCounts }>>;
  /** The "Rebel Base" space is on the open board; the system it stands for is the Rebel's secret until revealed. */
  readonly rebelBase: { readonly units: UnitCounts; readonly revealed: boolean; readonly system: SystemId | null };
  /** Which leaders sit on which face-down mission is hidden from the other side (see docs/games/rebellion.md). */
  readonly leaders: Readonly<Partial<Record<LeaderId, LeaderView>>>;
  /** Face-down missions: the cards and their leaders for their side, the number of cards for everybody. */
  readonly assigned: Readonly<Record<Faction, HandView<AssignedMission>>>;
  readonly discards: RebellionState['discards'];
  readonly ended: GameEnd | null;
  /** Deck sizes only: no viewer ever sees a deck's order. */
  readonly decks: {
    readonly probe: number;
    readonly objectives: number;
    readonly projects: number;
    readonly missions: Readonly<Record<Faction, number>>;
    readonly actions: Readonly<Record<Faction, number>>;
    readonly tactics: Readonly<Record<Theater, number>>;
  };
  readonly hands: {
    readonly missions: Readonly<Record<Faction, HandView<MissionId>>>;
    readonly actions: Readonly<Record<Faction, HandView<ActionCardId>>>;
    readonly objectives: HandView<ObjectiveId>;
    readonly probes: HandView<SystemId>;
    /** Tactic cards in a combat: their backs show the theater, so the counts per theater are open. */
    readonly tactics: Readonly<Record<Faction, HandView<TacticCardId> & Readonly<Record<Theater, number>>>>;
  };
  readonly probesInBox: readonly SystemId[];
  readonly buildQueue: RebellionState['buildQueue'];
  readonly objectivesPlayed: readonly ObjectiveId[];
  readonly eliminated: readonly LeaderId[];
  readonly rapidMobilization: RebellionState['rapidMobilization'];
  /** Cards' lasting effects in force (public: the cards were shown). */
  readonly modifiers: RebellionState['modifiers'];
  /** Leaders turned to the other side (public: the card was shown); absent while there are none. */
  readonly sides?: RebellionState['sides'];
  /** A card's open question, while one is open (core/prompts). */
  readonly prompt?: Prompt;
}

function hand<T>(cards: readonly T[], visible: boolean): HandView<T> {
  return visible ? { count: cards.length, cards: [...cards] } : { count: cards.length };
}

const byFaction = <T>(f: (faction: Faction) => T): Record<Faction, T> => ({ empire: f('empire'), rebel: f('rebel') });

/** What each phase shows a viewer: a phase with secrets hides them from a viewer who may not see them. */
const PHASE_VIEWS: { readonly [P in PhaseKind]: (phase: PhaseOf<P>, sees: (faction: Faction) => boolean) => PhaseView } = {
  'not-started': (phase) => phase,
  placement: (phase) => phase,
  'immediate-action-cards': (phase) => phase,
  'base-choice': (phase) => phase,
  assignment: (phase, sees) => (sees(phase.turn) ? phase : { kind: 'assignment', turn: phase.turn }),
  evacuation: (phase) => phase,
  command: (phase) => phase,
  activation: (phase) => phase,
  // What the mission's owner alone has seen: the objectives it arranges, the projects it keeps one of.
  mission: (phase, sees) =>
    sees(phase.faction) ? phase : { ...phase, objectives: phase.objectives.map(() => 'hidden'), projects: phase.projects.map(() => 'hidden') },
  'rapid-mobilization': (phase, sees) => (sees('rebel') ? phase : { ...phase, drawn: phase.drawn.map(() => 'hidden') }),
  combat: (phase) => phase,
  refresh: (phase) => phase,
  'hand-limit': (phase) => phase,
  'objective-window': (phase) => phase,
  recruit: (phase, sees) => ({
    kind: 'recruit',
    offered: byFaction((f) => hand(phase.offered[f], sees(f))),
    chosen: byFaction((f) => {
      const card = phase.chosen[f];
      return card !== null && sees(f) ? { done: true, card } : { done: card !== null };
    }),
    turn: phase.turn,
  }),
  build: (phase) => phase,
  deploy: (phase) => phase,
  'game-over': (phase) => phase,
};
/** The same table, each entry asked with the phase it is kept for. */
const PHASE_VIEW_LOOKUP = PHASE_VIEWS as unknown as Readonly<Record<PhaseKind, (phase: Phase, sees: (faction: Faction) => boolean) => PhaseView>>;

function phaseView(phase: Phase, sees: (faction: Faction) => boolean): PhaseView {
  return PHASE_VIEW_LOOKUP[phase.kind](phase, sees);
}

/**
 * What `viewer` may see (RR: hands, the base until revealed, the Empire's
 * probe cards, deck orders are secret). A seat sees its own side's secrets;
 * spectators only public facts.
 */
export function view(state: RebellionState, viewer: Viewer): RebellionView {
  const own = viewer.kind === 'seat' ? factionOf(state, viewer.seat) : null;
  const sees = (faction: Faction) => own === faction;
  return {
    viewer: viewer.kind === 'seat' ? { kind: 'seat', seat: viewer.seat, faction: own } : { kind: 'spectator' },
    seats: state.seats,
    phase: phaseView(state.phase, sees),
    round: state.round,
    time: state.time,
    reputation: state.reputation,
    systems: Object.fromEntries(SYSTEM_IDS.map((id) => [id, { ...state.systems[id], units: state.units[id] }])) as RebellionView['systems'],
    rebelBase: {
      units: state.units['rebel-base'],
      revealed: state.base.revealed,
      system: state.base.revealed || sees('rebel') ? state.base.system : null,
    },
    leaders: Object.fromEntries(
      LEADER_IDS.flatMap((id) => {
        const leader = state.leaders[id];
        if (leader === undefined) return [];
        const hidden = !sees(leaderSide(state, id)) && (leader.location.kind === 'pool' || leader.location.kind === 'mission');
        return [[id, hidden ? { location: { kind: 'reserve' }, ring: leader.ring } : leader]];
      }),
    ),
    assigned: byFaction((f) => hand(state.assigned[f], sees(f))),
    discards: state.discards,
    ended: state.ended,
    decks: {
      probe: state.decks.probe.length,
      objectives: state.decks.objectives.length,
      projects: state.decks.projects.length,
      missions: byFaction((f) => state.decks.missions[f].length),
      actions: byFaction((f) => state.decks.actions[f].length),
      tactics: { space: state.decks.tactics.space.length, ground: state.decks.tactics.ground.length },
    },
    hands: {
      missions: byFaction((f) => hand(state.hands.missions[f], sees(f))),
      actions: byFaction((f) => hand(state.hands.actions[f], sees(f))),
      objectives: hand(state.hands.objectives, sees('rebel')),
      probes: hand(state.hands.probes, sees('empire')),
      tactics: byFaction((f) => ({
        ...hand(state.hands.tactics[f], sees(f) || tacticsOpen(state, f)),
        space: state.hands.tactics[f].filter((t) => tacticCardData(t).deck === 'space').length,
        ground: state.hands.tactics[f].filter((t) => tacticCardData(t).deck === 'ground').length,
      })),
    },
    probesInBox: state.probesInBox,
    buildQueue: state.buildQueue,
    objectivesPlayed: state.objectivesPlayed,
    eliminated: state.eliminated,
    rapidMobilization: state.rapidMobilization,
    modifiers: state.modifiers,
    // Only once a leader changed side, so views of games without one keep their shape.
    ...(Object.keys(state.sides).length === 0 ? {} : { sides: state.sides }),
    // Only while a card asks: a secret prompt shows others its question, not its choices.
    ...(state.prompt === null ? {} : { prompt: sees(state.prompt.faction) ? state.prompt.prompt : promptForOthers(state.prompt.prompt) }),
  };
}

