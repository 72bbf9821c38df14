import type { Emitted } from '../core/game.contract.js';
import type { Rng } from '../core/rng.random.js';
import { ACTION_CARDS } from './data/action-cards.data.js';
import { withCopies } from './data/cards.data.js';
import { isStartingLeader, LEADERS } from './data/leaders.data.js';
import { MISSIONS } from './data/missions.data.js';
import { FACTIONS, THEATERS, type Faction } from './data/model.types.js';
import { OBJECTIVES } from './data/objectives.data.js';
import { PROBE_CARDS } from './data/probe-cards.data.js';
import { SETUP_LOYALTY, STARTING_OBJECTIVE_DRAW } from './data/setup.data.js';
import type { SystemId } from './data/systems.data.js';
import { TACTIC_CARDS } from './data/tactic-cards.data.js';
import { REPUTATION_MARKER_START, TIME_MARKER_START } from './data/time-track.data.js';
import { Out } from './rebellion.out.js';
import type { RebellionEvent } from './rebellion.events.js';
import type { RebellionOptions } from './rebellion.options.js';
import { initialState } from './rebellion.state.js';

/**
 * Step 8-I: reveal probe cards from the top until three Rebel and five
 * Imperial systems have shown. A card of a side already complete gets no
 * marker (the seed marks "die drei Rebellensysteme", "die fünf imperialen").
 */
export function revealLoyalty(order: readonly SystemId[]): { revealed: SystemId[]; rebel: SystemId[]; imperial: SystemId[] } {
  const icon = new Map(PROBE_CARDS.map((p) => [p.system, p.loyaltyIcon]));
  const revealed: SystemId[] = [];
  const rebel: SystemId[] = [];
  const imperial: SystemId[] = [];
  for (const system of order) {
    if (rebel.length === SETUP_LOYALTY.rebel && imperial.length === SETUP_LOYALTY.empire) break;
    revealed.push(system);
    if (icon.get(system) === 'rebel' && rebel.length < SETUP_LOYALTY.rebel) rebel.push(system);
    if (icon.get(system) === 'empire' && imperial.length < SETUP_LOYALTY.empire) imperial.push(system);
  }
  return { revealed, rebel, imperial };
}

/**
 * The automatic steps of "Vollständiger Spielaufbau" (RR appendix), in its
 * order, up to the first decision: the Imperial placement of step 8-II.
 * Every shuffle is drawn here and recorded in a server-only event.
 */
export function setup(options: RebellionOptions, _players: number, rng: Rng): Emitted<RebellionEvent>[] {
  const out = new Out(initialState());
  const empire = options.imperialSeat ?? rng.int(2);
  out.emit({ type: 'FactionsAssigned', payload: { empire, rebel: 1 - empire } });
  out.emit({ type: 'StartingLeadersPlaced', payload: { leaders: LEADERS.filter(isStartingLeader).map((l) => l.id) } });
  out.emit({ type: 'TimeTrackPrepared', payload: { time: TIME_MARKER_START, reputation: REPUTATION_MARKER_START } });

  const objectives = ([1, 2, 3] as const).flatMap((tier) => rng.shuffle(OBJECTIVES.filter((o) => o.tier === tier).map((o) => o.id)));
  out.emit({ type: 'ObjectiveDeckBuilt', payload: { order: objectives } });
  out.emit({ type: 'ObjectivesDrawn', payload: { cards: objectives.slice(0, STARTING_OBJECTIVE_DRAW) } });

  for (const faction of FACTIONS) {
    const order = rng.shuffle(ACTION_CARDS.filter((a) => a.faction === faction && !a.starting).map((a) => a.id));
    out.emit({ type: 'ActionDeckShuffled', payload: { faction, order } });
  }
  for (const theater of THEATERS) {
    const order = rng.shuffle(withCopies(TACTIC_CARDS.filter((t) => t.deck === theater)));
    out.emit({ type: 'TacticDeckShuffled', payload: { theater, order } });
  }
  const projects = rng.shuffle(withCopies(MISSIONS.filter((m) => m.deck === 'projects')));
  out.emit({ type: 'ProjectDeckShuffled', payload: { order: projects } });
  for (const faction of FACTIONS) {
    const deck = `${faction}-missions` as const;
    const order = rng.shuffle(withCopies(MISSIONS.filter((m) => m.deck === deck && !m.starting)));
    out.emit({ type: 'MissionDeckShuffled', payload: { faction, order } });
  }

  const probes = rng.shuffle(PROBE_CARDS.map((p) => p.system));
  out.emit({ type: 'ProbeDeckShuffled', payload: { order: probes } });
  const { revealed, rebel, imperial } = revealLoyalty(probes);
  const subjugated = imperial.slice(0, SETUP_LOYALTY.subjugatedFirst);
  out.emit({ type: 'LoyaltySetUp', payload: { revealed, rebel, subjugated, imperial: imperial.slice(SETUP_LOYALTY.subjugatedFirst) } });
  const reshuffled = rng.shuffle(out.state.decks.probe);
  out.emit({ type: 'ProbeDeckShuffled', payload: { order: reshuffled } });

  for (const faction of FACTIONS) {
    const order = rng.shuffle(startingActionCards(faction));
    out.emit({ type: 'StartingActionCardsShuffled', payload: { faction, order } });
  }
  out.emit({ type: 'SetupStepBegan', payload: { step: 'imperial-placement' } });
  return out.events;
}

function startingActionCards(faction: Faction) {
  return ACTION_CARDS.filter((a) => a.faction === faction && a.starting).map((a) => a.id);
}
