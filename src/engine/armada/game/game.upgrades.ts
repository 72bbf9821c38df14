import type { DecisionBuffer } from '../../core/decision.buffer.js';
import { runProgram, type EffectFrame, type StepHandlers, type StepResult } from '../../core/cards/effect.run.js';
import type { Prompt, PromptAnswer } from '../../core/prompts/prompt.types.js';
import { EngineInvariantError } from '../../core/rule-violation.error.js';
import { text, type Text } from '../../core/text.js';
import { PUBLIC, type Seat } from '../../core/visibility.view.js';
import { COMMAND_TYPES, HULL_ZONES, type CommandType, type DieColor, type HullZone } from '../catalog/catalog.types.js';
import type { DamageCondition, UpgradeAbility, UpgradeStep, UpgradeWindow } from '../cards/upgrade-card.define.js';
import { DEFAULT_GEOMETRY } from '../geometry/geometry.config.js';
import { distanceBand } from '../geometry/range.measure.js';
import { ADJACENT_ZONES, placeShip, shipShape } from '../geometry/ship-shape.geometry.js';
import { polygonDistance } from '../geometry/vec.geometry.js';
import { coloursInPool, current, live } from '../attack/attack.rules.js';
import type { Rng } from '../../core/rng.random.js';
import type { Combatant, ShipCombatant } from '../attack/attack.types.js';
import { crits, DICE, type DieFace } from '../data/dice.data.js';
import type { Emitted } from '../../core/game.contract.js';
import { upgradeCard } from '../cards/upgrades.manifest.js';
import { damageCard } from '../cards/damage.manifest.js';
import { measureBetween } from '../geometry/measure.query.js';
import { isViolation } from '../../core/rule-violation.error.js';
import { RULE } from '../rules.cite.js';
import { forbidden, runEffect } from './game.damage.js';
import { dealFacedown } from './game.maneuver.js';
import { LAST_ROUND, tokenBlock } from './game.rules.js';
import { liveShips, shipCardOf, tableInput, tableOf } from './game.table.js';
import type { ArmadaEvent, ArmadaState, EquippedUpgrade, GameShip, PendingEffect, UpgradeEffectWhen } from './game.types.js';

type Buffer = DecisionBuffer<ArmadaState, ArmadaEvent>;

export const upgradesOf = (x: GameShip): readonly EquippedUpgrade[] => x.upgrades ?? [];

const UPGRADE_WHEN: ReadonlySet<string> = new Set<UpgradeEffectWhen>(['command-revealed', 'repair-command', 'status-ready', 'dice-rolled', 'before-damage', 'critical', 'critical-effect']);

/** Moments inside a running attack: their effects run while the attack waits. */
export const IN_ATTACK: ReadonlySet<string> = new Set(['roll-attack-dice', 'dice-rolled', 'before-damage', 'critical']);

/**
 * Emits a running attack's events; after its damage is totalled, the rest
 * waits while upgrade cards act before the damage is suffered (the game
 * resumes the attack in game.advance.ts).
 */
export function emitAttackEvents(b: Buffer, events: readonly Emitted<ArmadaEvent>[]): void {
  for (const e of events) {
    b.emit(e.event, e.visibility, e.redacted);
    if (e.event.type === 'DamageTotalled' && b.state.effects.some((q) => q.when === 'before-damage')) return;
  }
}

/** Is this queued effect an upgrade card's (else a damage card's or an obstacle's)? */
export const isUpgradeEffect = (e: PendingEffect): e is PendingEffect & { readonly when: UpgradeEffectWhen } => UPGRADE_WHEN.has(e.when);

/** Runs the head of the effect queue on its interpreter: upgrade cards here, damage cards and obstacles in game.damage.ts. */
export function runQueuedEffect(b: Buffer, answer?: PromptAnswer, rng?: Rng): void {
  if (isUpgradeEffect(b.state.effects[0])) runUpgradeEffect(b, answer, rng);
  else runEffect(b, dealFacedown, answer);
}

