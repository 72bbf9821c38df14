import { STARTING_UNITS } from '../data/setup.data.js';
import { leaderSide, type RebellionState } from '../rebellion.state.js';
import type { Draft } from './evolve.draft.js';
import { fail, drawTop, removeOne, isPermutation, addUnits, type EvolveHandlers, type EventOf } from './evolve.kit.js';

/** A starting unit placed or its placement undone, the last one first. */
function placementChanged(s: Draft<RebellionState>, event: EventOf<'UnitPlaced' | 'PlacementUndone'>): void {
  if (s.phase.kind !== 'placement') fail(event, 'not placing units');
  const { unit, at } = event.payload;
  const delta = event.type === 'UnitPlaced' ? 1 : -1;
  if (delta > 0) s.phase.placed.push({ unit, at });
  else {
    const last = s.phase.placed.pop();
    if (last?.unit !== unit || last.at !== at) fail(event, 'not the last placement');
  }
  const left = (s.phase.remaining[unit] ?? 0) - delta;
  if (left < 0) fail(event, `no ${unit} left to place`);
  if (left === 0) delete s.phase.remaining[unit];
  else s.phase.remaining[unit] = left;
  addUnits(s, at, unit, delta, event);
}

/** The setup steps (RR AUFBAU): decks, loyalty, starting units, leaders and cards, the base. */
export const setupEvolve = {
  FactionsAssigned: (s, event) => {
    s.seats = { empire: event.payload.empire, rebel: event.payload.rebel };
  },
  StartingLeadersPlaced: (s, event) => {
    for (const id of event.payload.leaders) s.leaders[id] = { location: { kind: 'pool' }, ring: null };
  },
  TimeTrackPrepared: (s, event) => {
    s.time = event.payload.time;
    s.reputation = event.payload.reputation;
  },
  ObjectiveDeckBuilt: (s, event) => {
    s.decks.objectives = [...event.payload.order];
  },
  ObjectivesDrawn: (s, event) => {
    drawTop(event, s.decks.objectives, event.payload.cards);
    s.hands.objectives.push(...event.payload.cards);
  },
  ActionDeckShuffled: (s, event) => {
    s.decks.actions[event.payload.faction] = [...event.payload.order];
  },
  TacticDeckShuffled: (s, event) => {
    s.decks.tactics[event.payload.theater] = [...event.payload.order];
  },
  ProjectDeckShuffled: (s, event) => {
    s.decks.projects = [...event.payload.order];
  },
  MissionDeckShuffled: (s, event) => {
    s.decks.missions[event.payload.faction] = [...event.payload.order];
  },
  StartingActionCardsShuffled: (s, event) => {
    s.decks.startingActions[event.payload.faction] = [...event.payload.order];
  },
  ProbeDeckShuffled: (s, event) => {
    // The first shuffle fills the deck; every later one reorders the cards it holds.
    if (s.decks.probe.length > 0 && !isPermutation(s.decks.probe, event.payload.order)) fail(event, 'not a reordering of the probe deck');
    s.decks.probe = [...event.payload.order];
  },
  LoyaltySetUp: (s, event) => {
    for (const id of event.payload.rebel) s.systems[id].loyalty = 'rebel';
    for (const id of event.payload.subjugated) s.systems[id].subjugated = true;
    for (const id of event.payload.imperial) s.systems[id].loyalty = 'empire';
    for (const id of [...event.payload.subjugated, ...event.payload.imperial]) {
      removeOne(event, s.decks.probe, id);
      s.probesInBox.push(id);
    }
  },
  SetupStepBegan: (s, event) => {
    switch (event.payload.step) {
      case 'imperial-placement':
        s.phase = { kind: 'placement', faction: 'empire', remaining: { ...STARTING_UNITS.empire }, placed: [] };
        break;
      case 'rebel-placement':
        s.phase = { kind: 'placement', faction: 'rebel', remaining: { ...STARTING_UNITS.rebel }, placed: [] };
        break;
      case 'base-choice':
        s.phase = { kind: 'base-choice' };
        break;
    }
  },
  UnitPlaced: placementChanged,
  PlacementUndone: placementChanged,
  PlacementConfirmed: (s, event) => {
    if (s.phase.kind !== 'placement' || Object.keys(s.phase.remaining).length > 0) fail(event, 'units left to place');
  },
  StartingActionCardsDealt: (s, event) => {
    const { faction, cards } = event.payload;
    drawTop(event, s.decks.startingActions[faction], cards);
    s.hands.actions[faction].push(...cards);
    // RR AKTIONSKARTEN: the starting cards not dealt go back to the box unseen.
    s.decks.startingActions[faction] = [];
  },
  ImmediateActionCardsBegan: (s, event) => {
    s.phase = { kind: 'immediate-action-cards', pending: { empire: [], rebel: [] }, resume: event.payload.resume };
  },
  ImmediateActionCardRevealed: (s, event) => {
    if (s.phase.kind !== 'immediate-action-cards') fail(event, 'not resolving immediate cards');
    removeOne(event, s.hands.actions[event.payload.faction], event.payload.card);
    s.phase.pending[event.payload.faction].push(event.payload.card);
  },
  RingAttached: (s, event) => {
    if (s.phase.kind !== 'immediate-action-cards') fail(event, 'not resolving immediate cards');
    removeOne(event, s.phase.pending[event.payload.faction], event.payload.card);
    const leader = s.leaders[event.payload.leader];
    if (!leader || leaderSide(s, event.payload.leader) !== event.payload.faction) fail(event, 'leader not in play');
    // RR ZUSTANDSRINGE: a second ring replaces the first.
    leader.ring = event.payload.card;
  },
  BaseChosen: (s, event) => {
    removeOne(event, s.decks.probe, event.payload.system);
    s.base = { system: event.payload.system, revealed: false };
  },
  StartingMissionsTaken: (s, event) => {
    s.hands.missions[event.payload.faction].push(...event.payload.cards);
  },
} satisfies EvolveHandlers;
