import type { EffectFrame, StepResult } from '../../../core/cards/effect.run.js';
import type { Prompt } from '../../../core/prompts/prompt.types.js';
import type { Faction } from '../../data/model.types.js';
import type { MissionOp } from '../../missions.effects.js';
import type { Out } from '../../rebellion.out.js';
import { seatOf, type MissionProgress } from '../../rebellion.state.js';
import { RULES } from '../../rules.cite.js';

/** What every mission op handler needs: the mission resolving, the `if` test, and asking its side a prompt. */

export const mission = (out: Out): MissionProgress => {
  if (out.state.phase.kind !== 'mission') throw new Error('a mission program runs only while its mission resolves');
  return out.state.phase;
};

export const skipped = (op: MissionOp, frame: EffectFrame) => op.if !== undefined && frame.vars.option !== op.if;

export function ask(out: Out, faction: Faction, frame: EffectFrame, prompt: Omit<Prompt, 'seat' | 'rule' | 'source'>): StepResult<EffectFrame> {
  return { kind: 'ask', prompt: { ...prompt, seat: seatOf(out.state, faction), rule: RULES.revealMission, source: frame.card }, frame };
}