function abilities(id: string, when: UpgradeWindow): readonly UpgradeAbility[] {
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
export function attackTriggers(s: ArmadaState, when: 'dice-rolled' | 'before-damage' | 'critical'): PendingEffect[] {
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
  }
}

/** Would this step act now, in the running attack? */
function applies(s: ArmadaState, holder: GameShip, step: UpgradeStep): boolean {
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
    case 'critical-damage-adjacent-zones':
      // The attacker's own card, against a ship, a critical icon on a die of the card's colour.
      return record.step === 'critical' && attack.combatants[record.attacker].id === holder.id && defender.kind === 'ship' && live(record.dice).some(({ die }) => die.color === step.dieColor && crits(die.face) > 0);
    default:
      return false;
  }
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
function shieldsOf(s: ArmadaState, x: GameShip): Readonly<Record<HullZone, number>> {
  const c = s.attack?.combatants[x.id];
  return c?.kind === 'ship' ? c.shields : x.shields;
}

function distanceBetween(s: ArmadaState, a: string, b: string): number | null {
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
function payments(x: GameShip, u: EquippedUpgrade): { from: 'ship' | 'card'; command: CommandType }[] {
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
  readonly choose: { readonly count: number; readonly from: readonly CommandType[]; readonly note?: string } | null;
}

export function startingTokens(upgradeIds: readonly string[]): StartingTokens[] {
  return upgradeIds.flatMap((id): StartingTokens[] => {
    const start = upgradeCard(id)?.startingTokens;
    if (!start || start.kind !== 'command-tokens') return [];
    const from = start.types === 'any' ? COMMAND_TYPES : start.types;
    if (from.length === 1) return [{ upgrade: id, tokens: Array.from({ length: start.count }, () => from[0]), choose: null }];
    return [{ upgrade: id, tokens: [], choose: { count: start.count, from, ...(start.note ? { note: start.note } : {}) } }];
  });
}

/** Faces with exactly one icon (Kraken): never a double, never a blank. */
const SINGLE_ICON: readonly DieFace[] = ['hit', 'crit', 'accuracy'];

const COMMAND: Record<CommandType, Text> = {
  navigate: text('Navigieren', 'navigate'),
  squadron: text('Staffel', 'squadron'),
  repair: text('Reparieren', 'repair'),
  'concentrate-fire': text('Feuer konzentrieren', 'concentrate fire'),
};

interface Frame extends EffectFrame {
  readonly vars: { readonly ship: string; readonly when: UpgradeEffectWhen; readonly used?: boolean; readonly from?: string; readonly spent?: number; readonly readied?: number; readonly taken?: readonly string[] };
}

type Step = UpgradeStep | { readonly op: 'pay-ready-cost' };

/** Another live friendly ship within distance 1–`max` of `x` (Rules Reference "distance": closest points of the bases). */
function friendsWithin(s: ArmadaState, x: GameShip, max: number): GameShip[] {
  const table = tableInput(s);
  return liveShips(s).filter((y) => {
    if (y.id === x.id || y.owner !== x.owner) return false;
    const m = measureBetween({ from: { id: x.id }, to: { id: y.id }, table });
    return !isViolation(m) && m.distance !== null && m.distance <= max;
  });
}

/** May this ship gain a token of this command (seed "KOMMANDOMARKER"; Life Support Failure forbids any)? */
const canGain = (y: GameShip, c: CommandType) => tokenBlock(y, c) === null && !forbidden(y, 'have-command-tokens');

const shipLabel = (y: GameShip): Text => text(`${shipCardOf(y).nameDe ?? shipCardOf(y).name} (${y.id})`, `${shipCardOf(y).name} (${y.id})`);

function ask(seat: Seat, card: string, question: Text, choices: Prompt['choices'], passLabel: Text, rule: string = RULE.verwendungVonAufwertungskarten): Prompt {
  return { kind: 'option', seat, question, rule, source: card, choices, optional: true, passLabel, secret: false };
}

/** Runs the upgrade effect at the head of the queue (or answers its open prompt) on the core interpreter. */
export function runUpgradeEffect(b: Buffer, answer?: PromptAnswer, rng?: Rng): void {
  const queued = b.state.effects[0];
  if (!isUpgradeEffect(queued)) throw new EngineInvariantError(`armada: ${queued.card} is no upgrade effect`);
  const head = queued;
  const def = upgradeCard(head.card);
  if (!def) throw new EngineInvariantError(`armada: no upgrade module ${head.card}`);
  const ship = (out: Buffer) => out.state.ships.find((x) => x.id === head.ship)!;
  const equipped = (out: Buffer) => upgradesOf(ship(out)).find((u) => u.id === head.card)!;
  const next = (frame?: Frame): StepResult<Frame> => ({ kind: 'next', ...(frame ? { frame } : {}) });
  // A critical effect chosen in the attack is carried out by the same ability once the attack is over.
  const ability = abilities(head.card, head.when === 'critical-effect' ? 'critical' : head.when)[0];
  /** The first use of an exhausting ability exhausts the card. */
  const use = (out: Buffer, frame: Frame): Frame => {
    if (ability?.exhaust && !frame.vars.used) out.emit({ type: 'UpgradeExhausted', payload: { ship: head.ship, upgrade: head.card } }, PUBLIC);
    return { ...frame, vars: { ...frame.vars, used: true } };
  };
  const usable = (out: Buffer, frame: Frame) => !ship(out).destroyed && (frame.vars.used || !(ability?.exhaust && equipped(out).exhausted));

  const giveCardTokens = (out: Buffer, op: Extract<UpgradeStep, { op: 'give-card-tokens' }>, frame: Frame): StepResult<Frame> => {
    if (!usable(out, frame) || !equipped(out).tokens.includes(op.command)) return next(frame);
    const targets = friendsWithin(out.state, ship(out), op.distance).filter((y) => canGain(y, op.command));
    if (targets.length === 0) return next(frame);
    return {
      kind: 'ask',
      prompt: ask(
        ship(out).owner,
        head.card,
        text(`${def.name.en}: welches Schiff erhält einen Marker „${COMMAND[op.command].de}“ von der Karte?`, `${def.name.en}: which ship gains a ${COMMAND[op.command].en} token from the card?`),
        targets.map((y) => ({ params: { ship: y.id }, label: shipLabel(y) })),
        text('Keine weiteren Marker geben', 'Give no more tokens'),
      ),
      frame,
    };
  };

  /** Lowers the running attack's total damage (never below 0), exhausting the card where the ability says so. */
  const reduce = (out: Buffer, frame: Frame, amount: number, shieldsFrom: HullZone | null): StepResult<Frame> => {
    const used = use(out, frame);
    const total = current(out.state.attack!).damageTotal ?? 0;
    out.emit({ type: 'AttackDamageReduced', payload: { ship: head.ship, upgrade: head.card, amount: Math.min(amount, total), shieldsFrom } }, PUBLIC);
    return next(used);
  };

  /** Wat Tambor: zones with a shield, this ship's and those of one other friendly ship's zone (the first one taken from), up to `max` shields. */
  const offerShields = (out: Buffer, op: Extract<UpgradeStep, { op: 'shields-for-repair-points' }>, frame: Frame): StepResult<Frame> => {
    const holder = ship(out);
    const taken = frame.vars.taken ?? [];
    if (taken.length >= op.max || holder.destroyed) return next(frame);
    const otherZone = taken.find((t) => !t.startsWith(`${holder.id}:`));
    const own = HULL_ZONES.filter((z) => holder.shields[z] > 0).map((zone) => ({ y: holder, zone }));
    const others = friendsWithin(out.state, holder, op.distance).flatMap((y) =>
      HULL_ZONES.filter((z) => y.shields[z] > 0 && (otherZone === undefined || otherZone === `${y.id}:${z}`)).map((zone) => ({ y, zone })),
    );
    const options = [...own, ...others];
    if (options.length === 0) return next(frame);
    return {
      kind: 'ask',
      prompt: ask(
        holder.owner,
        head.card,
        text(`${def.name.en}: welches Schild entfernen, für ${op.pointsEach} Reparaturpunkte?`, `${def.name.en}: which shield to remove for ${op.pointsEach} engineering points?`),
        options.map(({ y, zone }) => ({ params: { ship: y.id, zone }, label: text(`${shipLabel(y).de}: ${zone}`, `${shipLabel(y).en}: ${zone}`) })),
        text('Kein weiteres Schild', 'No more shields'),
      ),
      frame,
    };
  };

  /**
   * Beast of Burden: first the ship's own tokens to spend (while fewer are
   * spent than friends' tokens wait to be readied), then, once the owner
   * stops, up to as many exhausted tokens of friends at distance 1–3.
   */
  const offerBurden = (out: Buffer, op: Extract<UpgradeStep, { op: 'spend-tokens-to-ready-friends' }>, frame: Frame): StepResult<Frame> => {
    const holder = ship(out);
    const waiting = friendsWithin(out.state, holder, op.distance).flatMap((y) =>
      y.defenseTokens.map((t, i) => ({ y, t, i })).filter(({ t }) => t.state === 'exhausted'),
    );
    const spent = frame.vars.spent ?? 0;
    if (holder.destroyed || waiting.length === 0) return next(frame);
    if (frame.vars.readied === undefined) {
      const own = holder.defenseTokens.map((t, i) => ({ t, i })).filter(({ t }) => t.state !== 'discarded');
      if (spent >= waiting.length || own.length === 0) return spent > 0 ? offerBurden(out, op, { ...frame, vars: { ...frame.vars, readied: 0 } }) : next(frame);
      return {
        kind: 'ask',
        prompt: ask(
          holder.owner,
          head.card,
          text(`${def.name.en}: welchen eigenen Verteidigungsmarker ausgeben?`, `${def.name.en}: which of this ship's defense tokens to spend?`),
          own.map(({ t, i }) => ({ params: { token: String(i) }, label: text(`${t.type} (${t.state === 'ready' ? 'spielbereit' : 'erschöpft'})`, `${t.type} (${t.state})`) })),
          spent > 0 ? text('Keinen weiteren ausgeben', 'Spend no more') : text('Karte nicht nutzen', 'Do not use the card'),
        ),
        frame,
      };
    }
    if (frame.vars.readied >= spent) return next(frame);
    return {
      kind: 'ask',
      prompt: ask(
        holder.owner,
        head.card,
        text(`${def.name.en}: welchen erschöpften Verteidigungsmarker spielbereit machen?`, `${def.name.en}: which exhausted defense token to ready?`),
        waiting.map(({ y, t, i }) => ({ params: { ship: y.id, token: String(i) }, label: text(`${t.type} von ${shipLabel(y).de}`, `${shipLabel(y).en}'s ${t.type}`) })),
        text('Keinen weiteren', 'No more'),
      ),
      frame,
    };
  };

  /** Rune Haako: tokens of the card and of one other friendly ship (the first one picked) that this ship may gain. */
  const offerTrade = (out: Buffer, op: Extract<UpgradeStep, { op: 'trade-tokens' }>, frame: Frame): StepResult<Frame> => {
    const holder = ship(out);
    if (holder.destroyed) return next(frame);
    const fromCard = [...new Set(equipped(out).tokens)].filter((c) => canGain(holder, c)).map((command) => ({ from: 'card', command, label: text(`Marker „${COMMAND[command].de}“ der Karte`, `The card's ${COMMAND[command].en} token`) }));
    const ships = friendsWithin(out.state, holder, op.distance).filter((y) => frame.vars.from === undefined || y.id === frame.vars.from);
    const fromShips = ships.flatMap((y) => y.tokens.filter((c) => canGain(holder, c)).map((command) => ({ from: y.id, command, label: text(`Marker „${COMMAND[command].de}“ von ${shipLabel(y).de}`, `${shipLabel(y).en}'s ${COMMAND[command].en} token`) })));
    const options = [...fromCard, ...fromShips];
    if (options.length === 0) return next(frame);
    return {
      kind: 'ask',
      prompt: ask(
        holder.owner,
        head.card,
        text(`${def.name.en}: welchen Marker ablegen, um einen desselben Typs zu erhalten?`, `${def.name.en}: which token to discard, gaining one of the same type?`),
        options.map((o) => ({ params: { from: o.from, command: o.command }, label: o.label })),
        text('Keinen weiteren', 'No more'),
      ),
      frame,
    };
  };

  /** Bail Organa: the types still on the card, not gained yet this time, not the one just revealed. */
  const offerDials = (out: Buffer, op: Extract<UpgradeStep, { op: 'gain-dial-from-card-tokens' }>, frame: Frame): StepResult<Frame> => {
    const a = out.state.activation;
    if (!a || a.revealed === null || ship(out).destroyed) return next(frame);
    const gained = a.extraDials ?? [];
    const commands = op.commands.filter((c) => c !== a.revealed && !gained.includes(c) && equipped(out).tokens.includes(c));
    if (commands.length === 0) return next(frame);
    const revealing = out.state.ships.find((y) => y.id === a.ship)!;
    return {
      kind: 'ask',
      prompt: ask(
        ship(out).owner,
        head.card,
        text(`${def.name.en}: welches Kommandorad erhält ${shipLabel(revealing).de} für einen Marker der Karte?`, `${def.name.en}: which command dial does ${shipLabel(revealing).en} gain for a token of the card?`),
        commands.map((c) => ({ params: { command: c }, label: COMMAND[c] })),
        text('Kein weiteres Rad', 'No more dials'),
      ),
      frame,
    };
  };

  const handlers: StepHandlers<Buffer, Step, Frame> = {
    'give-card-tokens': {
      run: (out, op, frame) => giveCardTokens(out, op, frame),
      answer: (out, op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const used = use(out, frame);
        out.emit({ type: 'UpgradeTokenSpent', payload: { ship: head.ship, upgrade: head.card, command: op.command } }, PUBLIC);
        out.emit({ type: 'CommandTokenGained', payload: { ship: a.params.ship, command: op.command, upgrade: head.card } }, PUBLIC);
        return giveCardTokens(out, op, used);
      },
    },
    'spend-tokens-to-ready-friends': {
      run: (out, op, frame) => offerBurden(out, op, frame),
      answer: (out, op, frame, a) => {
        const spent = frame.vars.spent ?? 0;
        if (a.kind === 'pass') return spent > 0 && frame.vars.readied === undefined ? offerBurden(out, op, { ...frame, vars: { ...frame.vars, readied: 0 } }) : next(frame);
        if (frame.vars.readied === undefined) {
          const used = use(out, frame);
          out.emit({ type: 'DefenseTokenSpentByCard', payload: { ship: head.ship, token: Number(a.params.token), upgrade: head.card } }, PUBLIC);
          return offerBurden(out, op, { ...used, vars: { ...used.vars, spent: spent + 1 } });
        }
        out.emit({ type: 'DefenseTokenReadiedByCard', payload: { ship: a.params.ship, token: Number(a.params.token), upgrade: head.card } }, PUBLIC);
        return offerBurden(out, op, { ...frame, vars: { ...frame.vars, readied: frame.vars.readied + 1 } });
      },
    },
    'shields-for-repair-points': {
      run: (out, op, frame) => offerShields(out, op, frame),
      answer: (out, op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        out.emit({ type: 'ShieldsTurnedIntoRepairPoints', payload: { ship: head.ship, from: a.params.ship, zone: a.params.zone as HullZone, points: op.pointsEach, upgrade: head.card } }, PUBLIC);
        const taken = [...(frame.vars.taken ?? []), `${a.params.ship}:${a.params.zone}`];
        return offerShields(out, op, { ...frame, vars: { ...frame.vars, taken } });
      },
    },
    'flip-crew-cards-and-discount': {
      run: (out, _op, frame) =>
        ship(out).destroyed
          ? next(frame)
          : {
              kind: 'ask',
              prompt: ask(ship(out).owner, head.card, text(`${def.name.en} erschöpfen?`, `Exhaust ${def.name.en}?`), [{ params: { use: 'yes' }, label: text('Ja', 'Yes') }], text('Nein', 'No')),
              frame,
            },
      answer: (out, op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const used = use(out, frame);
        for (const card of ship(out).faceupDamage.filter((c) => damageCard(c)?.trait === 'crew'))
          out.emit({ type: 'DamageCardFlipped', payload: { ship: head.ship, card } }, PUBLIC);
        out.emit({ type: 'RepairDiscountGained', payload: { ship: head.ship, amount: op.discount, upgrade: head.card } }, PUBLIC);
        return next(used);
      },
    },
    'trade-tokens': {
      run: (out, op, frame) => offerTrade(out, op, frame),
      answer: (out, op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const command = a.params.command as CommandType;
        const from = a.params.from;
        if (from === 'card') out.emit({ type: 'UpgradeTokenSpent', payload: { ship: head.ship, upgrade: head.card, command } }, PUBLIC);
        else out.emit({ type: 'CommandTokenLost', payload: { ship: from, command, upgrade: head.card } }, PUBLIC);
        out.emit({ type: 'CommandTokenGained', payload: { ship: head.ship, command, upgrade: head.card } }, PUBLIC);
        return offerTrade(out, op, from === 'card' ? frame : { ...frame, vars: { ...frame.vars, from } });
      },
    },
    'gain-dial-from-card-tokens': {
      run: (out, op, frame) => offerDials(out, op, frame),
      answer: (out, op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const command = a.params.command as CommandType;
        const revealing = out.state.activation!.ship;
        out.emit({ type: 'UpgradeTokenSpent', payload: { ship: head.ship, upgrade: head.card, command } }, PUBLIC);
        out.emit({ type: 'ExtraCommandDialGained', payload: { ship: revealing, command, upgrade: head.card } }, PUBLIC);
        return offerDials(out, op, frame);
      },
    },
    'give-revealed-token': {
      run: (out, op, frame) => {
        const revealed = out.state.activation?.ship === head.ship ? out.state.activation.revealed : null;
        if (!usable(out, frame) || revealed === null || !op.commands.includes(revealed)) return next(frame);
        const targets = friendsWithin(out.state, ship(out), op.distance).filter((y) => canGain(y, revealed));
        if (targets.length === 0) return next(frame);
        return {
          kind: 'ask',
          prompt: ask(
            ship(out).owner,
            head.card,
            text(`${def.name.en}: erschöpfen, damit ein Schiff einen Marker „${COMMAND[revealed].de}“ erhält?`, `${def.name.en}: exhaust so that a ship gains a ${COMMAND[revealed].en} token?`),
            targets.map((y) => ({ params: { ship: y.id }, label: shipLabel(y) })),
            text('Karte nicht nutzen', 'Do not use the card'),
          ),
          frame: { ...frame, vars: { ...frame.vars } },
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const revealed = out.state.activation!.revealed!;
        const used = use(out, frame);
        out.emit({ type: 'CommandTokenGained', payload: { ship: a.params.ship, command: revealed, upgrade: head.card } }, PUBLIC);
        return next(used);
      },
    },
    'change-upgrade-bar': { run: (_out, _op, frame) => next(frame) },
    'navigate-near-obstacle': { run: (_out, _op, frame) => next(frame) },
    'reduce-damage': {
      run: (out, op, frame) => {
        if (!out.state.attack || !applies(out.state, ship(out), op)) return next(frame);
        if (!op.optional) return reduce(out, frame, op.amount, null);
        return {
          kind: 'ask',
          prompt: ask(ship(out).owner, head.card, text(`${def.name.en}: den Gesamtschaden um ${op.amount} verringern?`, `${def.name.en}: lower the total damage by ${op.amount}?`), [{ params: { use: 'yes' }, label: text('Ja', 'Yes') }], text('Nein', 'No')),
          frame,
        };
      },
      answer: (out, op, frame, a) => (a.kind === 'choice' ? reduce(out, frame, op.amount, null) : next(frame)),
    },
    'spend-shields-to-reduce-damage': {
      run: (out, op, frame) => {
        if (!out.state.attack || !applies(out.state, ship(out), op)) return next(frame);
        const most = Math.min(op.max, shieldsOf(out.state, ship(out))[op.zone], current(out.state.attack).damageTotal ?? 0);
        return {
          kind: 'ask',
          prompt: ask(
            ship(out).owner,
            head.card,
            text(`${def.name.en}: wie viele Schilde dieses Schiffs ausgeben, um den Schaden ebenso zu verringern?`, `${def.name.en}: how many of this ship's shields to spend, lowering the damage as much?`),
            Array.from({ length: most }, (_, i) => ({ params: { shields: String(i + 1) }, label: text(`${i + 1} Schild(e)`, `${i + 1} shield(s)`) })),
            text('Keine', 'None'),
          ),
          frame,
        };
      },
      answer: (out, op, frame, a) => (a.kind === 'choice' ? reduce(out, frame, Number(a.params.shields), op.zone) : next(frame)),
    },
    'critical-damage-adjacent-zones': {
      run: (out, op, frame) => {
        if (head.when === 'critical-effect') {
          // Once the attack is over: each hull zone adjacent to the defending one suffers 1 damage, its shield first, else a facedown card.
          const target = head.target!;
          for (const zone of ADJACENT_ZONES[target.zone]) {
            const x = out.state.ships.find((v) => v.id === target.ship)!;
            if (x.destroyed) break;
            const shield = x.shields[zone] > 0 ? 1 : 0;
            out.emit({ type: 'ZoneDamageSuffered', payload: { ship: x.id, zone, shieldsLost: shield, card: head.card } }, PUBLIC);
            if (shield === 0) dealFacedown(out, x.id, 'damage-card');
          }
          return next(frame);
        }
        if (!out.state.attack || !applies(out.state, ship(out), op)) return next(frame);
        return {
          kind: 'ask',
          prompt: ask(
            ship(out).owner,
            head.card,
            text(`Kritischer Effekt von ${def.name.en} statt des normalen abhandeln?`, `Resolve ${def.name.en}'s critical effect instead of the standard one?`),
            [{ params: { use: 'yes' }, label: text(`${def.name.en} (erschöpfen)`, `${def.name.en} (exhaust)`) }],
            text('Nein (normaler kritischer Effekt oder keiner)', 'No (the standard critical effect or none)'),
            RULE.kritischeEffekte,
          ),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        const used = use(out, frame);
        const record = current(out.state.attack!);
        const defender = out.state.attack!.combatants[record.defender] as ShipCombatant;
        out.emit({ type: 'UpgradeCriticalResolved', payload: { ship: head.ship, upgrade: head.card, defender: defender.id, zone: defender.zone } }, PUBLIC);
        return next(used);
      },
    },
    'add-die-of-pool-colour': {
      run: (out, op, frame) => {
        if (!out.state.attack || !applies(out.state, ship(out), op)) return next(frame);
        const colours = coloursInPool(current(out.state.attack));
        const names: Record<DieColor, Text> = { red: text('rot', 'red'), blue: text('blau', 'blue'), black: text('schwarz', 'black') };
        return {
          kind: 'ask',
          prompt: ask(ship(out).owner, head.card, text(`${def.name.en}: erschöpfen und einen Würfel dieser Farbe hinzufügen?`, `${def.name.en}: exhaust and add a die of this colour?`), colours.map((c) => ({ params: { color: c }, label: names[c] })), text('Keinen Würfel hinzufügen', 'Add no die'), RULE.angriffswuerfel),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'pass') return next(frame);
        if (!rng) throw new EngineInvariantError('armada: a die is rolled without the decision’s dice');
        const used = use(out, frame);
        const color = a.params.color as DieColor;
        out.emit({ type: 'AttackDieAddedByCard', payload: { ship: head.ship, upgrade: head.card, color, face: rng.roll(DICE[color]) } }, PUBLIC);
        return next(used);
      },
    },
    'turn-die-to-single-icon': {
      run: (out, op, frame) => {
        if (!out.state.attack || !applies(out.state, ship(out), op)) return next(frame);
        const record = current(out.state.attack);
        const choices = live(record.dice).flatMap(({ die, index }) =>
          SINGLE_ICON.filter((f) => f !== die.face && DICE[die.color].faces.includes(f)).map((face) => ({
            params: { die: String(index), face },
            label: text(`Würfel ${index + 1} (${die.color}, ${die.face}) → ${face}`, `Die ${index + 1} (${die.color}, ${die.face}) → ${face}`),
          })),
        );
        if (choices.length === 0) return next(frame);
        const attacker = out.state.attack.combatants[record.attacker];
        return {
          kind: 'ask',
          prompt: ask(attacker.seat, head.card, text(`${def.name.en}: einen Würfel auf eine Seite mit genau einem Symbol drehen?`, `${def.name.en}: turn one die to a face with exactly one icon?`), choices, text('Keinen Würfel drehen', 'Turn no die'), RULE.angriffswuerfel),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'choice') out.emit({ type: 'AttackDieTurned', payload: { ship: head.ship, upgrade: head.card, die: Number(a.params.die), face: a.params.face as DieFace } }, PUBLIC);
        return next(frame);
      },
    },
    'pay-ready-cost': {
      run: (out, _op, frame) => {
        const options = payments(ship(out), equipped(out));
        if (options.length === 0 || !equipped(out).exhausted) return next(frame);
        return {
          kind: 'ask',
          prompt: ask(
            ship(out).owner,
            head.card,
            text(`${def.name.en} spielbereit machen: welcher Marker bezahlt die Bereitschaftskosten?`, `Ready ${def.name.en}: which token pays its ready cost?`),
            options.map((o) => ({
              params: { from: o.from, command: o.command },
              label: o.from === 'ship' ? text(`Marker „${COMMAND[o.command].de}“ des Schiffs`, `The ship's ${COMMAND[o.command].en} token`) : text(`Marker „${COMMAND[o.command].de}“ auf der Karte`, `The ${COMMAND[o.command].en} token on the card`),
            })),
            text('Erschöpft lassen', 'Leave it exhausted'),
            RULE.aufwertungskartenSpielbereitMachen,
          ),
          frame,
        };
      },
      answer: (out, _op, frame, a) => {
        if (a.kind === 'choice')
          out.emit({ type: 'UpgradeReadied', payload: { ship: head.ship, upgrade: head.card, paid: a.params.command as CommandType, from: a.params.from as 'ship' | 'card' } }, PUBLIC);
        return next(frame);
      },
    },
  };

  // Every starter card's ready cost is one token (data/upgrades.data.ts); a larger cost would need one question per token.
  if (head.when === 'status-ready' && (def.readyCost?.count ?? 1) !== 1) throw new EngineInvariantError(`armada: ${def.id} costs more than one token to ready`);
  const steps: readonly Step[] = head.when === 'status-ready' ? [{ op: 'pay-ready-cost' }] : (ability?.steps ?? []);
  const start: Frame = b.state.prompt ? (b.state.prompt.frame as Frame) : { card: head.card, step: 0, vars: { ship: head.ship, when: head.when }, then: 'continue' };
  const result = runProgram(b, steps, handlers, start, answer);
  if (result.kind === 'ask') b.emit({ type: 'EffectPrompted', payload: { prompt: result.prompt, frame: result.frame } }, PUBLIC);
  else b.emit({ type: 'EffectResolved', payload: { ship: head.ship, card: head.card, when: head.when } }, PUBLIC);
}
