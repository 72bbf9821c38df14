import { PUBLIC } from '../../core/visibility.view.js';
import type { DecisionBuffer } from '../../core/decision.buffer.js';
import type { Emitted } from '../../core/game.contract.js';
import { isViolation } from '../../core/rule-violation.error.js';
import { crits } from '../data/dice.data.js';
import { coloursInPool, current, live } from '../attack/attack.rules.js';
import type { Combatant, TokenSubstitute } from '../attack/attack.types.js';
import type { DamageCondition, UpgradeAbility, UpgradeStep, UpgradeWindow } from '../cards/upgrade-card.define.js';
import { upgradeCard } from '../cards/upgrades.manifest.js';
import { getSquadron } from '../catalog/catalog.lookup.js';
import { hasKeyword } from '../catalog/keyword.rules.js';
import { COMMAND_TYPES, type CommandType, type HullZone } from '../catalog/catalog.types.js';
import { DEFAULT_GEOMETRY } from '../geometry/geometry.config.js';
import { measureBetween } from '../geometry/measure.query.js';
import { distanceBand } from '../geometry/range.measure.js';
import { ADJACENT_ZONES, placeShip, shipShape } from '../geometry/ship-shape.geometry.js';
import { polygonDistance } from '../geometry/vec.geometry.js';
import { forbidden } from './game.damage.js';
import { LAST_ROUND, tokenBlock } from './game.rules.js';
import { liveShips, shipCardOf, tableInput, tableOf } from './game.table.js';
import type { ArmadaEvent, ArmadaState, EquippedUpgrade, FaceupCause, GameShip, PendingEffect, UpgradeEffectWhen } from './game.types.js';
import { faceupDamageTokens, rearDamageToken } from './objective.rules.js';

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

/*
 * Upgrade cards in the game: which cards act at which moment, what they
 * would do now, ready costs and starting tokens. The interpreter that runs
 * their effects is game.upgrade-run.ts.
 */

export const upgradesOf = (x: GameShip): readonly EquippedUpgrade[] => x.upgrades ?? [];

const UPGRADE_WHEN: ReadonlySet<string> = new Set<UpgradeEffectWhen>([
  'command-revealed',
  'repair-command',
  'status-ready',
  'dice-rolled',
  'before-damage',
  'critical',
  'critical-effect',
  'starting-tokens',
  'concentrate-fire',
  'squadron-turn',
  'ship-phase-start',
  'faceup-damage',
  'attack-declared',
]);

/** Moments inside a running attack: their effects run while the attack waits. */
export const IN_ATTACK: ReadonlySet<string> = new Set(['roll-attack-dice', 'dice-rolled', 'before-damage', 'critical', 'concentrate-fire', 'objective-dice', 'squadron-before-damage', 'faceup-damage', 'attack-declared']);

/** Moments that hold up the rest of an attack's batch once its damage is known: the cards act before it is suffered. */
const BEFORE_SUFFERING: ReadonlySet<string> = new Set(['before-damage', 'squadron-before-damage', 'faceup-damage']);

/**
 * Emits a running attack's events; after its damage is totalled, the rest
 * waits while upgrade cards act before the damage is suffered (the game
 * resumes the attack in game.advance.ts).
 */
export function emitAttackEvents(b: Buffer, events: readonly Emitted<ArmadaEvent>[]): void {
  for (const e of events) {
    // An objective may score the attack once it is over (objective.rules.ts).
    const token = e.event.type === 'AttackEnded' ? rearDamageToken(b.state) : null;
    const faceup = e.event.type === 'AttackEnded' ? faceupDamageTokens(b.state) : [];
    b.emit(e.event, e.visibility, e.redacted);
    if (token) b.emit(token, PUBLIC);
    // A card that let a token resolve another effect is exhausted by it, where it says so (Reactive Gunnery).
    if (e.event.type === 'DefenseTokenSpent' && e.event.payload.card && abilities(e.event.payload.card, 'spend-defense-tokens').some((a) => a.exhaust))
      b.emit({ type: 'UpgradeExhausted', payload: { ship: b.state.attack!.attacks[b.state.attack!.attacks.length - 1].defender, upgrade: e.event.payload.card } }, PUBLIC);
    for (const t of faceup) b.emit(t, PUBLIC);
    if ((e.event.type === 'DamageTotalled' || e.event.type === 'DamageRedirected') && b.state.effects.some((q) => BEFORE_SUFFERING.has(q.when))) return;
  }
}

/** Is this queued effect an upgrade card's (else a damage card's or an obstacle's)? */
export const isUpgradeEffect = (e: PendingEffect): e is PendingEffect & { readonly when: UpgradeEffectWhen } => UPGRADE_WHEN.has(e.when);

