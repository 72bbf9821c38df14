import { canonicalJson } from '../core/action-id.hash.js';
import type { Rng } from '../core/rng.random.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { MISSION_IDS, type MissionId } from './data/missions.data.js';
import type { Faction } from './data/model.types.js';
import { SYSTEM_IDS, systemData, type SystemId } from './data/systems.data.js';
import type { UnitTypeId } from './data/units.data.js';
import type { LeaderId } from './data/leaders.data.js';
import { placed, type AssignmentCardEffect, type CardMove } from './action-cards.effects.js';
import { assignmentEffect, assignmentProgram } from './cards/card.index.js';
import { searchChoices } from './cards/ops/search-deck.op.js';
import { startCardProgram } from './cards/prompt.decide.js';
import { actionCardData } from './data/cards.data.js';
import type { ActionCardId } from './data/action-cards.data.js';
import type { MissionOp } from './missions.effects.js';
import { answerBaseQuestion } from './base-question.rules.js';
import { hasGroundUnits, hasUnits, inSupply, isGround, isShip, other, poolLeaders, typesAt, unitsForIcon } from './board.query.js';
import { beginCombat } from './combat.flow.js';
import { theatersFought } from './combat.rules.js';
import { activationOrigins, movableCount, moveUnitsViolation } from './movement.legal.js';
import type { RebellionAction } from './rebellion.actions.js';
import type { Out } from './rebellion.out.js';
import { isImperialSystem, isNeutralSystem, type MoveStep, type Place, type QueuedUnit, type RebellionState } from './rebellion.state.js';
import { evictionDestinations } from './cards/ops/evict-ground-units.op.js';
import { RULES } from './rules.cite.js';
import type { DecideHandlers } from './rebellion.handlers.js';
import { decideUndoMove } from './command.decide.js';

/**
 * RR AKTIONSKARTEN „Zuweisung“: instead of assigning a leader, a side reveals
 * the card and resolves it; the leader shown must be in its pool, since the
 * card moves him. The card goes to the box; no assignment step before it can
 * be taken back any more.
 */

type Use = Extract<RebellionAction, { type: 'UseActionCard' }>;

/** Where the card's leader may go. */
function targets(state: RebellionState, effect: AssignmentCardEffect): Place[] {
  switch (effect.target) {
    case 'imperial-system':
      return SYSTEM_IDS.filter((id) => isImperialSystem(state, id));
    case 'imperial-system-without-rebel-ground-units':
      return SYSTEM_IDS.filter((id) => isImperialSystem(state, id) && !hasUnits(state, id, 'rebel', isGround));
    case 'neutral-system':
      return SYSTEM_IDS.filter((id) => isNeutralSystem(state, id));
    case 'system-without-imperial-units':
      return SYSTEM_IDS.filter((id) => !hasUnits(state, id, 'empire'));
    case 'system-with-imperial-unit':
      return SYSTEM_IDS.filter((id) => hasUnits(state, id, 'empire'));
    case 'rebel-base-space':
      return [state.base.revealed ? state.base.system! : 'rebel-base'];
    case 'mission-deck':
      return [];
    case 'any-system':
      return [...SYSTEM_IDS];
    case 'subjugated-system':
      return SYSTEM_IDS.filter((id) => state.systems[id].subjugated && evictionDestinations(state, id).length > 0);
    case 'recruit-systems':
      return (Object.entries(effect.recruits ?? {}) as [SystemId, LeaderId][]).filter(([, l]) => recruitable(state, l)).map(([system]) => system);
  }
}

/** A leader not in play and not eliminated (RR REKRUTIEREN). */
const recruitable = (state: RebellionState, leader: LeaderId) => state.leaders[leader] === undefined && !state.eliminated.includes(leader);

/**
 * The units a system's icons put on the queue: one per icon with a miniature
 * left; `picks` choose, in order, for the icons that offer several units.
 * Every list of picks the supply allows.
 */
export function queueOptions(state: RebellionState, faction: Faction, system: SystemId): { picks: UnitTypeId[]; units: QueuedUnit[] }[] {
  const space = systemData(system).buildQueueSpace ?? 1;
  // RR ZERSTÖRTE SYSTEME: a destroyed system has no resource icons left.
  const icons = state.systems[system].destroyed ? [] : systemData(system).resourceIcons;
  let options: { picks: UnitTypeId[]; units: QueuedUnit[] }[] = [{ picks: [], units: [] }];
  for (const icon of icons) {
    const units = unitsForIcon(faction, icon);
    options = options.flatMap((o) => {
      const left = (u: UnitTypeId) => inSupply(state, u) - o.units.filter((q) => q.unit === u).length > 0;
      if (units.length === 1) return [left(units[0]) ? { ...o, units: [...o.units, { unit: units[0], space }] } : o];
      const open = units.filter(left);
      return open.length === 0 ? [o] : open.map((u) => ({ picks: [...o.picks, u], units: [...o.units, { unit: u, space }] }));
    });
  }
  return options;
}

