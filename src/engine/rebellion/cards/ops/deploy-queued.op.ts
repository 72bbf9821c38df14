import type { EffectFrame, StepHandler, StepResult } from '../../../core/cards/effect.run.js';
import { text } from '../../../core/text.js';
import { unitType, type UnitTypeId } from '../../data/units.data.js';
import type { SystemId } from '../../data/systems.data.js';
import type { MissionOp } from '../../missions.effects.js';
import { textOf } from '../../rebellion.label.js';
import { seatOf, type RebellionState } from '../../rebellion.state.js';
import { RULES } from '../../rules.cite.js';
import type { ProgramContext } from '../mission.program.js';

/**
 * „Oversee Project“: one own queued unit from the first spaces deployed
 * straight into the mission's system (RR EINHEITEN STATIONIEREN; the card's
 * target keeps out sabotaged systems). A Death Star goes only where the one
 * under construction stands, and replaces it (RR TODESSTERN BAUEN).
 */

type DeployQueuedOp = Extract<MissionOp, { readonly op: 'deploy-queued' }>;

function mission(state: RebellionState) {
  if (state.phase.kind !== 'mission' || state.phase.system === 'rebel-base') throw new Error('deploy-queued runs in a mission in a system');
  return { faction: state.phase.faction, at: state.phase.system as SystemId };
}

/** The (unit, space) pairs on the queue's first `spaces` spaces that may deploy here, once each. */
export function deployable(state: RebellionState, spaces: number): { unit: UnitTypeId; space: number }[] {
  const { faction, at } = mission(state);
  const fits = state.buildQueue[faction].filter((q) => q.space <= spaces && (q.unit !== 'death-star' || (state.units[at]['death-star-under-construction'] ?? 0) > 0));
  const once = [...new Map(fits.map((q) => [`${q.unit}@${q.space}`, q])).values()];
  return once.sort((a, b) => a.space - b.space);
}

export const deployQueued: StepHandler<ProgramContext, DeployQueuedOp, EffectFrame> = {
  run({ out }, op, frame): StepResult<EffectFrame> {
    const choices = deployable(out.state, op.spaces);
    if (choices.length === 0) return { kind: 'next' };
    return {
      kind: 'ask',
      frame,
      prompt: {
        kind: 'units',
        seat: seatOf(out.state, mission(out.state).faction),
        question: text('Welche Einheit der Bauleiste wird sofort in dieses System stationiert?', 'Which unit on the build queue is deployed into this system now?'),
        rule: RULES.deploy,
        source: frame.card,
        choices: choices.map((q) => ({
          params: { unit: q.unit, space: String(q.space) },
          label: text(`${textOf(unitType(q.unit).name).de} (Feld ${q.space})`, `${textOf(unitType(q.unit).name).en} (space ${q.space})`),
        })),
        optional: false,
        secret: false,
      },
    };
  },
  answer({ out }, _op, _frame, answer): StepResult<EffectFrame> {
    if (answer.kind === 'pass') return { kind: 'next' };
    const { faction, at } = mission(out.state);
    out.emit({ type: 'QueuedUnitDeployed', payload: { faction, unit: answer.params.unit as UnitTypeId, space: Number(answer.params.space), at } });
    return { kind: 'next' };
  },
};
