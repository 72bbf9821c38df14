import type { UnitTypeId } from '../data/units.data.js';
import { fail, drawTop, removeOne, isPermutation, addUnits, type EvolveHandlers } from './evolve.kit.js';

/** Rapid Mobilization (RR NEUER STÜTZPUNKT): moving the base. */
export const mobilizationEvolve = {
  RapidMobilizationReady: (s, event) => {
    const pending = s.rapidMobilization;
    // Resolved twice this round (FAQ: leaders moved onto it by „Contingency Plan“): both uses wait for the end of the command phase.
    s.rapidMobilization = pending === null ? { leaders: event.payload.leaders } : { leaders: pending.leaders, next: event.payload.leaders };
  },
  MobilizationBegan: (s, event) => {
    const pending = s.rapidMobilization;
    const { leaders } = event.payload;
    if (pending !== null && leaders !== pending.leaders && leaders !== pending.next) fail(event, 'no such use pending');
    s.phase = { kind: 'rapid-mobilization', leaders, stage: 'choose', system: 'rebel-base', steps: [], drawn: [] };
    // The other use, if there are two, waits until this one is done.
    s.rapidMobilization = pending?.next === undefined ? null : { leaders: leaders === pending.leaders ? pending.next : pending.leaders };
  },
  MobilizationChosen: (s, event) => {
    if (s.phase.kind !== 'rapid-mobilization') fail(event, 'not mobilizing');
    s.phase.stage = event.payload.option === 'units' ? 'move' : event.payload.option === 'new-base' ? 'new-base' : 'choose';
  },
  NewBaseCardsDrawn: (s, event) => {
    if (s.phase.kind !== 'rapid-mobilization') fail(event, 'not mobilizing');
    drawTop(event, s.decks.probe, event.payload.cards);
    s.phase.drawn = [...event.payload.cards];
  },
  OldBaseGivenUp: (s, event) => {
    const { system } = event.payload;
    if (s.base.system !== system) fail(event, 'not the base');
    for (const [unit, n] of Object.entries(s.units['rebel-base']) as [UnitTypeId, number][]) addUnits(s, system, unit, n, event);
    s.units['rebel-base'] = {};
    for (const leader of Object.values(s.leaders)) if (leader?.location.kind === 'rebel-base') leader.location = { kind: 'system', system };
    s.hands.probes.push(system);
    s.base = { system: null, revealed: false };
  },
  NewBaseChosen: (s, event) => {
    if (s.phase.kind !== 'rapid-mobilization') fail(event, 'not mobilizing');
    removeOne(event, s.phase.drawn, event.payload.system);
    s.base = { system: event.payload.system, revealed: false };
  },
  ProbeCardsReturned: (s, event) => {
    if (s.phase.kind !== 'rapid-mobilization' || !isPermutation(s.phase.drawn, event.payload.order)) fail(event, 'not the cards drawn');
    s.decks.probe.push(...event.payload.order);
    s.phase.drawn = [];
  },
} satisfies EvolveHandlers;
