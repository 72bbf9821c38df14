import type { Emitted } from '../../core/game.contract.js';
import type { Rng } from '../../core/rng.random.js';
import { isViolation, ruleViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { text } from '../../core/text.js';
import { PUBLIC, SERVER_ONLY } from '../../core/visibility.view.js';
import { getCard, listCards } from '../catalog/catalog.lookup.js';
import { DEFENSE_TOKEN_TYPES, HULL_ZONES, type DefenseTokenType, type HullZone } from '../catalog/catalog.types.js';
import { diceTotal, type AttackRange } from '../data/dice.data.js';
import { badInput, expectArray, expectBoolean, expectNumber, expectOneOf, expectRecord, expectString, isRecord } from '../input.parse.js';
import { RULE } from '../rules.cite.js';
import { armament, toPool } from './attack.rules.js';
import { SUBSTITUTE_EFFECTS, type AttackEvent, type Combatant, type DefenseToken, type ShipCombatant, type SquadronCombatant, type SubstituteEffect, type TokenSubstitute } from './attack.types.js';

/**
 * An attack as the game (or a sandbox client) declares it: both sides'
 * current state, the range and obstruction the geometry query found.
 * Defaults: full shields and hull, the card's defense tokens all ready,
 * no damage, no concentrate-fire command.
 */
export interface AttackSetupInput {
  readonly attacker: CombatantInput;
  readonly defender: CombatantInput;
  readonly range: AttackRange;
  readonly obstructed?: boolean;
  /** For Swarm: the defending squadron is engaged with another squadron besides the attacker. */
  readonly defenderEngagedWithAnotherSquadron?: boolean;
  /** Damage deck order, top first (secret); omit to shuffle a full 52-card deck. */
  readonly damageDeck?: readonly string[];
}

export type CombatantInput =
  | {
      readonly kind: 'ship';
      readonly id: string;
      readonly ship: string;
      readonly seat: number;
      readonly zone: HullZone;
      readonly speed: number;
      readonly shields?: Partial<Record<HullZone, number>>;
      readonly defenseTokens?: readonly (DefenseTokenType | DefenseToken)[];
      readonly faceupDamage?: readonly string[];
      readonly facedownDamage?: readonly string[];
      readonly concentrateFire?: { readonly dial?: boolean; readonly token?: boolean };
      /** Upgrade cards letting the ship spend a token for another token's effect (the game fills it from the ship's cards). */
      readonly tokenSubstitutes?: readonly TokenSubstitute[];
    }
  | {
      readonly kind: 'squadron';
      readonly id: string;
      readonly squadron: string;
      readonly seat: number;
      readonly hull?: number;
      readonly defenseTokens?: readonly (DefenseTokenType | DefenseToken)[];
      readonly activatedBySquadronCommand?: boolean;
    };

const RANGES: readonly AttackRange[] = ['close', 'medium', 'long', 'distance-1'];

/** The 52 damage cards, one id per copy. */
export function fullDamageDeck(): string[] {
  return listCards('damage-cards').flatMap((c) => Array.from({ length: c.amount }, () => c.id));
}

/** Declares an attack: the first events of an attack's stream. */
export function setupAttack(raw: unknown, rng: Rng): Emitted<AttackEvent>[] | RuleViolation {
  const r = expectRecord(raw, 'attack');
  if (isViolation(r)) return r;
  const attacker = parseCombatant(r.attacker, 'attacker');
  if (isViolation(attacker)) return attacker;
  const defender = parseCombatant(r.defender, 'defender');
  if (isViolation(defender)) return defender;
  const range = expectOneOf(r.range, RANGES, 'range');
  if (isViolation(range)) return range;
  const obstructed = r.obstructed === undefined ? false : expectBoolean(r.obstructed, 'obstructed');
  if (isViolation(obstructed)) return obstructed;
  const engaged = r.defenderEngagedWithAnotherSquadron === undefined ? false : expectBoolean(r.defenderEngagedWithAnotherSquadron, 'defenderEngagedWithAnotherSquadron');
  if (isViolation(engaged)) return engaged;

  if (attacker.id === defender.id) return badInput('defender.id', 'Angreifer und Verteidiger sind verschieden', 'attacker and defender differ');
  if ((attacker.kind === 'squadron') !== (range === 'distance-1'))
    return badInput('range', 'Staffeln greifen auf Entfernung 1 an, Schiffe auf eine Reichweite', 'squadrons attack at distance-1, ships at a range band');
  if (attacker.seat === defender.seat)
    return ruleViolation('TARGET_NOT_AN_ENEMY', text('Angegriffen wird nur ein feindliches Schiff oder eine feindliche Staffel.', 'Only an enemy ship or squadron can be attacked.'), RULE.angreifen);
  const pool = armament(attacker, defender, range);
  if (diceTotal(pool) === 0)
    return ruleViolation('NO_DICE_AT_RANGE', text('Auf diese Reichweite darf keiner der Würfel geworfen werden.', 'None of the dice may be rolled at this range.'), RULE.zielFestlegen);

  let deck: string[];
  if (r.damageDeck === undefined) deck = rng.shuffle(fullDamageDeck());
  else {
    const list = expectArray(r.damageDeck, 'damageDeck', 52);
    if (isViolation(list)) return list;
    deck = [];
    for (let i = 0; i < list.length; i++) {
      const id = expectString(list[i], `damageDeck[${i}]`);
      if (isViolation(id)) return id;
      if (!getCard('damage-cards', id)) return badInput(`damageDeck[${i}]`, `unbekannte Schadenskarte „${id}“`, `unknown damage card "${id}"`);
      deck.push(id);
    }
  }

  const declared: AttackEvent = { type: 'AttackDeclared', payload: { attacker, defender, range, obstructed, swarmEligible: engaged, pool: toPool(pool) } };
  const secret = [attacker, defender].some((c) => c.kind === 'ship' && c.facedownDamage.length > 0);
  const events: Emitted<AttackEvent>[] = [
    // Facedown damage cards already on a ship are secret: everybody else sees how many, not which.
    secret
      ? { event: declared, visibility: SERVER_ONLY, redacted: { ...declared.payload, attacker: hideFacedown(attacker), defender: hideFacedown(defender) } }
      : { event: declared, visibility: PUBLIC },
    { event: { type: 'DamageDeckPrepared', payload: { order: deck } }, visibility: SERVER_ONLY, redacted: { cards: deck.length } },
  ];
  return events;
}

function hideFacedown(c: Combatant): unknown {
  return c.kind === 'ship' ? { ...c, facedownDamage: c.facedownDamage.length } : c;
}

function parseCombatant(raw: unknown, f: string): Combatant | RuleViolation {
  const r = expectRecord(raw, f);
  if (isViolation(r)) return r;
  const kind = expectOneOf(r.kind, ['ship', 'squadron'] as const, `${f}.kind`);
  if (isViolation(kind)) return kind;
  const id = expectString(r.id, `${f}.id`);
  if (isViolation(id)) return id;
  const seat = expectNumber(r.seat, `${f}.seat`, { min: 0, max: 16, integer: true });
  if (isViolation(seat)) return seat;
  return kind === 'ship' ? parseShip(r, f, id, seat) : parseSquadron(r, f, id, seat);
}

function parseShip(r: Record<string, unknown>, f: string, id: string, seat: number): ShipCombatant | RuleViolation {
  const ref = expectString(r.ship, `${f}.ship`);
  if (isViolation(ref)) return ref;
  const card = getCard('ships', ref);
  if (!card) return badInput(`${f}.ship`, `unbekanntes Schiff „${ref}“`, `unknown ship "${ref}"`);
  const zone = expectOneOf<HullZone>(r.zone, HULL_ZONES, `${f}.zone`);
  if (isViolation(zone)) return zone;
  const speed = expectNumber(r.speed, `${f}.speed`, { min: 0, max: card.maxSpeed, integer: true });
  if (isViolation(speed)) return speed;
  const shields = parseShields(r.shields, `${f}.shields`, card.shields, card.shields);
  if (isViolation(shields)) return shields;
  const tokens = parseTokens(r.defenseTokens, card.defenseTokens, `${f}.defenseTokens`);
  if (isViolation(tokens)) return tokens;
  const faceup = parseDamage(r.faceupDamage, `${f}.faceupDamage`);
  if (isViolation(faceup)) return faceup;
  const facedown = parseDamage(r.facedownDamage, `${f}.facedownDamage`);
  if (isViolation(facedown)) return facedown;
  if (faceup.length + facedown.length >= card.hull) return badInput(`${f}`, 'das Schiff ist bereits zerstört', 'the ship is already destroyed');
  let dial = false;
  let token = false;
  if (r.concentrateFire !== undefined) {
    const cf = expectRecord(r.concentrateFire, `${f}.concentrateFire`);
    if (isViolation(cf)) return cf;
    if (cf.dial !== undefined) {
      const d = expectBoolean(cf.dial, `${f}.concentrateFire.dial`);
      if (isViolation(d)) return d;
      dial = d;
    }
    if (cf.token !== undefined) {
      const t = expectBoolean(cf.token, `${f}.concentrateFire.token`);
      if (isViolation(t)) return t;
      token = t;
    }
  }
  const substitutes = parseSubstitutes(r.tokenSubstitutes, `${f}.tokenSubstitutes`);
  if (isViolation(substitutes)) return substitutes;
  return {
    kind: 'ship',
    id,
    card: card.id,
    seat,
    zone,
    speed,
    shields,
    defenseTokens: tokens,
    faceupDamage: faceup,
    facedownDamage: facedown,
    concentrateFireDial: dial,
    concentrateFireToken: token,
    ...(substitutes.length > 0 ? { tokenSubstitutes: substitutes } : {}),
  };
}

function parseSubstitutes(raw: unknown, f: string): TokenSubstitute[] | RuleViolation {
  if (raw === undefined) return [];
  const list = expectArray(raw, f, 4);
  if (isViolation(list)) return list;
  const out: TokenSubstitute[] = [];
  for (let i = 0; i < list.length; i++) {
    const item = expectRecord(list[i], `${f}[${i}]`);
    if (isViolation(item)) return item;
    const card = expectString(item.card, `${f}[${i}].card`);
    if (isViolation(card)) return card;
    const effect = expectOneOf<SubstituteEffect>(item.effect, SUBSTITUTE_EFFECTS, `${f}[${i}].effect`);
    if (isViolation(effect)) return effect;
    const readyTokenOnly = item.readyTokenOnly === undefined ? false : expectBoolean(item.readyTokenOnly, `${f}[${i}].readyTokenOnly`);
    if (isViolation(readyTokenOnly)) return readyTokenOnly;
    const minSpeed = item.minSpeed === undefined ? 0 : expectNumber(item.minSpeed, `${f}[${i}].minSpeed`, { min: 0, max: 4, integer: true });
    if (isViolation(minSpeed)) return minSpeed;
    out.push({ card, effect, readyTokenOnly, minSpeed });
  }
  return out;
}

function parseSquadron(r: Record<string, unknown>, f: string, id: string, seat: number): SquadronCombatant | RuleViolation {
  const ref = expectString(r.squadron, `${f}.squadron`);
  if (isViolation(ref)) return ref;
  const card = getCard('squadrons', ref);
  if (!card) return badInput(`${f}.squadron`, `unbekannte Staffel „${ref}“`, `unknown squadron "${ref}"`);
  const hull = r.hull === undefined ? card.hull : expectNumber(r.hull, `${f}.hull`, { min: 1, max: card.hull, integer: true });
  if (isViolation(hull)) return hull;
  const tokens = parseTokens(r.defenseTokens, card.defenseTokens, `${f}.defenseTokens`);
  if (isViolation(tokens)) return tokens;
  const activated = r.activatedBySquadronCommand === undefined ? false : expectBoolean(r.activatedBySquadronCommand, `${f}.activatedBySquadronCommand`);
  if (isViolation(activated)) return activated;
  return { kind: 'squadron', id, card: card.id, seat, hull, defenseTokens: tokens, activatedBySquadronCommand: activated };
}

function parseTokens(raw: unknown, printed: readonly DefenseTokenType[], f: string): DefenseToken[] | RuleViolation {
  if (raw === undefined) return printed.map((type) => ({ type, state: 'ready' }));
  const list = expectArray(raw, f, 10);
  if (isViolation(list)) return list;
  const out: DefenseToken[] = [];
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (typeof item === 'string') {
      const type = expectOneOf(item, DEFENSE_TOKEN_TYPES, `${f}[${i}]`);
      if (isViolation(type)) return type;
      out.push({ type, state: 'ready' });
    } else if (isRecord(item)) {
      const type = expectOneOf(item.type, DEFENSE_TOKEN_TYPES, `${f}[${i}].type`);
      if (isViolation(type)) return type;
      const state = expectOneOf(item.state, ['ready', 'exhausted', 'discarded'] as const, `${f}[${i}].state`);
      if (isViolation(state)) return state;
      out.push({ type, state });
    } else return badInput(`${f}[${i}]`, 'Markertyp oder {type, state} erwartet', 'token type or {type, state} expected');
  }
  return out;
}

