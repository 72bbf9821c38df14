import { LEADER_IDS } from './data/leaders.data.js';
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
    else if (rescuable(s) !== null) out.emit({ type: 'LeaderRescued', payload: { leader: rescuable(s)!, to: rescuePlace(s) } });
    else if (forcedExcess(s) !== null) {
      const { faction, system, units } = forcedExcess(s)!;
      out.emit({ type: 'UnitsDestroyed', payload: { faction, at: system, units } });
    } else if (empireWins(s)) out.emit({ type: 'GameEnded', payload: { winner: 'empire', reason: 'base-occupied' } });
    else return;
  }
}

function subjugationChange(s: RebellionState) {
  for (const id of SYSTEM_IDS) {
    const system = s.systems[id];
    const imperialGround = hasGroundUnits(s, id, 'empire');
    if (system.subjugated && !imperialGround) return { id, add: false };
    if (
      !system.subjugated &&
      imperialGround &&
      system.loyalty !== 'empire' &&
      systemData(id).populous &&
      !system.destroyed &&
      s.phase.kind !== 'activation' &&
      s.phase.kind !== 'combat'
    )
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
function rescuable(s: RebellionState) {
  return LEADER_IDS.find((l) => {
    const place = leaderPlace(s, l);
    return isCaptured(s, l) && place !== null && !hasUnits(s, place, 'empire');
  }) ?? null;
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