export function abilities(id: string, when: UpgradeWindow): readonly UpgradeAbility[] {
  return upgradeCard(id)?.effect.filter((a) => a.when === when) ?? [];
}

/**
 * May this ship maneuver with a navigate dial's effect (speed ±1 or one more
 * click on one joint) without a dial? Swift Return, within distance 1–2 of
 * an obstacle (closest points of the base and the obstacle's outline).
 */
export function navigateDialEffect(s: ArmadaState, x: GameShip): boolean {
  const steps = upgradesOf(x).flatMap((u) => abilities(u.id, 'determine-course').flatMap((a) => a.steps));
  const near = steps.filter((step): step is Extract<UpgradeStep, { op: 'navigate-near-obstacle' }> => step.op === 'navigate-near-obstacle');
  if (near.length === 0 || s.obstacles.length === 0) return false;
  const base = placeShip(shipShape(shipCardOf(x), DEFAULT_GEOMETRY), x.pose).base;
  return tableOf(s).obstacles.some((o) => {
    const band = distanceBand(polygonDistance(base, o.polygon), DEFAULT_GEOMETRY);
    return band !== null && near.some((n) => band <= n.distance);
  });
}

/**
 * The token substitutions a defending ship's cards offer the attack decider
 * (Sa Nalaor, Reactive Gunnery); an exhausted card offers none.
 */
export function tokenSubstitutes(x: GameShip): TokenSubstitute[] {
  return upgradesOf(x).flatMap((u) =>
    abilities(u.id, 'spend-defense-tokens')
      .filter((a) => !(a.exhaust && u.exhausted))
      .flatMap((a) => a.steps.flatMap((step) => (step.op === 'substitute-defense-token' ? [{ card: u.id, effect: step.effect, readyTokenOnly: step.readyTokenOnly, minSpeed: step.minSpeed }] : []))),
  );
}

/**
 * Seed "Verwendung von Aufwertungskarten": a ship's ready cards with an
 * ability for this moment each start their effect (an exhausted card cannot
 * be exhausted again).
 */
export function upgradeTriggers(s: ArmadaState, x: GameShip, when: 'command-revealed'): PendingEffect[] {
  // The revealing ship's own cards first, then the fleet's commanders on other ships (Bail Organa).
  const holders = [x, ...liveShips(s).filter((y) => y.owner === x.owner && y.id !== x.id)];
  return holders.flatMap((holder) =>
    upgradesOf(holder)
      .filter((u) => abilities(u.id, when).some((a) => !(a.exhaust && u.exhausted) && (holder.id === x.id ? (a.scope ?? { kind: 'self' }).kind !== 'within' : a.scope?.kind === 'fleet')))
      .map((u) => ({ ship: holder.id, card: u.id, when })),
  );
}

/**
 * Seed "Verwendung von Aufwertungskarten" with the card's timing ("before
 * you are dealt a faceup damage card"): the ship's ready cards acting then,
 * each as one effect. Whether the card qualifies (its trait) is asked when
 * the effect runs, so a deferred deal says nothing about the secret deck.
 */
export function faceupDamageTriggers(x: GameShip, cause: FaceupCause): PendingEffect[] {
  if (x.destroyed) return [];
  return upgradesOf(x)
    .filter((u) => abilities(u.id, 'faceup-damage').some((a) => !(a.exhaust && u.exhausted)))
    .map((u) => ({ ship: x.id, card: u.id, when: 'faceup-damage' as const, cause }));
}

/**
 * Swivel-Mount Batteries: the attacking ship's cards whose focus token lies
 * on the attacking hull zone or one adjacent to it, acting before the roll
 * (seed "FOKUS- UND RADARTÄUSCHUNGSMARKER" marks the zone; the card says
 * what it does).
 */
export function attackDeclaredTriggers(x: GameShip, zone: HullZone): PendingEffect[] {
  return upgradesOf(x)
    .filter((u) => u.focus !== undefined && (u.focus === zone || ADJACENT_ZONES[u.focus].includes(zone)) && abilities(u.id, 'attack-declared').length > 0)
    .map((u) => ({ ship: x.id, card: u.id, when: 'attack-declared' as const }));
}

/**
 * Seed "PHASE 3: STAFFELPHASE" with the card's timing ("on your turn to
 * activate squadrons"): the ready cards of the seat on turn acting when its
 * squadron turn begins (Hyperwave Signal Boost).
 */
