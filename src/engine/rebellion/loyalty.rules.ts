import type { Faction } from './data/model.types.js';
import { systemData, type SystemId } from './data/systems.data.js';
import { other } from './board.query.js';
import type { RebellionState, SystemState } from './rebellion.state.js';

/**
 * RR LOYALITÄT and UNTERWERFUNG: a system's markers after `faction` gains
 * `amount` loyalty there, or null when nothing changes (Coruscant, remote
 * and destroyed systems, a system already loyal to it).
 */
export function afterLoyaltyGain(state: RebellionState, faction: Faction, system: SystemId, amount: number): Pick<SystemState, 'loyalty' | 'subjugated'> | null {
  const s = state.systems[system];
  if (systemData(system).coruscant || !systemData(system).populous || s.destroyed || s.loyalty === faction) return null;
  // Two steps from the other side reach this side's loyalty; Imperial loyalty replaces a subjugation marker (RR UNTERWERFUNG).
  if (s.loyalty === other(faction)) return amount >= 2 ? { loyalty: faction, subjugated: faction === 'empire' ? false : s.subjugated } : { loyalty: null, subjugated: s.subjugated };
  // Neutral: the Empire turns a subjugation marker over into its loyalty; the Rebel's marker goes under it.
  return faction === 'empire' ? { loyalty: 'empire', subjugated: false } : { loyalty: 'rebel', subjugated: s.subjugated };
}
