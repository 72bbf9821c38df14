import type { UnitTypeId } from '../data/units.data.js';
import type { Modifier } from '../modifiers.effects.js';
import type { RebellionState } from '../rebellion.state.js';
import type { Draft } from './evolve.draft.js';
import { fail, addUnits, dropWounds, type EvolveHandlers, type EventOf } from './evolve.kit.js';

/** A sabotage marker placed on a system or taken off it. */
function sabotageMarked(s: Draft<RebellionState>, event: EventOf<'SabotageMarkerPlaced' | 'SabotageMarkerRemoved'>): void {
  s.systems[event.payload.system].sabotaged = event.type === 'SabotageMarkerPlaced';
}

/** The board changed by cards and rules in any phase: systems, units, the build queue, the tracks, lasting effects. */
export const boardEvolve = {
  SystemSubjugated: (s, event) => {
    s.systems[event.payload.system].subjugated = true;
  },
  SubjugationRemoved: (s, event) => {
    s.systems[event.payload.system].subjugated = false;
  },
  ReputationGained: (s, event) => {
    // RR SYMPATHIE: the marker moves towards the time marker and stops on it.
    s.reputation = Math.max(s.time, s.reputation - event.payload.amount);
  },
  LoyaltyChanged: (s, event) => {
    const { system, loyalty, subjugated } = event.payload;
    s.systems[system].loyalty = loyalty;
    s.systems[system].subjugated = subjugated;
  },
  SabotageMarkerPlaced: sabotageMarked,
  SabotageMarkerRemoved: sabotageMarked,
  UnitsDestroyed: (s, event) => {
    const { faction, at, units } = event.payload;
    for (const [unit, n] of Object.entries(units) as [UnitTypeId, number][]) {
      addUnits(s, at, unit, -n, event);
      if (s.phase.kind === 'combat' && s.phase.system === at) {
        dropWounds(s.phase.wounds, faction, unit, n);
        s.phase.destroyed[faction][unit] = (s.phase.destroyed[faction][unit] ?? 0) + n;
      }
    }
  },
  UnitsGained: (s, event) => {
    const { at, units } = event.payload;
    for (const [unit, n] of Object.entries(units) as [UnitTypeId, number][]) addUnits(s, at, unit, n, event);
  },
  UnitsMoved: (s, event) => {
    const { from, to, units } = event.payload;
    for (const [unit, n] of Object.entries(units) as [UnitTypeId, number][]) {
      addUnits(s, from, unit, -n, event);
      addUnits(s, to, unit, n, event);
    }
    // RR GEFECHT: the opponent cannot retreat where the units of a mission's combat came from.
    if (s.phase.kind === 'mission' && from !== 'rebel-base' && !s.phase.movedFrom.includes(from)) s.phase.movedFrom.push(from);
  },
  QueuedUnitAdvanced: (s, event) => {
    const { faction, unit, from } = event.payload;
    const queue = s.buildQueue[faction];
    const i = queue.findIndex((q) => q.unit === unit && q.space === from);
    if (i < 0 || from < 2) fail(event, 'not on that space of the queue');
    queue[i] = { unit, space: from - 1 };
  },
  QueuedUnitDestroyed: (s, event) => {
    const queue = s.buildQueue[event.payload.faction];
    const i = queue.findIndex((q) => q.unit === event.payload.unit);
    if (i < 0) fail(event, 'not on the queue');
    queue.splice(i, 1);
  },
  SystemDestroyed: (s, event) => {
    const system = s.systems[event.payload.system];
    if (system.destroyed) fail(event, 'already destroyed');
    Object.assign(system, { destroyed: true, loyalty: null, subjugated: false, sabotaged: false });
  },
  TimeAdvanced: (s, event) => {
    s.time = event.payload.time;
  },
  ModifierAdded: (s, event) => {
    s.modifiers.push(event.payload.modifier as Draft<Modifier>);
  },
} satisfies EvolveHandlers;