export function squadronTurnTriggers(s: ArmadaState): PendingEffect[] {
  return liveShips(s)
    .filter((x) => x.owner === s.turn)
    .flatMap((x) => upgradesOf(x).filter((u) => abilities(u.id, 'squadron-turn').some((a) => !(a.exhaust && u.exhausted))).map((u) => ({ ship: x.id, card: u.id, when: 'squadron-turn' as const })));
}

/** The squadrons a card chose for this squadron turn that have not activated yet (Hyperwave Signal Boost). */
export function squadronsChosenForTurn(s: ArmadaState): string[] {
  const turn = s.squadronTurn;
  if (!turn || turn.seat !== s.turn) return [];
  return turn.squadrons.filter((id) => s.squadrons.some((q) => q.id === id && !q.activated && !q.destroyed));
}

/**
 * Seed "PHASE 2: SCHIFFSPHASE" with the card's timing ("at the start of each
 * ship phase"): the cards acting then, the first player's first, each while
 * it holds a token to use (Count Dooku).
 */
export function shipPhaseStartTriggers(s: ArmadaState): PendingEffect[] {
  const order = [s.firstPlayer, s.firstPlayer === 0 ? 1 : 0];
  return order.flatMap((seat) =>
    liveShips(s)
      .filter((x) => x.owner === seat)
      .flatMap((x) => upgradesOf(x).filter((u) => abilities(u.id, 'ship-phase-start').length > 0 && u.tokens.length > 0).map((u) => ({ ship: x.id, card: u.id, when: 'ship-phase-start' as const }))),
  );
}

/**
 * Seed "Verwendung von Aufwertungskarten" (effects led by a command icon act
 * while the ship resolves that command): the ship's cards acting with its
 * repair command, each once per activation.
 */
export function repairTriggers(s: ArmadaState, x: GameShip): PendingEffect[] {
  const used = s.activation?.usedOnce ?? [];
  return upgradesOf(x)
    .filter((u) => abilities(u.id, 'repair-command').some((a) => !(a.exhaust && u.exhausted)) && !used.includes(`${x.id}:${u.id}`))
    .map((u) => ({ ship: x.id, card: u.id, when: 'repair-command' as const }));
}

/**
 * Seed "Verwendung von Aufwertungskarten" ("nach dem Angriffswurf", and
 * before damage is suffered): the cards of the attacking side (`dice-rolled`)
 * or the defending side (`before-damage`) whose ability concerns this attack
 * and would do something now, each as one effect.
 */
export function attackTriggers(s: ArmadaState, when: 'dice-rolled' | 'before-damage' | 'critical' | 'concentrate-fire'): PendingEffect[] {
  const attack = s.attack;
  if (!attack || attack.status !== 'active') return [];
  const record = current(attack);
  const party = when === 'before-damage' ? attack.combatants[record.defender] : attack.combatants[record.attacker];
  const out: PendingEffect[] = [];
  for (const holder of liveShips(s).filter((x) => x.owner === party.seat))
    for (const u of upgradesOf(holder)) {
      const ability = abilities(u.id, when)[0];
      if (!ability || (ability.exhaust && u.exhausted) || !inScope(s, holder, ability, party)) continue;
      if (ability.steps.some((step) => applies(s, holder, step))) out.push({ ship: holder.id, card: u.id, when });
    }
  return out;
}

/** Does the ability of the card on `holder` concern this attacker or defender? */
function inScope(s: ArmadaState, holder: GameShip, ability: UpgradeAbility, party: Combatant): boolean {
  const scope = ability.scope ?? { kind: 'self' };
  switch (scope.kind) {
    case 'self':
      return party.id === holder.id;
    case 'fleet':
      return party.kind === 'ship';
    case 'within':
      if (party.id === holder.id) return true;
      if (party.kind === 'squadron' && !scope.squadrons) return false;
      return distanceBetween(s, holder.id, party.id) !== null && distanceBetween(s, holder.id, party.id)! <= scope.distance;
    case 'commanded-squadrons':
      // Seed "STAFFEL": the squadron acts inside the holder's activation, activated by its squadron command.
      return party.kind === 'squadron' && s.activation?.ship === holder.id && s.squadronActivation?.byCommand === true && s.squadronActivation.squadron === party.id;
  }
}