function parseDamage(raw: unknown, f: string): string[] | RuleViolation {
  if (raw === undefined) return [];
  const list = expectArray(raw, f, 20);
  if (isViolation(list)) return list;
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const id = expectString(list[i], `${f}[${i}]`);
    if (isViolation(id)) return id;
    if (!getCard('damage-cards', id)) return badInput(`${f}[${i}]`, `unbekannte Schadenskarte „${id}“`, `unknown damage card "${id}"`);
    out.push(id);
  }
  return out;
}

/** Shield values given per hull zone (`raw`, may be absent) over `start`, each at most the card's printed `max`. */
export function parseShields(
  raw: unknown,
  field: string,
  max: Readonly<Record<HullZone, number>>,
  start: Readonly<Record<HullZone, number>>,
): Record<HullZone, number> | RuleViolation {
  const shields: Record<HullZone, number> = { ...start };
  if (raw === undefined) return shields;
  const s = expectRecord(raw, field);
  if (isViolation(s)) return s;
  for (const [k, v] of Object.entries(s)) {
    const z = expectOneOf<HullZone>(k, HULL_ZONES, field);
    if (isViolation(z)) return z;
    const n = expectNumber(v, `${field}.${z}`, { min: 0, max: max[z], integer: true });
    if (isViolation(n)) return n;
    shields[z] = n;
  }
  return shields;
}
