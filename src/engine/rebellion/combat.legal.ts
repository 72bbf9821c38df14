import { canonicalJson } from '../core/action-id.hash.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { actionCardData, tacticCardData } from './data/cards.data.js';
import type { DieColour } from './data/dice.data.js';
import type { Faction, Theater } from './data/model.types.js';
import type { ObjectiveId } from './data/objectives.data.js';
import type { TacticCardId } from './data/tactic-cards.data.js';
import { unitType, type UnitTypeId } from './data/units.data.js';
import { combatCardAbility, tacticEffect } from './cards/card.index.js';
import type { TacticEffect } from './tactics.effects.js';
import type { CombatCardAbility } from './action-cards.effects.js';
import { tacticOptions } from './tactics.play.js';
import { isShip, leadersAt, other, poolLeaders, typesAt } from './board.query.js';
import { missionsAndCardsBarred, onLoan, recolourAllowance, tacticsForbidden } from './modifiers.rules.js';
import { yodaBearer } from './yoda-ring.rules.js';
import { canTake, matching, optionalRetreater, retreatCapacity, retreatDestinations, targets } from './combat.rules.js';
import type { RebellionAction, RebellionActionType } from './rebellion.actions.js';
import type { CombatState, CombatStep, DieRoll, RebellionState, UnitRef } from './rebellion.state.js';
import { RULES } from './rules.cite.js';
import type { PhaseLegal } from './rebellion.handlers.js';
import { waitFor, type DecisionName } from './rebellion.pending.js';

/**
 * The decisions of a combat, as lists built from the state; `decide`
 * accepts exactly the listed actions (`combatViolation`).
 */

const PLANS: readonly ObjectiveId[] = ['death-star-plans-ii', 'death-star-plans-iii'];

export const distinct = <T>(xs: readonly T[]): T[] => [...new Map(xs.map((x) => [canonicalJson(x), x])).values()];

/** Dice (by colour and face) and card damage of this attack that still have a target. */
export function assignableSources(state: RebellionState, c: CombatState): ({ die: DieRoll } | { die: null })[] {
  const attack = c.attack!;
  const refs = targets(state, c, other(attack.attacker), attack.theater);
  const dice = distinct(attack.dice.filter((d) => !d.used && (d.face === 'hit' || d.face === 'direct-hit')).map((d) => ({ colour: d.colour, face: d.face })));
  const sources: ({ die: DieRoll } | { die: null })[] = dice
    .filter((d) => refs.some((r) => mayTake(state, c, d, r)))
    .map((die) => ({ die }));
  if (attack.free > 0 && refs.length > 0) sources.push({ die: null });
  return sources;
}

/** RR AUSDAUERWERTE, and a card letting hits of one colour count as another's (a `recolour-hits` modifier) a limited number of times per attack. */
function mayTake(state: RebellionState, c: CombatState, die: DieRoll, ref: UnitRef): boolean {
  const face = die.face as 'hit' | 'direct-hit';
  if (canTake({ colour: die.colour, face }, ref)) return true;
  const { attacker, theater, recoloured } = c.attack!;
  const to = unitType(ref.unit).healthColour;
  return face === 'hit' && to !== null && recoloured < recolourAllowance(state, attacker, theater, die.colour, to);
}

function assignActions(state: RebellionState, c: CombatState): RebellionAction[] {
  const attack = c.attack!;
  const refs = targets(state, c, other(attack.attacker), attack.theater);
  return assignableSources(state, c).flatMap(({ die }) =>
    refs
      .filter((r) => die === null || mayTake(state, c, die, r))
      .map((target): RebellionAction => (die === null ? { type: 'AssignDamage', target } : { type: 'AssignDamage', die, target })),
  );
}

const specials = (c: CombatState): DieColour[] => distinct(c.attack!.dice.filter((d) => !d.used && d.face === 'special').map((d) => d.colour));

