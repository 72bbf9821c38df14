import type { StepHandler } from '../../../core/cards/effect.run.js';
import { text, type Text } from '../../../core/text.js';
import { SYSTEM_IDS, systemData } from '../../data/systems.data.js';
import { unitType, type UnitTypeId } from '../../data/units.data.js';
import { typesAt } from '../../board.query.js';
import type { MissionOp } from '../../missions.effects.js';
import { freeCapacity, isPinned } from '../../movement.legal.js';
import { textOf } from '../../rebellion.label.js';
import type { Out } from '../../rebellion.out.js';
import type { MoveStep, Place } from '../../rebellion.state.js';
import { where, type ProgramContext, type ProgramFrame } from '../mission.program.js';
import { ask, mission, skipped } from './op.kit.js';

/**
 * „move-units“: a card moves the revealing side's units into the mission's
 * system without the adjacency of an activation (Hidden Fleet, Plan the
 * Assault, Lead the Strike Team, Planetary Conquest). One unit per answer,
 * each moved at once (`UnitsMoved`); the frame remembers what moved, for the
 * limits and the transport capacity of ships moved from the same origin
 * (RR TRANSPORTKAPAZITÄT).
 */

type MoveOp = Extract<MissionOp, { op: 'move-units' }>;
interface Moved {
  readonly from: Place;
  readonly unit: UnitTypeId;
}

function origins(out: Out, op: MoveOp, moved: readonly Moved[]): Place[] {
  const { base } = out.state;
  const faction = mission(out).faction;
  const candidates: readonly Place[] =
    op.from === 'rebel-base' ? [base.revealed ? base.system! : 'rebel-base'] : op.from === 'one-system' && moved.length > 0 ? [moved[0].from] : SYSTEM_IDS;
  return candidates.filter((p) => p !== where(out) && !(op.leadersBlock && isPinned(out.state, faction, p)));
}

/** The (origin, unit type) pairs that may move next. */
export function movable(out: Out, op: MoveOp, moved: readonly Moved[]): Moved[] {
  if (op.max !== undefined && moved.length >= op.max) return [];
  const steps: MoveStep[] = moved.map((m) => ({ kind: 'units', from: m.from, unit: m.unit, count: 1 }));
  const fits = (unit: UnitTypeId) => {
    const data = unitType(unit);
    if (data.immobile) return false;
    if (op.only !== undefined && data.theater !== (op.only === 'ships' ? 'space' : 'ground')) return false;
    return op.limit === undefined || moved.filter((m) => m.unit === unit).length < (op.limit[unit] ?? 0);
  };
  return origins(out, op, moved).flatMap((from) =>
    typesAt(out.state.units[from], mission(out).faction, fits)
      .filter((unit) => op.transport === 'ignore' || !unitType(unit).needsTransport || freeCapacity(steps, from) > 0)
      .map((unit) => ({ from, unit })),
  );
}

const placeName = (p: Place): Text => (p === 'rebel-base' ? text('Feld „Rebellenstützpunkt“', '"Rebel Base" space') : textOf(systemData(p).name));

function askMove(out: Out, op: MoveOp, frame: ProgramFrame, moved: readonly Moved[]): ReturnType<MoveHandler['run']> {
  const choices = movable(out, op, moved);
  if (choices.length === 0) return { kind: 'next' };
  return ask(out, mission(out).faction, { ...frame, vars: { ...frame.vars, moved } }, {
    kind: 'units',
    question: text('Welche Einheit bewegt sich in das System der Mission?', 'Which unit moves into the mission’s system?'),
    choices: choices.map(({ from, unit }) => {
      const name = textOf(unitType(unit).name);
      const origin = placeName(from);
      return { params: { from, unit }, label: text(`${name.de} (aus ${origin.de})`, `${name.en} (from ${origin.en})`), group: origin };
    }),
    optional: true,
    passLabel: text('Keine weitere Einheit bewegen', 'Move no further unit'),
    secret: false,
  });
}

type MoveHandler = StepHandler<ProgramContext, MoveOp, ProgramFrame>;

export const moveUnits: MoveHandler = {
  run({ out }, op, frame) {
    if (skipped(op, frame)) return { kind: 'next' };
    return askMove(out, op, frame, []);
  },
  answer({ out }, op, frame, answer) {
    if (answer.kind === 'pass') return { kind: 'next' };
    const step = { from: answer.params.from as Place, unit: answer.params.unit as UnitTypeId };
    out.emit({ type: 'UnitsMoved', payload: { faction: mission(out).faction, from: step.from, to: where(out), units: { [step.unit]: 1 } } });
    const again = askMove(out, op, frame, [...(frame.vars.moved as Moved[]), step]);
    return again.kind === 'ask' ? again : { kind: 'next' };
  },
};
