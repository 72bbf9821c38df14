import { neighbours } from './data/adjacency.data.js';
import { LEADER_IDS, type LeaderId } from './data/leaders.data.js';
import type { Faction, ResourceIcon } from './data/model.types.js';
import { REBEL_BASE_SPACE, SYSTEM_IDS, systemData, type SystemId } from './data/systems.data.js';
import { UNIT_TYPE_IDS, UNIT_TYPES, unitType, type UnitTypeId } from './data/units.data.js';
import { leaderSide, type BuildSlot, type Place, type RebellionState, type UnitCounts } from './rebellion.state.js';

/** Questions about the board that several rules ask. Pure reads of the state. */

export const other = (faction: Faction): Faction => (faction === 'empire' ? 'rebel' : 'empire');

const FACTION_UNITS: Readonly<Record<Faction, readonly UnitTypeId[]>> = {
  empire: UNIT_TYPE_IDS.filter((u) => unitType(u).faction === 'empire'),
  rebel: UNIT_TYPE_IDS.filter((u) => unitType(u).faction === 'rebel'),
};

/** The unit types of `counts` that belong to `faction` and pass `test`, in catalogue order. */
export function typesAt(counts: UnitCounts, faction: Faction, test?: (unit: UnitTypeId) => boolean): UnitTypeId[] {
  const out: UnitTypeId[] = [];
  for (const u of FACTION_UNITS[faction]) if ((counts[u] ?? 0) > 0 && (test === undefined || test(u))) out.push(u);
  return out;
}

export function countAt(counts: UnitCounts, faction: Faction, test?: (unit: UnitTypeId) => boolean): number {
  let n = 0;
  for (const u of FACTION_UNITS[faction]) if ((counts[u] ?? 0) > 0 && (test === undefined || test(u))) n += counts[u]!;
  return n;
}

export const isShip = (unit: UnitTypeId) => unitType(unit).theater === 'space';
export const isGround = (unit: UnitTypeId) => unitType(unit).theater === 'ground';

const GROUND_UNITS: Readonly<Record<Faction, readonly UnitTypeId[]>> = {
  empire: FACTION_UNITS.empire.filter((u) => unitType(u).theater === 'ground'),
  rebel: FACTION_UNITS.rebel.filter((u) => unitType(u).theater === 'ground'),
};

/** Whether `faction` has ground units at `place` (asked for every system after every decision: kept quick). */
export function hasGroundUnits(state: RebellionState, place: Place, faction: Faction): boolean {
  const counts = state.units[place];
  for (const u of GROUND_UNITS[faction]) if ((counts[u] ?? 0) > 0) return true;
  return false;
}

export function hasUnits(state: RebellionState, place: Place, faction: Faction, test?: (unit: UnitTypeId) => boolean): boolean {
  const counts = state.units[place];
  for (const u of FACTION_UNITS[faction]) if ((counts[u] ?? 0) > 0 && (test === undefined || test(u))) return true;
  return false;
}

/** Miniatures of a type neither on the board nor on a build queue (RR MATERIALBESCHRÄNKUNG). */
export function inSupply(state: RebellionState, unit: UnitTypeId): number {
  const onBoard = Object.values(state.units).reduce((n, counts) => n + (counts[unit] ?? 0), 0);
  const queued = state.buildQueue[unitType(unit).faction].filter((q) => q.unit === unit).length;
  return unitType(unit).supply - onBoard - queued;
}

/** The units of `faction` a resource icon builds (RR RESSOURCENSYMBOL: the faction sheet's table). */
export function unitsForIcon(faction: Faction, icon: ResourceIcon): UnitTypeId[] {
  return UNIT_TYPES.filter((u) => u.faction === faction && u.buildIcon === icon).map((u) => u.id);
}

