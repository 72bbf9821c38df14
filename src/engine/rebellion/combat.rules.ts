import { neighbours } from './data/adjacency.data.js';
import { MAX_DICE_PER_COLOUR, type DieColour } from './data/dice.data.js';
import { leaderData } from './data/leaders.data.js';
import { THEATERS, type Faction, type Theater } from './data/model.types.js';
import type { SystemId } from './data/systems.data.js';
import { unitType, type UnitTypeId } from './data/units.data.js';
import { countAt, hasUnits, leadersAt, other, typesAt } from './board.query.js';
import { onLoan, retreatForbidden } from './modifiers.rules.js';
import type { CombatState, RebellionState, UnitRef, Wound } from './rebellion.state.js';

/** Questions RR GEFECHT asks of the board while a combat runs. */

/** „According to My Design“: in the first round the Rebel rolls this many dice fewer of each colour. */
export const DESIGN_REDUCTION: Readonly<Record<DieColour, number>> = { red: 1, black: 2 };
/** Ion cannon (reference, faction sheet): the Empire rolls 2 red dice fewer in each space battle step per cannon. */
export const ION_CANNON_REDUCTION = 2;
/** Shield generator (seed 001 quotes the faction sheet): the Rebel draws 1 ground tactic card per generator at the start of each ground battle step. */
export const SHIELD_GENERATOR_DRAW = 1;
/** RR TODESSTERN ZERSTÖREN: dice rolled for „Todessternpläne“. */
export const PLANS_DICE = 3;

export const inTheater = (theater: Theater) => (unit: UnitTypeId) => unitType(unit).theater === theater;

/** RR ZERSTÖRTE SYSTEME: no ground battle in a destroyed system. */
export function theatersFought(state: RebellionState, system: SystemId): Theater[] {
  return THEATERS.filter(
    (t) => (t === 'space' || !state.systems[system].destroyed) && hasUnits(state, system, 'empire', inTheater(t)) && hasUnits(state, system, 'rebel', inTheater(t)),
  );
}

/** RR ANFÜHRER: the highest value among the side's leaders there; captives have none (RR GEFANGENE ANFÜHRER). */
export function tacticValue(state: RebellionState, system: SystemId, faction: Faction, theater: Theater): number {
  return Math.max(0, ...leadersAt(state, system, faction).map((l) => leaderData(l).tactics[theater]));
}

export const hasTacticLeader = (state: RebellionState, system: SystemId, faction: Faction) =>
  leadersAt(state, system, faction).some((l) => leaderData(l).tactics.space + leaderData(l).tactics.ground > 0);

/**
 * RR ANGRIFFE ABHANDELN step 1: the attack values of all own units of the
 * theater (those on the faction sheet too), reductions first, then at most 5
 * dice of each colour.
 */
export function attackDice(state: RebellionState, combat: CombatState, attacker: Faction, theater: Theater): Record<DieColour, number> {
  const units = state.units[combat.system];
  const sum = (colour: DieColour) => typesAt(units, attacker, inTheater(theater)).reduce((n, u) => n + unitType(u).attack[colour] * (units[u] ?? 0), 0);
  const dice = { red: sum('red'), black: sum('black') };
  if (attacker === 'rebel' && combat.rebelDiceReduced && combat.round === 1) {
    dice.red -= DESIGN_REDUCTION.red;
    dice.black -= DESIGN_REDUCTION.black;
  }
  if (attacker === 'empire' && theater === 'space') dice.red -= ION_CANNON_REDUCTION * (units['ion-cannon'] ?? 0);
  return { red: Math.min(MAX_DICE_PER_COLOUR, Math.max(0, dice.red)), black: Math.min(MAX_DICE_PER_COLOUR, Math.max(0, dice.black)) };
}

const sameRef = (w: Wound | UnitRef, r: UnitRef) => w.unit === r.unit && w.markers === r.markers && w.pending === r.pending;

/**
 * The units of `faction` in the theater that can take damage, one entry per
 * distinct (type, damage) so equal units are one choice. The Death Star has
 * no health (RR TODESSTERN); units on the faction sheet are not targets.
 */
