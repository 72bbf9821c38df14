import { canonicalJson } from '../core/action-id.hash.js';
import type { Rng } from '../core/rng.random.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { MISSION_IDS, type MissionId } from './data/missions.data.js';
import type { Faction } from './data/model.types.js';
import { SYSTEM_IDS, systemData, type SystemId } from './data/systems.data.js';
import type { UnitTypeId } from './data/units.data.js';
import { placed, type AssignmentCardEffect } from './action-cards.effects.js';
import type { ActionCardId } from './data/action-cards.data.js';
import { assignmentEffect } from './cards/card.index.js';
import { hasUnits, inSupply, isGround, poolLeaders, unitsForIcon } from './board.query.js';
import { moveActions, moveUnitsViolation, nothingToUndo } from './movement.legal.js';
import type { RebellionAction } from './rebellion.actions.js';
import type { Out } from './rebellion.out.js';
import { isImperialSystem, isNeutralSystem, type Place, type QueuedUnit, type RebellionState } from './rebellion.state.js';
import { RULES } from './rules.cite.js';

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
    case 'rebel-base-space':
      return [state.base.revealed ? state.base.system! : 'rebel-base'];
    case 'mission-deck':
      return [];
  }
}

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

export function assignmentCardActions(state: RebellionState, faction: Faction): RebellionAction[] {
  return [...new Set(state.hands.actions[faction])].flatMap((card): RebellionAction[] => {
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
      case 'evacuate':
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
  const effect = assignmentEffect(action.card)!;
  out.public({ type: 'ActionCardUsed', payload: { faction, card: action.card } });
  const at: Place | null = action.system ?? (effect.target === 'rebel-base-space' ? targets(out.state, effect)[0] : null);
  if (at !== null) out.public({ type: 'LeaderPlaced', payload: { leader: effect.leader, at } });
  if (at !== null && at !== 'rebel-base') gainAndLast(out, faction, action.card, effect, at);
  switch (effect.ability) {
    case 'place':
      return;
    case 'queue-from-icons': {
      const option = queueOptions(out.state, faction, action.system as SystemId).find((o) => same(o.picks, action.picks ?? []))!;
      if (option.units.length > 0) out.public({ type: 'UnitsBuilt', payload: { faction, units: option.units } });
      return;
    }
    case 'draw-objective': {
      const cards = out.state.decks.objectives.slice(0, 1);
      if (cards.length > 0) out.owner('rebel', { type: 'ObjectivesDrawn', payload: { cards } }, { count: cards.length });
      return;
    }
    case 'assign-searched-mission': {
      const mission = action.mission as MissionId;
      out.owner(faction, { type: 'MissionSearchedAndAssigned', payload: { faction, mission, leader: effect.leader } }, { faction });
      const order = rng.shuffle(out.state.decks.missions[faction]);
      out.server({ type: 'MissionDeckShuffled', payload: { faction, order } }, { faction, size: order.length });
      return;
    }
    case 'evacuate':
      if (evacuationMoves(out.state).length > 0) out.public({ type: 'EvacuationBegan', payload: { system: action.system as SystemId } });
      return;
  }
}

/** Units from the supply into the system, as many as are left; then the card's lasting effects there. */
function gainAndLast(out: Out, faction: Faction, card: ActionCardId, effect: AssignmentCardEffect, system: SystemId): void {
  const units = Object.fromEntries(
    (Object.entries(effect.gain ?? {}) as [UnitTypeId, number][]).map(([u, n]) => [u, Math.min(n, inSupply(out.state, u))] as const).filter(([, n]) => n > 0),
  );
  if (Object.keys(units).length > 0) out.public({ type: 'UnitsGained', payload: { faction, at: system, units } });
  for (const m of effect.lasting?.modifiers ?? [])
    out.public({ type: 'ModifierAdded', payload: { modifier: { source: card, owner: faction, until: effect.lasting!.until, effect: placed(m, system, effect.leader) } } });
}

/** „Start the Evacuation“: units from the Rebel Base space, as though adjacent, under the normal movement rules. */
function evacuationMoves(state: RebellionState): RebellionAction[] {
  const steps = state.phase.kind === 'evacuation' ? state.phase.steps : [];
  return moveActions(state, 'rebel', ['rebel-base'], steps);
}

export function evacuationActions(state: RebellionState): RebellionAction[] {
  return [...evacuationMoves(state), { type: 'ConfirmMoves' }];
}

export function decideEvacuate(out: Out, from: Place, unit: UnitTypeId, count: number): RuleViolation | void {
  const phase = out.state.phase;
  if (phase.kind !== 'evacuation') return nothingToUndo;
  const refused = moveUnitsViolation(out.state, 'rebel', ['rebel-base'], phase.steps, from, unit, count);
  if (refused) return refused;
  out.public({ type: 'UnitsMoving', payload: { faction: 'rebel', from, unit, count } });
}

export function decideConfirmEvacuation(out: Out): void {
  const phase = out.state.phase;
  if (phase.kind !== 'evacuation') return;
  out.public({ type: 'MovesConfirmed', payload: { faction: 'rebel', system: phase.system } });
  out.public({ type: 'AssignmentResumed', payload: { faction: 'rebel' } });
}