/** Ordered pairs of references with enough units behind them, and single references. */
export function oneOrTwo(state: RebellionState, c: CombatState, faction: Faction, refs: readonly UnitRef[], max: number): UnitRef[][] {
  const out: UnitRef[][] = refs.map((r) => [r]);
  if (max < 2) return out;
  refs.forEach((a, i) =>
    refs.forEach((b, j) => {
      if (j < i || (i === j && matching(state, c, faction, a) < 2)) return;
      out.push([a, b]);
    }),
  );
  return out;
}

/** The Master Yoda ring („Seek Yoda“, `yoda-ring.rules.ts`): the attacker rerolls 1 of its unused dice of this attack, once per round. */
function yodaRerolls(state: RebellionState, c: CombatState): RebellionAction[] {
  const { attacker, dice } = c.attack!;
  if (yodaBearer(state, c.system, attacker) === undefined) return [];
  return distinct(dice.filter((d) => !d.used).map((d) => ({ colour: d.colour, face: d.face }))).map((die): RebellionAction => ({ type: 'UseRing', die }));
}

function attackPlays(state: RebellionState, c: CombatState): RebellionAction[] {
  const { attacker, theater } = c.attack!;
  const hand = playableTactics(state, c, attacker, theater).filter((t) => tacticEffect(t).kind !== 'block');
  return hand.flatMap((card) => {
    const dice: (DieColour | undefined)[] = tacticCardData(card).special ? specials(c) : [undefined];
    const params = tacticOptions(state, c, tacticEffect(card));
    return dice.flatMap((die) => params.map((p): RebellionAction => ({ type: 'PlayTactic', card, ...(die !== undefined ? { die } : {}), ...p })));
  });
}

/** The side's distinct tactic cards of the theater it may play now: none while a card forbids it this round (a `no-tactics` modifier). */
export function playableTactics(state: RebellionState, c: CombatState, faction: Faction, theater: Theater): TacticCardId[] {
  if (tacticsForbidden(state, faction, theater, c.round)) return [];
  return [...new Set(state.hands.tactics[faction])].filter((t) => tacticCardData(t).deck === theater);
}

/** The defender's pending damage as references, after blocking `done`. */
function blockable(c: CombatState, defender: Faction): UnitRef[] {
  return distinct(c.wounds.filter((w) => w.faction === defender && !w.doomed && w.pending > 0).map((w) => ({ unit: w.unit, markers: w.markers, pending: w.pending })));
}

/** A block applied to the wounds, as `evolve` applies it. */
function afterBlock(c: CombatState, defender: Faction, ref: UnitRef): CombatState {
  const wounds = [...c.wounds];
  const i = wounds.findIndex((w) => w.faction === defender && !w.doomed && w.unit === ref.unit && w.markers === ref.markers && w.pending === ref.pending);
  wounds[i] = { ...wounds[i], pending: wounds[i].pending - 1 };
  return { ...c, wounds };
}

function blockSequences(c: CombatState, defender: Faction, amount: number): UnitRef[][] {
  if (amount === 0) return [];
  return blockable(c, defender).flatMap((ref) => [[ref], ...blockSequences(afterBlock(c, defender, ref), defender, amount - 1).map((rest) => [ref, ...rest])]);
}

function blockPlays(state: RebellionState, c: CombatState): RebellionAction[] {
  const defender = other(c.attack!.attacker);
  const theater = c.attack!.theater;
  const hand = state.hands.tactics[defender];
  return playableTactics(state, c, defender, theater)
    .filter((t) => tacticEffect(t).kind === 'block')
    .flatMap((card) => {
      const effect = tacticEffect(card) as Extract<TacticEffect, { kind: 'block' }>;
      const rest = [...hand];
      rest.splice(rest.indexOf(card), 1);
      const discards: (TacticCardId | undefined)[] = effect.discard ? [...new Set(rest.filter((t) => tacticCardData(t).deck === theater))] : [undefined];
      return discards.flatMap((discard) =>
        blockSequences(c, defender, effect.amount).map((blocks): RebellionAction => ({ type: 'PlayTactic', card, ...(discard !== undefined ? { discard } : {}), blocks })),
      );
    });
}