/** Would this step act now, in the running attack? */
export function applies(s: ArmadaState, holder: GameShip, step: UpgradeStep): boolean {
  const attack = s.attack!;
  const record = current(attack);
  const defender = attack.combatants[record.defender];
  switch (step.op) {
    case 'reduce-damage':
      return (record.damageTotal ?? 0) > 0 && holds(s, step.condition);
    case 'spend-shields-to-reduce-damage':
      return (record.damageTotal ?? 0) > 0 && shieldsOf(s, holder)[step.zone] > 0;
    case 'turn-die-to-single-icon': {
      const attacker = attack.combatants[record.attacker];
      if (record.kind !== 'normal' || attacker.kind !== 'ship' || defender.kind !== 'ship') return false;
      if (s.activation?.ship !== attacker.id || (s.activation.usedOnce ?? []).includes(holder.id + ':' + step.op)) return false;
      // Another friendly ship at close–medium range of the defender.
      return liveShips(s).some((y) => y.owner === attacker.seat && y.id !== attacker.id && ['close', 'medium'].includes(rangeBetween(s, y.id, defender.id) ?? ''));
    }
    case 'add-die-of-pool-colour': {
      const attacker = attack.combatants[record.attacker];
      return record.kind === 'normal' && record.step === 'effects' && attacker.id === holder.id && attacker.kind === 'ship' && step.zones.includes(attacker.zone) && coloursInPool(record).length > 0;
    }
    case 'swarm-reroll-against-ship': {
      const attacker = attack.combatants[record.attacker];
      if (record.kind !== 'normal' || record.step !== 'effects' || attacker.kind !== 'squadron' || defender.kind !== 'ship' || live(record.dice).length === 0) return false;
      const card = getSquadron(attacker.card)!;
      return hasKeyword(card, 'Swarm') || !card.unique;
    }
    case 'add-accuracy-die-for-friend-token': {
      const attacker = attack.combatants[record.attacker];
      return record.kind === 'normal' && record.step === 'effects' && attacker.id === holder.id && cfTokenHolders(s, holder, defender.id, step.distance).length > 0;
    }
    case 'critical-damage-adjacent-zones':
      // The attacker's own card, against a ship, a critical icon on a die of the card's colour.
      return record.step === 'critical' && attack.combatants[record.attacker].id === holder.id && defender.kind === 'ship' && live(record.dice).some(({ die }) => die.color === step.dieColor && crits(die.face) > 0);
    default:
      return false;
  }
}

/** Clone Gunners: other friendly ships with a concentrate-fire token at distance 1–`distance` of the defender. */
export function cfTokenHolders(s: ArmadaState, holder: GameShip, defender: string, distance: number): GameShip[] {
  return liveShips(s).filter((y) => {
    if (y.owner !== holder.owner || y.id === holder.id || !y.tokens.includes('concentrate-fire')) return false;
    const d = distanceBetween(s, y.id, defender);
    return d !== null && d <= distance;
  });
}

/** A reduce-damage condition, in the running attack. */
function holds(s: ArmadaState, condition: DamageCondition): boolean {
  const attack = s.attack!;
  const record = current(attack);
  const defender = attack.combatants[record.defender];
  switch (condition) {
    case 'always':
      return true;
    case 'defending-zone-has-shields':
      return defender.kind === 'ship' && defender.shields[defender.zone] > 0;
    case 'ready-redirect-spent':
      // Spent ready, a token is exhausted now; spent exhausted, it is discarded.
      return record.spentTokens.some((i) => defender.defenseTokens[i]?.type === 'redirect' && defender.defenseTokens[i].state === 'exhausted');
  }
}

/** A ship's shields now: while it fights, the attack holds them. */
export function shieldsOf(s: ArmadaState, x: GameShip): Readonly<Record<HullZone, number>> {
  const c = s.attack?.combatants[x.id];
  return c?.kind === 'ship' ? c.shields : x.shields;
}

/** The distance band between two models (ships or squadrons), or null beyond distance 5. */
export function distanceBetween(s: ArmadaState, a: string, b: string): number | null {
  const m = measureBetween({ from: { id: a }, to: { id: b }, table: tableInput(s) });
  return isViolation(m) ? null : m.distance;
}

function rangeBetween(s: ArmadaState, a: string, b: string): string | null {
  const m = measureBetween({ from: { id: a }, to: { id: b }, table: tableInput(s) });
  return isViolation(m) ? null : m.range;
}

/**
 * Seed "Aufwertungskarten spielbereit machen" (and STATUSPHASE): recurring
 * cards ready by themselves (evolve); for each exhausted non-recurring card
 * whose cost its owner can pay, the owner is asked, the players taking turns
 * from the first player. Not in the last round: the game ends with it.
 */
