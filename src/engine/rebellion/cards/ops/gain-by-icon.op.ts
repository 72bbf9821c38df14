import type { StepHandler } from '../../../core/cards/effect.run.js';
import { text } from '../../../core/text.js';
import { THEATERS } from '../../data/model.types.js';
import { unitType, type UnitTypeId } from '../../data/units.data.js';
import { inSupply, unitsForIcon } from '../../board.query.js';
import type { MissionOp } from '../../missions.effects.js';
import { textOf } from '../../rebellion.label.js';
import type { Out } from '../../rebellion.out.js';
import { where, type ProgramContext, type ProgramFrame } from '../mission.program.js';
import { ask, mission, skipped } from './op.kit.js';

/**
 * „gain-by-icon“: one unit from the supply for each resource icon shape the
 * card names, ships or ground units as the revealing side picks, among the
 * units its faction sheet builds with that shape (RR RESSOURCENSYMBOL), into
 * the mission's system. A shape with none left in the supply gives nothing.
 */

type GainOp = Extract<MissionOp, { op: 'gain-by-icon' }>;
type GainHandler = StepHandler<ProgramContext, GainOp, ProgramFrame>;

function choices(out: Out, shape: GainOp['shapes'][number]): UnitTypeId[] {
  const faction = mission(out).faction;
  return THEATERS.flatMap((t) => unitsForIcon(faction, `${t}-${shape}`)).filter((u) => inSupply(out.state, u) > 0);
}

/** Asks for the unit of shape `i` on, skipping shapes with nothing left. */
function askShape(out: Out, op: GainOp, frame: ProgramFrame, i: number): ReturnType<GainHandler['run']> {
  for (let k = i; k < op.shapes.length; k++) {
    const units = choices(out, op.shapes[k]);
    if (units.length === 0) continue;
    return ask(out, mission(out).faction, { ...frame, vars: { ...frame.vars, shape: k } }, {
      kind: 'units',
      question: text(`Welche Einheit für das Symbol ${k + 1} von ${op.shapes.length}?`, `Which unit for icon ${k + 1} of ${op.shapes.length}?`),
      choices: units.map((unit) => ({ params: { unit }, label: textOf(unitType(unit).name) })),
      optional: false,
      secret: false,
    });
  }
  return { kind: 'next' };
}

export const gainByIcon: GainHandler = {
  run({ out }, op, frame) {
    if (skipped(op, frame)) return { kind: 'next' };
    return askShape(out, op, frame, 0);
  },
  answer({ out }, op, frame, answer) {
    if (answer.kind === 'choice')
      out.emit({ type: 'UnitsGained', payload: { faction: mission(out).faction, at: where(out), units: { [answer.params.unit as UnitTypeId]: 1 } } });
    const again = askShape(out, op, frame, (frame.vars.shape as number) + 1);
    return again.kind === 'ask' ? again : { kind: 'next' };
  },
};