function retreatUnitActions(state: RebellionState, c: CombatState): RebellionAction[] {
  const r = c.retreat!;
  const escaping = c.escape.includes(r.faction);
  const planned = (u: UnitTypeId) => r.steps.reduce((n, s) => n + (s.kind === 'units' && s.unit === u ? s.count : 0), 0);
  const used = r.steps.reduce((n, s) => n + (s.kind === 'units' ? s.count : 0), 0);
  const free = escaping ? Infinity : retreatCapacity(state, c, r.faction) - used;
  return typesAt(state.units[c.system], r.faction, optionalRetreater).flatMap((unit) => {
    const max = Math.min((state.units[c.system][unit] ?? 0) - planned(unit), free);
    return Array.from({ length: Math.max(0, max) }, (_, i): RebellionAction => ({ type: 'RetreatUnits', unit, count: i + 1 }));
  });
}

export function combatActions(state: RebellionState, faction: Faction): RebellionAction[] {
  const c = state.phase;
  if (c.kind !== 'combat' || c.turn !== faction) return [];
  switch (c.step) {
    case 'add-leader':
      return [...poolLeaders(state, faction).map((leader): RebellionAction => ({ type: 'AddCombatLeader', leader })), { type: 'DeclineCombatLeader' }];
    case 'start-cards':
      return [...combatCardUses(state, c, faction), { type: 'FinishCombatCards' }];
    case 'actions':
      return [
        ...specials(c).map((die): RebellionAction => ({ type: 'DrawTactic', die })),
        ...attackPlays(state, c),
        ...yodaRerolls(state, c),
        { type: 'EndCombatActions' },
      ];
    case 'assign':
      return assignActions(state, c);
    case 'block':
      return [...blockPlays(state, c), { type: 'EndBlocking' }];
    case 'death-star-plans': {
      const stations = typesAt(state.units[c.system], 'empire', (u) => u === 'death-star' || u === 'death-star-under-construction');
      const cards = PLANS.filter((p) => state.hands.objectives.includes(p));
      return [...cards.flatMap((card) => stations.map((target): RebellionAction => ({ type: 'PlayDeathStarPlans', card, target }))), { type: 'SkipDeathStarPlans' }];
    }
    case 'objective': {
      const cards = c.objectiveWindow?.cards ?? [];
      return [...cards.filter((card) => state.hands.objectives.includes(card)).map((card): RebellionAction => ({ type: 'PlayObjective', card })), { type: 'SkipObjective' }];
    }
    case 'excess':
      // Asked before any step's decision, whatever the phase (rebellion.legal.ts).
      return [];
    case 'retreat':
      return [
        ...leadersAt(state, c.system, faction)
          .filter((leader) => !onLoan(state).includes(leader))
          .flatMap((leader) => retreatDestinations(state, c, faction).map((to): RebellionAction => ({ type: 'Retreat', leader, to }))),
        { type: 'DeclineRetreat' },
      ];
    case 'retreat-units':
      return [...retreatUnitActions(state, c), ...(retreatMovesSomething(state, c) ? [{ type: 'ConfirmRetreat' } as const] : [])];
    case 'ended':
      return [];
  }
}

/** RR RÜCKZUG: a leader retreats only with units. */
function retreatMovesSomething(state: RebellionState, c: CombatState): boolean {
  const r = c.retreat!;
  return r.steps.length > 0 || typesAt(state.units[c.system], r.faction, (u) => isShip(u) && !unitType(u).immobile && !unitType(u).needsTransport).length > 0;
}

/**
 * „Gefechtsbeginn“ cards in hand whose leader is in the combat's system (RR
 * AKTIONSKARTEN); a card bringing its leader needs that leader in the pool
 * instead, and names it.
 */