/** RR EINHEITEN BAUEN: the icons of loyal and subjugated systems (subjugated: the left-most only), none where the opponent has a unit or a sabotage marker lies. */
export function buildSlots(state: RebellionState, faction: Faction): BuildSlot[] {
  const slots: BuildSlot[] = [];
  for (const id of SYSTEM_IDS) {
    const s = state.systems[id];
    const data = systemData(id);
    if (s.destroyed || s.sabotaged || data.buildQueueSpace === null || hasUnits(state, id, other(faction))) continue;
    const icons =
      faction === 'empire'
        ? s.loyalty === 'empire'
          ? data.resourceIcons
          : s.subjugated
            ? data.resourceIcons.slice(0, 1)
            : []
        : s.loyalty === 'rebel' && !s.subjugated
          ? data.resourceIcons
          : [];
    for (const icon of icons) slots.push({ icon, space: data.buildQueueSpace });
  }
  if (faction === 'rebel' && rebelBaseBuilds(state))
    for (const icon of REBEL_BASE_SPACE.resourceIcons) slots.push({ icon, space: REBEL_BASE_SPACE.buildQueueSpace });
  return slots;
}

/** RR REBELLENSTÜTZPUNKT: the space's icons build unless the base is revealed and the Empire has a unit or loyalty in its system. */
function rebelBaseBuilds(state: RebellionState): boolean {
  const system = state.base.system;
  if (system === null || !state.base.revealed) return true;
  return state.systems[system].loyalty !== 'empire' && !hasUnits(state, system, 'empire');
}

/** RR EINHEITEN STATIONIEREN: own loyal or subjugated systems without sabotage or enemy units; the hidden base's space for the Rebel. */
export function deployPlaces(state: RebellionState, faction: Faction): Place[] {
  const places: Place[] = SYSTEM_IDS.filter((id) => {
    const s = state.systems[id];
    const own = faction === 'empire' ? s.loyalty === 'empire' || s.subjugated : s.loyalty === 'rebel' && !s.subjugated;
    // The units are counted last: asked several times per deployment for every system, most of which are not the side's.
    return own && !s.destroyed && !s.sabotaged && systemData(id).populous && !hasUnits(state, id, other(faction));
  });
  if (faction === 'rebel' && !state.base.revealed) places.push('rebel-base');
  return places;
}

/** Where a leader stands on the board: a system, the Rebel Base space, or null (pool, mission card, not in play). */
export function leaderPlace(state: RebellionState, leader: LeaderId): Place | null {
  const location = state.leaders[leader]?.location;
  if (location?.kind === 'system') return location.system;
  if (location?.kind === 'rebel-base') return 'rebel-base';
  return null;
}

/** RR GEFANGENE ANFÜHRER: the captured ring, or „Eingefroren in Karbonit“, which counts as captured too. */
export function isCaptured(state: RebellionState, leader: LeaderId): boolean {
  const ring = state.leaders[leader]?.ring;
  return ring === 'captured' || ring === 'carbonite';
}

/** Leaders of `faction` standing at `place`; captured leaders only when asked for (they count as absent for most rules). */
export function leadersAt(state: RebellionState, place: Place, faction: Faction, withCaptured = false): LeaderId[] {
  return LEADER_IDS.filter(
    (l) => leaderSide(state, l) === faction && leaderPlace(state, l) === place && (withCaptured || !isCaptured(state, l)),
  );
}

export function poolLeaders(state: RebellionState, faction: Faction): LeaderId[] {
  return LEADER_IDS.filter((l) => leaderSide(state, l) === faction && state.leaders[l]?.location.kind === 'pool');
}

/** Systems next to `place`; the Rebel Base space borders its own system and that system's neighbours (RR BEWEGUNGEN IN UND AUS DEM REBELLENSTÜTZPUNKT). */
export function adjacentSystems(state: RebellionState, place: Place): SystemId[] {
  if (place !== 'rebel-base') return [...neighbours(place)];
  const base = state.base.system;
  return base === null ? [] : [base, ...neighbours(base)];
}
