import type { Viewer } from '../core/visibility.view.js';
import type { ActionCardId } from './data/action-cards.data.js';
import type { LeaderId } from './data/leaders.data.js';
import type { MissionId } from './data/missions.data.js';
import type { Faction, Theater } from './data/model.types.js';
import type { ObjectiveId } from './data/objectives.data.js';
import { SYSTEM_IDS, type SystemId } from './data/systems.data.js';
import { factionOf, type LeaderState, type Phase, type RebellionState, type SystemState, type UnitCounts } from './rebellion.state.js';

/** A hand as one viewer sees it: everybody sees its size, only the owner its cards. */
export interface HandView<T> {
  readonly count: number;
  readonly cards?: readonly T[];
}

export interface RebellionView {
  readonly viewer: { readonly kind: 'seat'; readonly seat: number; readonly faction: Faction | null } | { readonly kind: 'spectator' };
  readonly seats: Readonly<Record<Faction, number>> | null;
  /** The setup phases hold only public facts (units left to place, revealed „Sofort“ cards). */
  readonly phase: Phase;
  readonly round: number;
  readonly time: number;
  readonly reputation: number;
  readonly systems: Readonly<Record<SystemId, SystemState & { readonly units: UnitCounts }>>;
  /** The "Rebel Base" space is on the open board; the system it stands for is the Rebel's secret until revealed. */
  readonly rebelBase: { readonly units: UnitCounts; readonly revealed: boolean; readonly system: SystemId | null };
  readonly leaders: Readonly<Partial<Record<LeaderId, LeaderState>>>;
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
  };
  readonly probesInBox: readonly SystemId[];
}

function hand<T>(cards: readonly T[], visible: boolean): HandView<T> {
  return visible ? { count: cards.length, cards: [...cards] } : { count: cards.length };
}

const byFaction = <T>(f: (faction: Faction) => T): Record<Faction, T> => ({ empire: f('empire'), rebel: f('rebel') });

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
    phase: state.phase,
    round: state.round,
    time: state.time,
    reputation: state.reputation,
    systems: Object.fromEntries(SYSTEM_IDS.map((id) => [id, { ...state.systems[id], units: state.units[id] }])) as RebellionView['systems'],
    rebelBase: {
      units: state.units['rebel-base'],
      revealed: state.base.revealed,
      system: state.base.revealed || sees('rebel') ? state.base.system : null,
    },
    leaders: state.leaders,
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
    },
    probesInBox: state.probesInBox,
  };
}

