import type { EffectFrame, StepHandler, StepResult } from '../../../core/cards/effect.run.js';
import { text } from '../../../core/text.js';
import { systemData, type SystemId } from '../../data/systems.data.js';
import { adjacentSystems, hasUnits, isCaptured } from '../../board.query.js';
import { captureLeader } from '../../reactions.flow.js';
import type { MissionOp } from '../../missions.effects.js';
import { textOf } from '../../rebellion.label.js';
import type { Out } from '../../rebellion.out.js';
import type { RebellionState } from '../../rebellion.state.js';
import { ask, mission, skipped } from './op.kit.js';

type Op = Extract<MissionOp, { op: 'capture-and-deliver' }>;

/** The systems with an Imperial unit fewest moves from `from` (`from` itself if it has one); none if no system has one. */
export function nearestImperial(state: RebellionState, from: SystemId): SystemId[] {
  let ring: SystemId[] = [from];
  const seen = new Set<SystemId>(ring);
  while (ring.length > 0) {
    const found = ring.filter((s) => hasUnits(state, s, 'empire'));
    if (found.length > 0) return found.sort();
    ring = [...new Set(ring.flatMap((s) => adjacentSystems(state, s)))].filter((s) => !seen.has(s));
    for (const s of ring) seen.add(s);
  }
  return [];
}

/**
 * The target and the mission's leaders go first, then the capture is made
 * there: the same board as capturing first, but the capture goes through the
 * capture moment (RR GEFANGENE ANFÜHRER), where a card such as „Noble
 * Sacrifice“ may answer it, and a captive never stands where no Imperial unit
 * is (settle.flow.ts would rescue it at once). A reaction window ends the
 * program; the window's continuation is the program's.
 */
function captureAndMove(out: Out, frame: EffectFrame, to: SystemId | null): StepResult<EffectFrame> {
  const m = mission(out);
  if (to !== null && to !== m.system) out.emit({ type: 'LeadersMoved', payload: { leaders: [m.target!, ...m.leaders], to } });
  return captureLeader(out, m.target!, frame.then) ? { kind: 'end' } : { kind: 'next' };
}

/**
 * „Collect Bounty“: the target is captured; then it and the mission's leaders
 * go to the nearest system with an Imperial unit, counted in moves (FAQ: where
 * the capture happened, if an Imperial unit stands there). The Empire picks
 * among systems equally near (a system prompt), before the capture is made.
 */
export const captureAndDeliver: StepHandler<{ readonly out: Out }, Op, EffectFrame> = {
  run({ out }, op, frame): StepResult<EffectFrame> {
    if (skipped(op, frame)) return { kind: 'next' };
    const m = mission(out);
    if (m.target === null || m.system === 'rebel-base' || isCaptured(out.state, m.target)) return { kind: 'next' };
    const nearest = nearestImperial(out.state, m.system);
    if (nearest.length <= 1) return captureAndMove(out, frame, nearest[0] ?? null);
    return ask(out, 'empire', frame, {
      kind: 'system',
      question: text('In welches der nächstgelegenen Systeme mit imperialer Einheit kommen der Gefangene und die Anführer der Mission?', 'Into which of the nearest systems with an Imperial unit do the captive and the mission’s leaders go?'),
      choices: nearest.map((system) => ({ params: { system }, label: textOf(systemData(system).name) })),
      optional: false,
      secret: false,
    });
  },
  answer({ out }, _op, frame, answer) {
    return captureAndMove(out, frame, answer.kind === 'choice' ? (answer.params.system as SystemId) : null);
  },
};