function combatCardUses(state: RebellionState, c: CombatState, faction: Faction): RebellionAction[] {
  if (missionsAndCardsBarred(state, faction, c.system)) return [];
  const here = leadersAt(state, c.system, faction);
  const pool = poolLeaders(state, faction);
  return [...new Set(state.hands.actions[faction])].flatMap((card): RebellionAction[] => {
    const ability = combatCardAbility(card);
    if (ability?.kind === 'bring-leader')
      return actionCardData(card).leaders.filter((l) => pool.includes(l)).map((leader): RebellionAction => ({ type: 'UseActionCard', card, leader }));
    if (ability === undefined || !actionCardData(card).leaders.some((l) => here.includes(l))) return [];
    if (ability.kind === 'draw-tactics') return (['space', 'ground'] as Theater[]).map((theater) => ({ type: 'UseActionCard', card, theater }));
    if (ability.kind === 'destroy-rebel-unit') return destroyablePicks(state, c, ability).map((unit): RebellionAction => ({ type: 'UseActionCard', card, picks: [unit] }));
    return [{ type: 'UseActionCard', card }];
  });
}

/** The Rebel unit types a „destroy 1“ card may pick in the combat's system (none while its Imperial condition fails). */
function destroyablePicks(state: RebellionState, c: CombatState, ability: Extract<CombatCardAbility, { kind: 'destroy-rebel-unit' }>): UnitTypeId[] {
  const units = state.units[c.system];
  if (ability.ifImperial !== undefined && typesAt(units, 'empire', (u) => ability.ifImperial!.includes(u)).length === 0) return [];
  return typesAt(units, 'rebel', (u) => (ability.of === 'ship' ? isShip(u) : unitType(u).kind === 'structure'));
}

const STEP_RULES: Readonly<Record<CombatState['step'], { code: string; rule: string; de: string; en: string }>> = {
  'add-leader': { code: 'LEADER_NOT_IN_LEADER_POOL', rule: RULES.combat, de: 'Hinzugezogen wird ein Anführer aus dem eigenen Führungszentrum.', en: 'The leader added comes from your own leader pool.' },
  'start-cards': {
    code: 'ACTION_CARD_CANNOT_BE_USED_SO',
    rule: RULES.actionCards,
    de: 'Diese Aktionskarte kann jetzt nicht verwendet werden: Stichwort „Gefechtsbeginn“ und ein abgebildeter Anführer im System sind nötig.',
    en: 'This action card cannot be used now: it needs the keyword "Start of Combat" and a leader shown on it in the system.',
  },
  actions: {
    code: 'TACTIC_CARD_CANNOT_BE_PLAYED_SO',
    rule: RULES.tactics,
    de: 'So kann diese Gefechtsaktion nicht ausgeführt werden: Schauplatz, Spezialsymbol oder Ziel passen nicht.',
    en: 'This combat action cannot be taken so: the theater, the special symbol or the target does not fit.',
  },
  assign: {
    code: 'DAMAGE_CANNOT_BE_ASSIGNED_SO',
    rule: RULES.attacks,
    de: 'Treffer nur auf Einheiten mit Ausdauer in der Würfelfarbe, Volltreffer und Kartenschaden auf jede Einheit des Schauplatzes; der Todesstern nimmt keinen Schaden.',
    en: 'Hits only on units whose health has the die’s colour, direct hits and card damage on any unit of the theater; the Death Star takes no damage.',
  },
  block: {
    code: 'DAMAGE_CANNOT_BE_BLOCKED_SO',
    rule: RULES.attacks,
    de: 'Abgewehrt wird nur in diesem Angriff zugewiesener Schaden, mit Abwehrkarten des Schauplatzes.',
    en: 'Only damage assigned in this attack is blocked, with blocking cards of the theater.',
  },
  'death-star-plans': {
    code: 'DEATH_STAR_PLANS_CANNOT_BE_PLAYED',
    rule: RULES.destroyDeathStar,
    de: 'Die Todessternpläne brauchen einen Todesstern im System und die Karte auf der Hand.',
    en: 'The Death Star Plans need a Death Star in the system and the card in hand.',
  },
  objective: {
    code: 'OBJECTIVE_REQUIREMENT_NOT_MET',
    rule: RULES.objectives,
    de: 'Eine „Gefecht“-Zielkarte wird nur in dem Moment ausgespielt, in dem ihre Anforderung erfüllt wird, und nur von der Hand.',
    en: 'A "Combat" objective is played only in the moment its requirement is met, and only from the hand.',
  },
  excess: {
    code: 'EXCESS_UNIT_CANNOT_BE_DESTROYED_SO',
    rule: RULES.destroyedSystems,
    de: 'Zerstört wird eine eigene transportbedürftige Einheit des zerstörten Systems, die die Transportkapazität der eigenen Schiffe dort überschreitet.',
    en: 'Destroy one of your units needing transport in the destroyed system, beyond the transport capacity of your ships there.',
  },
  retreat: {
    code: 'CANNOT_RETREAT_THERE',
    rule: RULES.retreat,
    de: 'Rückzug mit einem eigenen Anführer aus dem System in ein benachbartes System ohne gegnerische Einheiten, eigene Systeme zuerst, nicht dorthin, woher der Gegner kam.',
    en: 'Retreat with one of your leaders there into an adjacent system without enemy units, your own systems first, not where the opponent came from.',
  },
  'retreat-units': {
    code: 'CANNOT_RETREAT_UNITS_SO',
    rule: RULES.retreat,
    de: 'Beim Rückzug gelten die normalen Transportregeln; unbewegliche Einheiten bleiben, und ohne Einheiten zieht sich kein Anführer zurück.',
    en: 'Retreating follows the normal transport rules; immobile units stay, and no leader retreats without units.',
  },
  ended: { code: 'NOT_YOUR_DECISION', rule: RULES.combat, de: 'Das Gefecht ist vorbei.', en: 'The combat is over.' },
};

