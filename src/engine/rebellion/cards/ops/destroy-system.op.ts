import type { EffectFrame, StepHandler, StepResult } from '../../../core/cards/effect.run.js';
import type { SystemId } from '../../data/systems.data.js';
import { typesAt, isGround } from '../../board.query.js';
import type { MissionOp } from '../../missions.effects.js';
import type { ProgramContext } from '../mission.program.js';

/**
 * RR ZERSTÖRTE SYSTEME: the marker goes on the mission's system and every
 * Rebel ground unit there is destroyed; Imperial units beyond its ships'
 * capacity go by the rule that holds at any time (`settle.flow.ts`, the
 * Empire choosing where it may). Leaders stay. Destroying the Rebel base's
 * system, hidden or not, wins the game for the Empire at once (seed 003);
 * an already destroyed system stays as it is (the card may be resolved there
 * for its loyalty alone, FAQ).
 */

type DestroySystemOp = Extract<MissionOp, { readonly op: 'destroy-system' }>;

export const destroySystem: StepHandler<ProgramContext, DestroySystemOp, EffectFrame> = {
  run({ out }): StepResult<EffectFrame> {
    const phase = out.state.phase;
    if (phase.kind !== 'mission' || phase.system === 'rebel-base') return { kind: 'next' };
    const system: SystemId = phase.system;
    if (out.state.systems[system].destroyed) return { kind: 'next' };
    out.emit({ type: 'SystemDestroyed', payload: { system } });
    if (out.state.base.system === system) {
      out.emit({ type: 'GameEnded', payload: { winner: 'empire', reason: 'base-destroyed' } });
      return { kind: 'end' };
    }
    const units = out.state.units[system];
    const ground = typesAt(units, 'rebel', isGround);
    if (ground.length > 0) out.emit({ type: 'UnitsDestroyed', payload: { faction: 'rebel', at: system, units: Object.fromEntries(ground.map((u) => [u, units[u]])) } });
    return { kind: 'next' };
  },
};
