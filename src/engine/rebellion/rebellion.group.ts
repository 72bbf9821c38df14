import type { ActionGroup } from '../core/game.contract.js';
import { leaderData, type LeaderId } from './data/leaders.data.js';
import { systemData } from './data/systems.data.js';
import { unitType, type UnitTypeId } from './data/units.data.js';
import type { RebellionAction } from './rebellion.actions.js';
import { textOf } from './rebellion.label.js';
import type { Place, RebellionState } from './rebellion.state.js';

function place(p: Place): ActionGroup {
  if (p === 'rebel-base') return { id: 'system:rebel-base', de: 'Rebellenstützpunkt', en: 'Rebel base' };
  return { id: `system:${p}`, ...textOf(systemData(p).name) };
}

/**
 * Long Rebellion decisions (up to 162 actions: leaders × systems, units ×
 * places, systems × units × counts) grouped the way a player chooses: first
 * the leader an action moves or sends, else the system it happens in or comes
 * from, else the unit; the few actions with none of these are "other".
 */
export function groupRebellionAction(_state: RebellionState, action: RebellionAction): ActionGroup {
  const a = action as { leader?: LeaderId; from?: Place; at?: Place; system?: Place; to?: Place; unit?: UnitTypeId };
  if (typeof a.leader === 'string') return { id: `leader:${a.leader}`, ...textOf(leaderData(a.leader).name) };
  const where = a.from ?? a.at ?? a.system ?? a.to;
  if (typeof where === 'string') return place(where);
  if (typeof a.unit === 'string') return { id: `unit:${a.unit}`, ...textOf(unitType(a.unit).name) };
  return { id: 'other', de: 'Weitere Entscheidungen', en: 'Other decisions' };
}