/** Refuses anything not on the list of legal actions, citing the rule of the step. */
export function combatViolation(state: RebellionState, faction: Faction, action: RebellionAction): RuleViolation | null {
  if (combatActions(state, faction).some((a) => canonicalJson(a) === canonicalJson(action))) return null;
  const step = state.phase.kind === 'combat' ? state.phase.step : 'ended';
  const r = STEP_RULES[step];
  return ruleViolation(r.code, text(r.de, r.en), r.rule);
}

/** What the combat waits for at each step. */
const COMBAT_DECISIONS = {
  'add-leader': ['AddCombatLeader', 'DeclineCombatLeader'],
  'start-cards': ['UseActionCard', 'FinishCombatCards'],
  actions: ['DrawTactic', 'PlayTactic', 'UseRing', 'EndCombatActions'],
  assign: ['AssignDamage'],
  block: ['PlayTactic', 'EndBlocking'],
  'death-star-plans': ['PlayDeathStarPlans', 'SkipDeathStarPlans'],
  objective: ['PlayObjective', 'SkipObjective'],
  excess: ['DestroyExcessUnit'],
  retreat: ['Retreat', 'DeclineRetreat'],
  'retreat-units': ['RetreatUnits', 'ConfirmRetreat'],
} as const satisfies Readonly<Record<Exclude<CombatStep, 'ended'>, readonly RebellionActionType[]>>;

/** RR GEFECHT: the side on turn decides what the combat's step asks. */
export const combatLegal = {
  rule: RULES.combat,
  expected: (_state, phase, faction) => (phase.turn === faction && phase.step !== 'ended' ? COMBAT_DECISIONS[phase.step] : []),
  actions: (state, _phase, faction) => combatActions(state, faction),
  pending: (state, phase) => (phase.step === 'ended' ? [] : waitFor(state, [phase.turn], `combat-${phase.step}` as DecisionName)),
} satisfies PhaseLegal<'combat'>;