/** A program card is used while a leader shown on it is in the pool and its search (its first step) finds something. */
function programUsable(state: RebellionState, faction: Faction, card: ActionCardId, steps: readonly MissionOp[]): boolean {
  if (!actionCardData(card).leaders.some((l) => poolLeaders(state, faction).includes(l))) return false;
  const first = steps[0];
  return first?.op !== 'search-deck' || searchChoices(state, faction, card, first).length > 0;
}

export function assignmentCardActions(state: RebellionState, faction: Faction): RebellionAction[] {
  return [...new Set(state.hands.actions[faction])].flatMap((card): RebellionAction[] => {
    const steps = assignmentProgram(card);
    if (steps !== undefined) return programUsable(state, faction, card, steps) ? [{ type: 'UseActionCard', card }] : [];
    const effect = assignmentEffect(card);
    if (effect === undefined || !poolLeaders(state, faction).includes(effect.leader)) return [];
    switch (effect.ability) {
      case 'queue-from-icons':
        return targets(state, effect).flatMap((system) =>
          queueOptions(state, faction, system as SystemId).map((o): RebellionAction => ({ type: 'UseActionCard', card, system, ...(o.picks.length > 0 ? { picks: o.picks } : {}) })),
        );
      case 'assign-searched-mission':
        return MISSION_IDS.filter((m) => state.decks.missions[faction].includes(m)).map((mission): RebellionAction => ({ type: 'UseActionCard', card, mission }));
      case 'draw-objective':
        return [{ type: 'UseActionCard', card }];
      case 'move':
      case 'ask-base-region':
      case 'recruit-leader':
      case 'program':
      case 'place':
        return targets(state, effect).map((system): RebellionAction => ({ type: 'UseActionCard', card, system }));
    }
  });
}

const cannotUse = ruleViolation(
  'ACTION_CARD_CANNOT_BE_USED_SO',
  text(
    'So kann diese Aktionskarte jetzt nicht verwendet werden: Zeitpunkt, abgebildeter Anführer im Führungszentrum oder Ziel passen nicht.',
    'This action card cannot be used that way now: its timing, its leader in the pool or its target does not fit.',
  ),
  RULES.actionCards,
);

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

export function decideUseAssignmentCard(out: Out, faction: Faction, action: Use, rng: Rng): RuleViolation | void {
  if (!assignmentCardActions(out.state, faction).some((a) => same(a, action))) return cannotUse;
  out.emit({ type: 'ActionCardUsed', payload: { faction, card: action.card } });
  const steps = assignmentProgram(action.card);
  if (steps !== undefined) return startCardProgram(out, rng, faction, action.card, steps, 'resume-assignment');
  const effect = assignmentEffect(action.card)!;
  const at: Place | null = action.system ?? (effect.target === 'rebel-base-space' ? targets(out.state, effect)[0] : null);
  if (at !== null) out.emit({ type: 'LeaderPlaced', payload: { leader: effect.leader, at } });
  if (at !== null && at !== 'rebel-base') gainAndLast(out, faction, action.card, effect, at);
  switch (effect.ability) {
    case 'place':
      return;
    case 'queue-from-icons': {
      const option = queueOptions(out.state, faction, action.system as SystemId).find((o) => same(o.picks, action.picks ?? []))!;
      if (option.units.length > 0) out.emit({ type: 'UnitsBuilt', payload: { faction, units: option.units } });
      return;
    }
    case 'draw-objective': {
      const cards = out.state.decks.objectives.slice(0, 1);
      if (cards.length > 0) out.emit({ type: 'ObjectivesDrawn', payload: { cards } });
      return;
    }
    case 'assign-searched-mission': {
      const mission = action.mission as MissionId;
      out.emit({ type: 'MissionSearchedAndAssigned', payload: { faction, mission, leader: effect.leader } });
      const order = rng.shuffle(out.state.decks.missions[faction]);
      out.emit({ type: 'MissionDeckShuffled', payload: { faction, order } });
      return;
    }
    case 'move':
      if (cardMoves(out.state, action.card, action.system as SystemId, []).length > 0)
        out.emit({ type: 'EvacuationBegan', payload: { system: action.system as SystemId, card: action.card } });
      else afterCardMove(out, action.card, action.system as SystemId, [], rng);
      return;
    case 'ask-base-region':
      answerBaseQuestion(out, action.system as SystemId, 'region');
      return;
    case 'program':
      return startCardProgram(out, rng, faction, action.card, effect.steps ?? [], 'resume-assignment', action.system as SystemId);
    case 'recruit-leader': {
      const leader = effect.recruits![action.system as SystemId]!;
      out.emit({ type: 'LeaderJoined', payload: { faction, leader, at: action.system as SystemId } });
      return;
    }
  }
}

/** The card whose move is being built, its side and its move. */
function moving(state: RebellionState) {
  if (state.phase.kind !== 'evacuation') throw new Error('no card move being built');
  const effect = assignmentEffect(state.phase.card)!;
  return { phase: state.phase, faction: actionCardData(state.phase.card).faction as Faction, move: effect.move! };
}

