import { LEADER_IDS, type LeaderId } from './data/leaders.data.js';
import { SYSTEM_IDS, systemData } from './data/systems.data.js';
import { hasGroundUnits, hasUnits, isCaptured, leaderPlace } from './board.query.js';
import { forcedExcess } from './destroyed-system.rules.js';
import type { Out } from './rebellion.out.js';
import type { RebellionState } from './rebellion.state.js';

/**
 * The rules that hold „zu irgendeinem Zeitpunkt“, applied after every
 * decision until none applies: subjugation markers come and go (RR
 * UNTERWERFUNG), the base is revealed (RR AUFDECKEN DES REBELLENSTÜTZPUNKTES),
 * captives are rescued (RR GEFANGENE ANFÜHRER RETTEN), units beyond the
 * ships' capacity in a destroyed system go where nothing is left to choose
 * (RR ZERSTÖRTE SYSTEME; a choice waits for its owner), the Empire wins (RR
 * SIEGBEDINGUNGEN). New subjugation waits while a combat runs: RR SYSTEME
 * AKTIVIEREN puts it after the combat.
 */
export function settle(out: Out): void {
  for (;;) {
    const s = out.state;
    if (s.ended !== null || s.round === 0) return;
    const system = subjugationChange(s);
    if (system?.add === false) out.emit({ type: 'SubjugationRemoved', payload: { system: system.id } });
    else if (system?.add === true) out.emit({ type: 'SystemSubjugated', payload: { system: system.id } });
    else if (baseMustBeRevealed(s)) out.emit({ type: 'BaseRevealed', payload: { system: s.base.system! } });
    else if (rescued(out, s)) continue;
    else if (forced(out, s)) continue;
    else if (empireWins(s)) out.emit({ type: 'GameEnded', payload: { winner: 'empire', reason: 'base-occupied' } });
    else return;
  }
}

// Each rule below is asked once per pass (settle runs after every decision): its event is emitted from that one answer.

function rescued(out: Out, s: RebellionState): boolean {
  const leader = rescuable(s);
  if (leader !== null) out.emit({ type: 'LeaderRescued', payload: { leader, to: rescuePlace(s) } });
  return leader !== null;
}

function forced(out: Out, s: RebellionState): boolean {
  const excess = forcedExcess(s);
  if (excess !== null) out.emit({ type: 'UnitsDestroyed', payload: { faction: excess.faction, at: excess.system, units: excess.units } });
  return excess !== null;
}

/**
 * The first system, in catalogue order, whose marker must go or come. Asked
 * for every system after every decision, so the ground units are counted
 * only where the cheap conditions already hold.
 */
function subjugationChange(s: RebellionState) {
  const newAllowed = s.phase.kind !== 'activation' && s.phase.kind !== 'combat';
  for (const id of SYSTEM_IDS) {
    const system = s.systems[id];
    if (system.subjugated) {
      if (!hasGroundUnits(s, id, 'empire')) return { id, add: false };
    } else if (newAllowed && system.loyalty !== 'empire' && !system.destroyed && systemData(id).populous && hasGroundUnits(s, id, 'empire'))
      return { id, add: true };
  }
  return null;
}

/** Imperial loyalty or ground units in the hidden base's system. */
function baseMustBeRevealed(s: RebellionState): boolean {
  const base = s.base.system;
  if (base === null || s.base.revealed) return false;
  return s.systems[base].loyalty === 'empire' || hasGroundUnits(s, base, 'empire');
}

/** A captive in a system without Imperial units is rescued at once. */
function rescuable(s: RebellionState): LeaderId | null {
  for (const l of LEADER_IDS) {
    if (!isCaptured(s, l)) continue;
    const place = leaderPlace(s, l);
    if (place !== null && !hasUnits(s, place, 'empire')) return l;
  }
  return null;
}

export function rescuePlace(s: RebellionState) {
  return s.base.revealed ? s.base.system! : ('rebel-base' as const);
}

/** RR SIEGBEDINGUNGEN: Imperial units and no Rebel unit in the base's system, once it is revealed (or destroyed). */
function empireWins(s: RebellionState): boolean {
  const base = s.base.system;
  if (base === null || !(s.base.revealed || s.systems[base].destroyed)) return false;
  return hasUnits(s, base, 'empire') && !hasUnits(s, base, 'rebel');
}
