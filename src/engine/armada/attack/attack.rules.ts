import { EngineInvariantError } from '../../core/rule-violation.error.js';
import { getCard } from '../catalog/catalog.lookup.js';
import type { DiceCount, DieColor, HullZone, ShipCard, SizeClass, SquadronCard } from '../catalog/catalog.types.js';
import { hasKeyword, keywordValue } from '../catalog/keyword.rules.js';
import { crits, diceAtRange, hits, type AttackRange } from '../data/dice.data.js';
import { ADJACENT_ZONES } from '../geometry/ship-shape.geometry.js';
import type { AttackDie, AttackRecord, AttackState, Combatant, ShipCombatant, SubstituteEffect, TokenSubstitute } from './attack.types.js';

/** Pure rule helpers shared by decide, evolve and legal actions. */

export function shipCard(c: ShipCombatant): ShipCard {
  const card = getCard('ships', c.card);
  if (!card) throw new EngineInvariantError(`unknown ship card ${c.card} in attack state`);
  return card;
}

export function squadronCard(c: Combatant & { kind: 'squadron' }): SquadronCard {
  const card = getCard('squadrons', c.card);
  if (!card) throw new EngineInvariantError(`unknown squadron card ${c.card} in attack state`);
  return card;
}

export function current(state: AttackState): AttackRecord {
  const a = state.attacks[state.attacks.length - 1];
  if (!a) throw new EngineInvariantError('no attack declared');
  return a;
}

export function attackerOf(state: AttackState, a: AttackRecord = current(state)): Combatant {
  return state.combatants[a.attacker];
}

export function defenderOf(state: AttackState, a: AttackRecord = current(state)): Combatant {
  return state.combatants[a.defender];
}

const SIZE_RANK: Readonly<Record<SizeClass, number>> = { small: 0, medium: 1, large: 2 };

/**
 * The armament an attacker rolls at a defender (seed "ANGREIFEN",
 * "VERTEIDIGEN MIT STAFFELN"): a hull zone's battery against ships, the
 * anti-squadron armament against squadrons, only colours the range allows.
 */
export function armament(attacker: Combatant, defender: Combatant, range: AttackRange): DiceCount {
  if (attacker.kind === 'ship') {
    const card = shipCard(attacker);
    return diceAtRange(defender.kind === 'ship' ? card.battery[attacker.zone] : card.antiSquadron, range);
  }
  const card = squadronCard(attacker);
  return diceAtRange(defender.kind === 'ship' ? card.battery : card.antiSquadron, range);
}

export function toPool(d: DiceCount): Record<DieColor, number> {
  return { red: d.red, blue: d.blue, black: d.black };
}

export function live(dice: readonly AttackDie[]): { die: AttackDie; index: number }[] {
  return dice.map((die, index) => ({ die, index })).filter((d) => !d.die.cancelled);
}

export function coloursInPool(a: AttackRecord): DieColor[] {
  return [...new Set(live(a.dice).map((d) => d.die.color))];
}

/** Does this attack count critical icons as damage? Only ship against ship, or a Bomber against a ship (seed "ANGRIFFSWÜRFEL", "ANGREIFEN MIT STAFFELN"). */
export function critsCount(attacker: Combatant, defender: Combatant): boolean {
  if (defender.kind === 'squadron') return false;
  return attacker.kind === 'ship' || hasKeyword(squadronCard(attacker), 'Bomber');
}

export function damageBeforeBrace(state: AttackState): number {
  const a = current(state);
  const countCrits = critsCount(attackerOf(state), defenderOf(state));
  return live(a.dice).reduce((sum, { die }) => sum + hits(die.face) + (countCrits ? crits(die.face) : 0), 0);
}

/** May the attacker resolve the standard critical effect now (seed "Kritischer Effekt", "KRITISCHE EFFEKTE")? */
export function criticalPossible(state: AttackState): boolean {
  const a = current(state);
  if (a.contained || a.criticalResolved) return false;
  if (!critsCount(attackerOf(state), defenderOf(state))) return false;
  return live(a.dice).some(({ die }) => crits(die.face) > 0);
}

export function attackerIsLarger(state: AttackState): boolean {
  const attacker = attackerOf(state);
  const defender = defenderOf(state);
  if (attacker.kind !== 'ship' || defender.kind !== 'ship') return false;
  return SIZE_RANK[shipCard(attacker).size] > SIZE_RANK[shipCard(defender).size];
}

