import type { StepHandler } from '../../../core/cards/effect.run.js';
import { text } from '../../../core/text.js';
import { SYSTEM_IDS, systemData, type SystemId } from '../../data/systems.data.js';
import { unitType, type UnitTypeId } from '../../data/units.data.js';
import type { Faction } from '../../data/model.types.js';
import { hasUnits, isGround, other, typesAt } from '../../board.query.js';
import type { MissionOp } from '../../missions.effects.js';
import { textOf } from '../../rebellion.label.js';
import { isImperialSystem, type RebellionState } from '../../rebellion.state.js';
import type { ProgramContext, ProgramFrame } from '../mission.program.js';
import { ask, skipped } from './op.kit.js';

/**
 * „evict-ground-units“ („Independent Operation“): the Empire's ground units
 * in the card's system, structures excepted (card_effects.json RoE: an
 * ability moving the opponent's units cannot move structures), go to one
 * Imperial system of the Empire's choice holding no Rebel ground units
 * (errata, card_effects.json FAQ), ignoring adjacency and transport
 * capacity. The subjugation marker goes once no Imperial ground unit is left
 * (settle.flow.ts). The hidden base's system is never a destination: an
 * Imperial system holding it has revealed it already (settle.flow.ts).
 */

type EvictOp = Extract<MissionOp, { op: 'evict-ground-units' }>;
type EvictHandler = StepHandler<ProgramContext, EvictOp, ProgramFrame>;

/** The Empire's ground units there that an opponent's ability may move. */
export const evictable = (state: RebellionState, system: SystemId): UnitTypeId[] => typesAt(state.units[system], 'empire', (u) => isGround(u) && unitType(u).kind !== 'structure');

/** Where they may go: Imperial systems other than this one without Rebel ground units. */
export const evictionDestinations = (state: RebellionState, system: SystemId): SystemId[] =>
  SYSTEM_IDS.filter((id) => id !== system && isImperialSystem(state, id) && !hasUnits(state, id, 'rebel', isGround));

const acting = (frame: ProgramFrame) => ({ faction: frame.vars.faction as Faction, system: frame.vars.system as SystemId });

export const evictGroundUnits: EvictHandler = {
  run({ out }, op, frame) {
    if (skipped(op, frame)) return { kind: 'next' };
    const { faction, system } = acting(frame);
    if (evictable(out.state, system).length === 0) return { kind: 'next' };
    return ask(out, other(faction), frame, {
      kind: 'system',
      question: text('In welches imperiale System ziehen deine Bodeneinheiten ab?', 'Into which Imperial system do your ground units withdraw?'),
      choices: evictionDestinations(out.state, system).map((to) => ({ params: { system: to }, label: textOf(systemData(to).name) })),
      optional: false,
      secret: false,
    });
  },
  answer({ out }, _op, frame, answer) {
    if (answer.kind !== 'choice') return { kind: 'next' };
    const { faction, system } = acting(frame);
    const units = Object.fromEntries(evictable(out.state, system).map((u) => [u, out.state.units[system][u]!]));
    out.emit({ type: 'UnitsMoved', payload: { faction: other(faction), from: system, to: answer.params.system as SystemId, units } });
    return { kind: 'next' };
  },
};
