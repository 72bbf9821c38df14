import { unitType, type UnitTypeId } from '../data/units.data.js';
import { fail, addUnits, moveLeader, type EvolveHandlers } from './evolve.kit.js';

/** The command phase (RR KOMMANDOPHASE): turns, passing, activating a system and moving into it. */
export const commandEvolve = {
  CommandPhaseBegan: (s) => {
    s.phase = { kind: 'command', turn: 'rebel', passed: { empire: false, rebel: false } };
  },
  Passed: (s, event) => {
    if (s.phase.kind !== 'command') fail(event, 'not in the command phase');
    const other = event.payload.faction === 'empire' ? 'rebel' : 'empire';
    s.phase.passed[event.payload.faction] = true;
    s.phase.turn = s.phase.passed[other] ? event.payload.faction : other;
  },
  TurnBegan: (s, event) => {
    const phase = s.phase;
    const passed =
      phase.kind === 'command'
        ? phase.passed
        : phase.kind === 'activation' || phase.kind === 'mission' || phase.kind === 'combat'
          ? phase.command.passed
          : fail(event, 'not in the command phase');
    if (passed[event.payload.faction]) fail(event, 'that side has passed');
    s.phase = { kind: 'command', turn: event.payload.faction, passed: { ...passed } };
  },
  SystemActivated: (s, event) => {
    const { faction, leader, system } = event.payload;
    if (s.phase.kind !== 'command' || s.phase.turn !== faction) fail(event, 'not this side’s turn');
    moveLeader(s, leader, system === 'rebel-base' ? { kind: 'rebel-base' } : { kind: 'system', system }, event);
    s.phase = { kind: 'activation', command: { turn: faction, passed: { ...s.phase.passed } }, leader, system, steps: [], moved: null };
  },
  UnitsMoving: (s, event) => {
    if (s.phase.kind !== 'activation' && s.phase.kind !== 'rapid-mobilization' && s.phase.kind !== 'evacuation') fail(event, 'no move being built');
    const { from, unit, count } = event.payload;
    s.phase.steps.push({ kind: 'units', from, unit, count });
  },
  CaptiveMoving: (s, event) => {
    if (s.phase.kind !== 'activation') fail(event, 'no move being built');
    s.phase.steps.push({ kind: 'captive', from: event.payload.from, leader: event.payload.leader });
  },
  MoveUndone: (s, event) => {
    if ((s.phase.kind !== 'activation' && s.phase.kind !== 'rapid-mobilization' && s.phase.kind !== 'evacuation') || s.phase.steps.pop() === undefined)
      fail(event, 'nothing to undo');
  },
  MovesConfirmed: (s, event) => {
    if ((s.phase.kind !== 'activation' && s.phase.kind !== 'rapid-mobilization' && s.phase.kind !== 'evacuation') || s.phase.system !== event.payload.system)
      fail(event, 'no move being built');
    const to = event.payload.system;
    if (s.phase.kind === 'activation')
      s.phase.moved = {
        from: [...new Set(s.phase.steps.flatMap((step) => (step.from === 'rebel-base' ? [] : [step.from])))],
        groundArrived: s.phase.steps.some((step) => step.kind === 'units' && unitType(step.unit).theater === 'ground'),
      };
    for (const step of s.phase.steps) {
      if (step.kind === 'units') {
        addUnits(s, step.from, step.unit, -step.count, event);
        addUnits(s, to, step.unit, step.count, event);
      } else moveLeader(s, step.leader, to === 'rebel-base' ? fail(event, 'captive onto the base space') : { kind: 'system', system: to }, event);
    }
    s.phase.steps = [];
  },
  BaseNotInSystem: (s, event) => {
    if (s.base.system === event.payload.system && !s.base.revealed) fail(event, 'the base is there');
  },
  BaseRevealed: (s, event) => {
    const { system } = event.payload;
    if (s.base.system !== system || s.base.revealed) fail(event, 'not the hidden base');
    s.base.revealed = true;
    for (const [unit, n] of Object.entries(s.units['rebel-base']) as [UnitTypeId, number][]) addUnits(s, system, unit, n, event);
    s.units['rebel-base'] = {};
    for (const leader of Object.values(s.leaders)) if (leader?.location.kind === 'rebel-base') leader.location = { kind: 'system', system };
  },
} satisfies EvolveHandlers;