export function targets(state: RebellionState, combat: CombatState, faction: Faction, theater: Theater): UnitRef[] {
  const refs: UnitRef[] = [];
  for (const unit of typesAt(state.units[combat.system], faction, inTheater(theater))) {
    if (unitType(unit).health === null) continue;
    const wounded = combat.wounds.filter((w) => w.faction === faction && w.unit === unit);
    if ((state.units[combat.system][unit] ?? 0) > wounded.length) refs.push({ unit, markers: 0, pending: 0 });
    for (const w of wounded) if (!w.doomed && !refs.some((r) => sameRef(w, r))) refs.push({ unit, markers: w.markers, pending: w.pending });
  }
  return refs;
}

/** How many units of `faction` in the system match the reference. */
export function matching(state: RebellionState, combat: CombatState, faction: Faction, ref: UnitRef): number {
  const wounded = combat.wounds.filter((w) => w.faction === faction && w.unit === ref.unit);
  if (ref.markers === 0 && ref.pending === 0) return (state.units[combat.system][ref.unit] ?? 0) - wounded.length;
  return wounded.filter((w) => !w.doomed && sameRef(w, ref)).length;
}

/** RR AUSDAUERWERTE: a hit only on a unit whose health has the die's colour; a direct hit or a card's damage on any. */
export function canTake(source: { colour: DieColour; face: 'hit' | 'direct-hit' } | 'card', ref: UnitRef): boolean {
  return source === 'card' || source.face === 'direct-hit' || unitType(ref.unit).healthColour === source.colour;
}

/** RR RÜCKZUG: adjacent systems without enemy units, not where the active side came from; own loyalty or units first, else empty ones. */
export function retreatDestinations(state: RebellionState, combat: CombatState, faction: Faction): SystemId[] {
  const open = neighbours(combat.system).filter((id) => !hasUnits(state, id, other(faction)) && (faction === combat.active || !combat.from.includes(id)));
  const own = open.filter((id) => state.systems[id].loyalty === faction || hasUnits(state, id, faction));
  return own.length > 0 ? own : open;
}

/** Ships that must leave, and the units that may (ground units and TIE fighters, within capacity unless escaping). */
export function retreatingShips(state: RebellionState, combat: CombatState, faction: Faction): UnitTypeId[] {
  return typesAt(state.units[combat.system], faction, (u) => inTheater('space')(u) && !unitType(u).immobile && !unitType(u).needsTransport);
}

export function retreatCapacity(state: RebellionState, combat: CombatState, faction: Faction): number {
  const units = state.units[combat.system];
  return retreatingShips(state, combat, faction).reduce((n, u) => n + unitType(u).transportCapacity * (units[u] ?? 0), 0);
}

export const optionalRetreater = (unit: UnitTypeId) => !unitType(unit).immobile && (unitType(unit).needsTransport || unitType(unit).theater === 'ground');

/**
 * RR RÜCKZUG: once per combat, with a leader there (even without tactic
 * values; not one a card brought in to stay), while the opponent has units
 * there, unless a card forbids it; never the Empire with a Death
 * Star (under construction) in the combat; some unit must be able to go.
 */
export function canRetreat(state: RebellionState, combat: CombatState, faction: Faction): boolean {
  const units = state.units[combat.system];
  if (combat.retreated.includes(faction) || combat.noRetreat.includes(faction) || retreatForbidden(state, faction)) return false;
  const leaders = leadersAt(state, combat.system, faction).filter((l) => !onLoan(state).includes(l));
  if (leaders.length === 0 || countAt(units, other(faction)) === 0) return false;
  if (faction === 'empire' && ((units['death-star'] ?? 0) > 0 || (units['death-star-under-construction'] ?? 0) > 0)) return false;
  if (retreatDestinations(state, combat, faction).length === 0) return false;
  const escaping = combat.escape.includes(faction);
  return retreatingShips(state, combat, faction).length > 0 || (escaping && typesAt(units, faction, optionalRetreater).length > 0);
}

/**
 * RR SCHLACHTEN GEWINNEN: a battle is decided once a side that had units
 * there at the start has none left; the other side wins if it still has
 * some, nobody if both are gone.
 */
export function battlesDecided(state: RebellionState, combat: CombatState): { theater: Theater; winner: Faction | null }[] {
  return THEATERS.flatMap((theater) => {
    if (theater in combat.won || combat.present[theater].length < 2) return [];
    const left = combat.present[theater].filter((f) => hasUnits(state, combat.system, f, inTheater(theater)));
    if (left.length === 2) return [];
    return [{ theater, winner: left.length === 1 ? left[0] : null }];
  });
}
