import type { EffectFrame, StepHandler, StepResult } from '../../../core/cards/effect.run.js';
import { text } from '../../../core/text.js';
import { SYSTEM_IDS, systemData, type SystemId } from '../../data/systems.data.js';
import type { MissionOp } from '../../missions.effects.js';
import { textOf } from '../../rebellion.label.js';
import type { Out } from '../../rebellion.out.js';
import { ask, skipped } from './op.kit.js';

type Op = Extract<MissionOp, { op: 'name-base-systems' }>;

/**
 * „Interrogation Droid“: the Rebel names systems, one of them his base's, one
 * at a time (a secret system prompt: the last choice may be the base alone).
 * The Empire hears the systems, sorted by name so their order tells nothing.
 */
function next(out: Out, op: Op, frame: EffectFrame, named: readonly SystemId[]): StepResult<EffectFrame> {
  const base = out.state.base.system;
  if (named.length >= op.count || base === null) {
    const systems = [...named].sort();
    out.emit({ type: 'BaseSystemsNamed', payload: { systems } });
    return { kind: 'next' };
  }
  const last = named.length === op.count - 1 && !named.includes(base);
  const open = last ? [base] : SYSTEM_IDS.filter((s) => !named.includes(s));
  return ask(out, 'rebel', { ...frame, vars: { ...frame.vars, named } }, {
    kind: 'system',
    question: text(
      `Nenne ${op.count} Systeme, eines davon das des Rebellenstützpunkts (System ${named.length + 1} von ${op.count}).`,
      `Name ${op.count} systems, one of them the Rebel base’s (system ${named.length + 1} of ${op.count}).`,
    ),
    choices: open.map((system) => ({ params: { system }, label: textOf(systemData(system).name) })),
    optional: false,
    secret: true,
  });
}

export const nameBaseSystems: StepHandler<{ readonly out: Out }, Op, EffectFrame> = {
  run({ out }, op, frame) {
    if (skipped(op, frame)) return { kind: 'next' };
    return next(out, op, frame, []);
  },
  answer({ out }, op, frame, answer) {
    const named = [...(frame.vars.named as SystemId[]), ...(answer.kind === 'choice' ? [answer.params.system as SystemId] : [])];
    return next(out, op, frame, named);
  },
};