/** Where the card's units may come from to reach `system`. */
function cardOrigins(state: RebellionState, faction: Faction, move: CardMove, system: SystemId): Place[] {
  switch (move.from) {
    case 'rebel-base':
      return ([state.base.revealed ? state.base.system! : 'rebel-base'] as Place[]).filter((p) => p !== system);
    case 'adjacent':
      return activationOrigins(state, faction, system);
    case 'any-system':
      return SYSTEM_IDS.filter((id) => id !== system);
  }
}

/** Every group that may join the card's move now (each count listed), within its limits. */
function cardMoves(state: RebellionState, card: ActionCardId, system: SystemId, steps: readonly MoveStep[]): RebellionAction[] {
  const move = assignmentEffect(card)!.move!;
  const faction = actionCardData(card).faction as Faction;
  const origins = cardOrigins(state, faction, move, system);
  const actions: RebellionAction[] = [];
  for (const from of origins)
    for (const unit of typesAt(state.units[from], faction)) {
      const planned = steps.reduce((n, s) => n + (s.kind === 'units' && s.unit === unit ? s.count : 0), 0);
      const cap = move.limit === undefined ? Infinity : (move.limit[unit] ?? 0) - planned;
      const max = Math.min(cap, movableCount(state, faction, origins, steps, from, unit, move.ignoreTransport === true));
      for (let count = 1; count <= max; count++) actions.push({ type: 'MoveUnits', from, unit, count });
    }
  return actions;
}

/** Units from the supply into the system, as many as are left; then the card's lasting effects there. */
function gainAndLast(out: Out, faction: Faction, card: ActionCardId, effect: AssignmentCardEffect, system: SystemId): void {
  const units = Object.fromEntries(
    (Object.entries(effect.gain ?? {}) as [UnitTypeId, number][]).map(([u, n]) => [u, Math.min(n, inSupply(out.state, u))] as const).filter(([, n]) => n > 0),
  );
  if (Object.keys(units).length > 0) out.emit({ type: 'UnitsGained', payload: { faction, at: system, units } });
  for (const m of effect.lasting?.modifiers ?? [])
    out.emit({ type: 'ModifierAdded', payload: { modifier: { source: card, owner: faction, until: effect.lasting!.until, effect: placed(m, system, effect.leader) } } });
}

export function evacuationActions(state: RebellionState): RebellionAction[] {
  const { phase } = moving(state);
  return [...cardMoves(state, phase.card, phase.system, phase.steps), ...(phase.steps.length > 0 ? [{ type: 'UndoMove' } as const] : []), { type: 'ConfirmMoves' }];
}

/** The side whose card's move is being built. */
export const cardMover = (state: RebellionState): Faction => moving(state).faction;

export function decideEvacuate(out: Out, from: Place, unit: UnitTypeId, count: number): RuleViolation | void {
  const { phase, faction, move } = moving(out.state);
  if (cardMoves(out.state, phase.card, phase.system, phase.steps).some((a) => same(a, { type: 'MoveUnits', from, unit, count })))
    return void out.emit({ type: 'UnitsMoving', payload: { faction, from, unit, count } });
  const origins = cardOrigins(out.state, faction, move, phase.system);
  return (
    moveUnitsViolation(out.state, faction, origins, phase.steps, from, unit, count) ??
    ruleViolation('MOVE_BEYOND_CARD', text('Diese Bewegung erlaubt die Karte nicht: Herkunft oder Anzahl passen nicht.', 'The card does not allow this move: its origin or its number does not fit.'), RULES.actionCards)
  );
}

export function decideConfirmEvacuation(out: Out, rng: Rng): void {
  const { phase } = moving(out.state);
  const from = [...new Set(phase.steps.flatMap((s) => (s.from === 'rebel-base' ? [] : [s.from])))];
  out.emit({ type: 'MovesConfirmed', payload: { faction: cardMover(out.state), system: phase.system } });
  afterCardMove(out, phase.card, phase.system, from, rng);
}

/**
 * After the card's move: the combat it calls for, if the opponent has units
 * there (RR GEFECHT; Imperial ground units arriving in the hidden base's
 * system reveal it first), or assigning goes on.
 */
function afterCardMove(out: Out, card: ActionCardId, system: SystemId, from: readonly SystemId[], rng: Rng): void {
  const move = assignmentEffect(card)!.move!;
  const faction = actionCardData(card).faction as Faction;
  const enemy = hasUnits(out.state, system, other(faction), move.combatIf === 'space' ? isShip : undefined);
  if (move.combatIf === undefined || !enemy || theatersFought(out.state, system).length === 0) {
    out.emit({ type: 'AssignmentResumed', payload: { faction } });
    return;
  }
  const base = out.state.base;
  if (base.system === system && !base.revealed && hasGroundUnits(out.state, system, 'empire')) out.emit({ type: 'BaseRevealed', payload: { system } });
  beginCombat(out, faction, system, from, rng);
}

/** A „Zuweisung“ card's move of units into its system (Start the Evacuation and the like). */
export const evacuationDecisions = {
  MoveUnits: (out, _faction, action) => decideEvacuate(out, action.from, action.unit, action.count),
  UndoMove: (out, faction) => decideUndoMove(out, faction),
  ConfirmMoves: (out, _faction, _action, rng) => decideConfirmEvacuation(out, rng),
} satisfies DecideHandlers;
