import { FACTIONS, type Faction } from './data/model.types.js';
import { SYSTEM_IDS, type SystemId } from './data/systems.data.js';
import { unitType, type UnitTypeId } from './data/units.data.js';
import { typesAt } from './board.query.js';
import type { Out } from './rebellion.out.js';
import type { RebellionState, UnitCounts } from './rebellion.state.js';

/**
 * RR ZERSTÖRTE SYSTEME: ground units may stand in a destroyed system, but a
 * side whose units needing transport (ground units, TIE fighters) there
 * outnumber the transport capacity of its ships there must destroy the
 * excess, choosing which. The rule holds at any time, like those of
 * `settle.flow.ts`: whenever ships leave or are lost there.
 */

/** Units of `faction` needing transport in `system` beyond its ships' capacity there; 0 unless the system is destroyed. */
export function transportExcess(state: RebellionState, system: SystemId, faction: Faction): number {
  if (!state.systems[system].destroyed) return 0;
  const units = state.units[system];
  let need = 0;
  let capacity = 0;
  for (const unit of typesAt(units, faction)) {
    const data = unitType(unit);
    if (data.needsTransport) need += units[unit]!;
    capacity += data.transportCapacity * units[unit]!;
  }
  return Math.max(0, need - capacity);
}

/**
 * The destroyed systems in catalogue order. Asked several times per decision
 * (legal actions, pending, settle) while systems rarely change, so it is kept
 * per `state.systems` object, which evolve replaces whenever a system changes.
 */
const destroyedCache = new WeakMap<RebellionState['systems'], readonly SystemId[]>();
function destroyedSystems(state: RebellionState): readonly SystemId[] {
  let found = destroyedCache.get(state.systems);
  if (found === undefined) {
    found = SYSTEM_IDS.filter((id) => state.systems[id].destroyed);
    destroyedCache.set(state.systems, found);
  }
  return found;
}

/** Units one side must destroy in one system, and the types it may choose from. */
export interface ExcessDuty {
  readonly faction: Faction;
  readonly system: SystemId;
  readonly excess: number;
  readonly options: readonly UnitTypeId[];
}

/**
 * The first excess still to destroy, by system in catalogue order, the
 * Empire's before the Rebel's: each side destroys only its own units, so the
 * order changes nothing.
 */
export function excessDuty(state: RebellionState): ExcessDuty | null {
  for (const system of destroyedSystems(state)) {
    for (const faction of FACTIONS) {
      const excess = transportExcess(state, system, faction);
      if (excess > 0) return { faction, system, excess, options: typesAt(state.units[system], faction, (u) => unitType(u).needsTransport) };
    }
  }
  return null;
}

/** The first excess, if its units leave nothing to choose: one type only, or every unit needing transport goes. */
export function forcedExcess(state: RebellionState): { readonly faction: Faction; readonly system: SystemId; readonly units: UnitCounts } | null {
  const duty = excessDuty(state);
  if (duty === null) return null;
  const units = state.units[duty.system];
  const all = duty.options.reduce((n, u) => n + units[u]!, 0);
  if (duty.options.length > 1 && all > duty.excess) return null;
  const destroyed = duty.options.length === 1 ? { [duty.options[0]]: duty.excess } : Object.fromEntries(duty.options.map((u) => [u, units[u]]));
  return { faction: duty.faction, system: duty.system, units: destroyed };
}

/**
 * Destroys every excess that leaves no choice; returns whether a side still
 * has to choose which of its units go (then the game waits for it).
 */
export function settleExcess(out: Out): boolean {
  for (let forced = forcedExcess(out.state); forced !== null; forced = forcedExcess(out.state))
    out.emit({ type: 'UnitsDestroyed', payload: { faction: forced.faction, at: forced.system, units: forced.units } });
  return excessDuty(out.state) !== null;
}