/**
 * Why the defender may not spend token `index` now, or null if it may
 * (seed "VERTEIDIGUNGSMARKER"): not discarded, not locked by an accuracy,
 * once per attack, one of each type, none at speed 0.
 */
export function tokenBlock(state: AttackState, index: number): 'missing' | 'discarded' | 'locked' | 'spent' | 'type-spent' | 'speed-zero' | 'not-for-squadrons' | null {
  const a = current(state);
  const defender = defenderOf(state);
  const token = defender.defenseTokens[index];
  if (!token) return 'missing';
  if (token.state === 'discarded') return 'discarded';
  if (a.lockedTokens.includes(index)) return 'locked';
  if (a.spentTokens.includes(index)) return 'spent';
  // One of each type, and no token for an effect a card already resolved in its stead (Sa Nalaor, Reactive Gunnery).
  if (a.spentTokens.some((i) => defender.defenseTokens[i].type === token.type || effectOf(a, defender, i) === token.type)) return 'type-spent';
  if (defender.kind === 'ship' && defender.speed === 0) return 'speed-zero';
  if (defender.kind === 'squadron' && (token.type === 'redirect' || token.type === 'salvo')) return 'not-for-squadrons';
  return null;
}

/** The effect a spent token resolved: its own, or the one a card substituted. */
export function effectOf(a: AttackRecord, defender: Combatant, index: number): string {
  return a.substituted?.find((x) => x.token === index)?.effect ?? defender.defenseTokens[index].type;
}

/**
 * Why the defender may not spend token `index` for `effect` through a card
 * now, or null if it may: the token must be spendable at all, a card must
 * offer the effect (a readied token, a speed, as it says), the effect not
 * resolved yet in this attack, and not the token's own effect.
 */
export function substituteBlock(state: AttackState, index: number, effect: SubstituteEffect): ReturnType<typeof tokenBlock> | 'no-substitute' | 'token-not-ready' | 'too-slow' | 'effect-resolved' {
  const block = tokenBlock(state, index);
  if (block) return block;
  const a = current(state);
  const defender = defenderOf(state);
  const sub = substituteFor(defender, effect);
  if (!sub || defender.kind !== 'ship' || defender.defenseTokens[index].type === effect) return 'no-substitute';
  if (sub.readyTokenOnly && defender.defenseTokens[index].state !== 'ready') return 'token-not-ready';
  if (defender.speed < sub.minSpeed) return 'too-slow';
  if (a.spentTokens.some((i) => effectOf(a, defender, i) === effect)) return 'effect-resolved';
  return null;
}

export function substituteFor(c: Combatant, effect: SubstituteEffect): TokenSubstitute | undefined {
  return c.kind === 'ship' ? c.tokenSubstitutes?.find((x) => x.effect === effect) : undefined;
}

export function anyTokenSpendable(state: AttackState): boolean {
  return defenderOf(state).defenseTokens.some((_, i) => tokenBlock(state, i) === null);
}

export function redirectZones(state: AttackState): readonly HullZone[] {
  const defender = defenderOf(state);
  return defender.kind === 'ship' ? ADJACENT_ZONES[defender.zone] : [];
}

/** The follow-up attack the defender may make after this one, if any. */
export function followUp(state: AttackState): { kind: 'salvo' | 'counter'; pool: Record<DieColor, number> } | null {
  const a = current(state);
  if (a.kind !== 'normal') return null;
  const attacker = attackerOf(state);
  const defender = defenderOf(state);
  if (state.destroyed.includes(defender.id) || state.destroyed.includes(attacker.id)) return null;
  if (a.salvoSpent && defender.kind === 'ship') {
    // Seed "VERTEIDIGUNGSMARKER", Salve: the rear hull zone's dice against a ship, anti-squadron dice against a squadron; same range.
    const card = shipCard(defender);
    const pool = diceAtRange(attacker.kind === 'ship' ? card.battery.rear : card.antiSquadron, a.range);
    return pool.red + pool.blue + pool.black > 0 ? { kind: 'salvo', pool: toPool(pool) } : null;
  }
  if (attacker.kind === 'squadron' && defender.kind === 'squadron') {
    const counter = keywordValue(squadronCard(defender), 'Counter');
    if (counter) return { kind: 'counter', pool: { red: 0, blue: counter, black: 0 } };
  }
  return null;
}

export function shipDamageCards(c: ShipCombatant): number {
  return c.faceupDamage.length + c.facedownDamage.length;
}
