import { systemData, type SystemId } from './data/systems.data.js';
import type { Out } from './rebellion.out.js';

/**
 * „Long-Range Probe“ and „Local Rumors“ make the Rebel say whether his base
 * is in a system, or in its region. The engine knows the base, so the answer
 * is always the truth; it does not reveal the base (RR AUFDECKEN DES
 * REBELLENSTÜTZPUNKTES, last note). It goes to both sides' seats only: a
 * spectator learns the question, not the answer.
 */
export function answerBaseQuestion(out: Out, system: SystemId, scope: 'system' | 'region'): void {
  const base = out.state.base.system;
  const yes = base !== null && (scope === 'system' ? base === system : systemData(base).region === systemData(system).region);
  out.emit({ type: 'BaseQuestionAnswered', payload: { system, scope, yes } });
}
