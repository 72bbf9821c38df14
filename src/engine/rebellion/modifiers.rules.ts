import type { DieColour } from './data/dice.data.js';
import type { LeaderId } from './data/leaders.data.js';
import type { Faction, Theater } from './data/model.types.js';
import type { SystemId } from './data/systems.data.js';
import { unitType, type UnitTypeId } from './data/units.data.js';
import type { ModifierEffect, ModifierKind } from './modifiers.effects.js';
import type { RebellionState } from './rebellion.state.js';

/**
 * The one place each kind of lasting modifier (`modifiers.effects.ts`) is
 * consulted; the rule that asks names the question here, so a new card only
 * adds data.
 */

export const modifiersOf = <K extends ModifierKind>(state: RebellionState, kind: K): Extract<ModifierEffect, { kind: K }>[] =>
  state.modifiers.flatMap((m) => (m.effect.kind === kind ? [m.effect as Extract<ModifierEffect, { kind: K }>] : []));

/** RR RÜCKZUG (`combat.rules.ts` `canRetreat`): a card says the side's units cannot retreat. */
export const retreatForbidden = (state: RebellionState, faction: Faction): boolean => modifiersOf(state, 'no-retreat').some((m) => m.faction === faction);

/** RR TAKTIKKARTEN (`combat.legal.ts`, `combat.flow.ts`): the side may not play tactic cards of the theater in this combat round. */
export const tacticsForbidden = (state: RebellionState, faction: Faction, theater: Theater, round: number): boolean =>
  modifiersOf(state, 'no-tactics').some((m) => m.faction === faction && m.theater === theater && m.round === round);

/** RR AUSDAUERWERTE (`rebellion.evolve.ts` AttackResolved): printed health changed by cards, never below their floor; null for the Death Star. */
export function unitHealth(state: RebellionState, system: SystemId, unit: UnitTypeId): number | null {
  const printed = unitType(unit).health;
  if (printed === null) return null;
  return modifiersOf(state, 'health')
    .filter((m) => m.system === system)
    .reduce((h, m) => Math.max(Math.min(h, m.min), h + m.delta), printed);
}

/** RR ANGRIFFE ABHANDELN step 3 (`combat.legal.ts`): how many hits of colour `from` may count as `to` in one attack. */
export const recolourAllowance = (state: RebellionState, faction: Faction, theater: Theater, from: DieColour, to: DieColour): number =>
  modifiersOf(state, 'recolour-hits')
    .filter((m) => m.faction === faction && m.theater === theater && m.from === from && m.to === to)
    .reduce((n, m) => n + m.max, 0);

/** RR TAKTIKKARTEN (`rebellion.view.ts`, `combat.flow.ts` drawTactics): the side's tactic cards lie face up. */
export const tacticsOpen = (state: RebellionState, faction: Faction): boolean => modifiersOf(state, 'open-tactics').some((m) => m.faction === faction);

/** (`mission.legal.ts` targets, `combat.legal.ts` and `reactions.flow.ts` card uses): the side attempts no mission and uses no action card there. */
export const missionsAndCardsBarred = (state: RebellionState, faction: Faction, place: SystemId | 'rebel-base' | null): boolean =>
  modifiersOf(state, 'no-missions-or-cards').some((m) => m.faction === faction && m.system === place);

/** RR EINHEITEN BEWEGEN (`movement.legal.ts` isPinned): the leader does not keep its side's units in the system. */
export const doesNotPin = (state: RebellionState, leader: LeaderId, place: SystemId | 'rebel-base'): boolean =>
  modifiersOf(state, 'does-not-pin').some((m) => m.leader === leader && m.system === place);

/** RR ZUSTANDSRINGE (`yoda-ring.rules.ts`): the leader's once-a-round ring ability was used this round. */
export const ringSpent = (state: RebellionState, leader: LeaderId): boolean => modifiersOf(state, 'ring-spent').some((m) => m.leader === leader);

/** A leader a card brought into the combat (`combat.legal.ts` retreat, `combat.flow.ts` endCombat). */
export const onLoan = (state: RebellionState): LeaderId[] => modifiersOf(state, 'on-loan').map((m) => m.leader);

/** RR MISSIONEN AUFDECKEN step 4 (`mission.flow.ts` decideRevealMission): a card keeps the other side's pool from opposing missions of these leaders. */
export const poolOppositionBarred = (state: RebellionState, leaders: readonly LeaderId[]): boolean =>
  modifiersOf(state, 'unopposable-from-pool').some((m) => leaders.includes(m.leader));

/** RR MISSIONEN AUFDECKEN step 5 (`mission.flow.ts` missionSuccesses): bonus successes a card gave the attempting leaders this round. */
export const bonusSuccesses = (state: RebellionState, leaders: readonly LeaderId[]): number =>
  modifiersOf(state, 'bonus-successes')
    .filter((m) => leaders.includes(m.leader))
    .reduce((n, m) => n + m.successes, 0);