export function readyEffects(s: ArmadaState): PendingEffect[] {
  if (s.round >= LAST_ROUND) return [];
  const bySeat = ([0, 1] as const).map((seat) =>
    liveShips(s)
      .filter((x) => x.owner === seat)
      .flatMap((x) => upgradesOf(x).filter((u) => u.exhausted && upgradeCard(u.id)?.recurrence === 'non-recurring' && payments(x, u).length > 0).map((u) => ({ ship: x.id, card: u.id, when: 'status-ready' as const }))),
  );
  const first = bySeat[s.firstPlayer];
  const second = bySeat[s.firstPlayer === 0 ? 1 : 0];
  const out: PendingEffect[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) out.push(...(first[i] ? [first[i]] : []), ...(second[i] ? [second[i]] : []));
  return out;
}

/** The tokens that may pay a card's ready cost: the ship's, and the card's own where the card says so. */
export function payments(x: GameShip, u: EquippedUpgrade): { from: 'ship' | 'card'; command: CommandType }[] {
  const def = upgradeCard(u.id);
  if (!def?.readyCost) return [];
  const allowed = def.readyCost.tokens === 'any' ? COMMAND_TYPES : def.readyCost.tokens;
  const fromShip = allowed.filter((c) => x.tokens.includes(c)).map((command) => ({ from: 'ship' as const, command }));
  const fromCard = def.readyFromCardTokens ? allowed.filter((c) => u.tokens.includes(c)).map((command) => ({ from: 'card' as const, command })) : [];
  return [...fromShip, ...fromCard];
}

/**
 * Seed "Aufwertungskarten mit Markern": the command tokens each upgrade
 * starts with, for the standard setup to put on the cards. `tokens` are
 * fixed by the card; where the card lets its owner pick (`choose`), the
 * owner picks `count` of `from` (any mix, unless the note says otherwise).
 */
export interface StartingTokens {
  readonly upgrade: string;
  readonly tokens: readonly CommandType[];
  /** `minTypes`: at least so many different types among them (Count Dooku: 2). */
  readonly choose: { readonly count: number; readonly from: readonly CommandType[]; readonly note?: string; readonly minTypes?: number } | null;
}

export function startingTokens(upgradeIds: readonly string[]): StartingTokens[] {
  return upgradeIds.flatMap((id): StartingTokens[] => {
    const def = upgradeCard(id);
    const start = def?.startingTokens;
    if (!start || start.kind !== 'command-tokens') return [];
    const from = start.types === 'any' ? COMMAND_TYPES : start.types;
    if (from.length === 1) return [{ upgrade: id, tokens: Array.from({ length: start.count }, () => from[0]), choose: null }];
    const minTypes = def.minStartingTokenTypes;
    return [{ upgrade: id, tokens: [], choose: { count: start.count, from, ...(start.note ? { note: start.note } : {}), ...(minTypes ? { minTypes } : {}) } }];
  });
}

/**
 * Seed "Aufwertungskarten mit Markern": once the fleets stand, each card
 * whose owner picks its starting tokens asks that owner, the first player's
 * cards first (the full setup; sandbox positions give the tokens directly).
 */
/** The types the owner may pick for the next starting token: once the slots left are needed for new types, only new ones (Count Dooku). */
export function startingTokenChoices(choose: NonNullable<StartingTokens['choose']>, placed: readonly CommandType[]): readonly CommandType[] {
  const missing = (choose.minTypes ?? 0) - new Set(placed).size;
  return choose.count - placed.length <= missing ? choose.from.filter((c) => !placed.includes(c)) : choose.from;
}

export function startingTokenEffects(s: ArmadaState): PendingEffect[] {
  const order = [s.firstPlayer, s.firstPlayer === 0 ? 1 : 0];
  return order.flatMap((seat) =>
    s.ships
      .filter((x) => x.owner === seat)
      .flatMap((x) => upgradesOf(x).filter((u) => startingTokens([u.id])[0]?.choose).map((u) => ({ ship: x.id, card: u.id, when: 'starting-tokens' as const }))),
  );
}

/** Another live friendly ship within distance 1–`max` of `x` (Rules Reference "distance": closest points of the bases). */
export function friendsWithin(s: ArmadaState, x: GameShip, max: number): GameShip[] {
  const table = tableInput(s);
  return liveShips(s).filter((y) => {
    if (y.id === x.id || y.owner !== x.owner) return false;
    const m = measureBetween({ from: { id: x.id }, to: { id: y.id }, table });
    return !isViolation(m) && m.distance !== null && m.distance <= max;
  });
}

/** May this ship gain a token of this command (seed "KOMMANDOMARKER"; Life Support Failure forbids any)? */
export const canGain = (y: GameShip, c: CommandType) => tokenBlock(y, c) === null && !forbidden(y, 'have-command-tokens');
