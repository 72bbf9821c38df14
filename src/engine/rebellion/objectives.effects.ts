import { LEADER_IDS, type LeaderId } from './data/leaders.data.js';
import { THEATERS, type Theater } from './data/model.types.js';
import { unitType, type UnitTypeId } from './data/units.data.js';
import type { ObjectiveId } from './data/objectives.data.js';
import { SYSTEM_IDS, SYSTEMS, systemData, type SystemId } from './data/systems.data.js';
import { OBJECTIVE_IDS, OBJECTIVES } from './data/objectives.data.js';
import { hasUnits, isCaptured } from './board.query.js';
import { combatObjectiveRequirement, refreshObjectiveEffect } from './cards/card.index.js';
import { isImperialSystem, isRebelSystem, leaderSide, type CombatState, type RebellionState } from './rebellion.state.js';

/**
 * The Rebel objectives as data (RR ZIELKARTEN): a requirement the board must
 * meet when the card is played and the reputation it gives. One interpreter
 * below reads them; the paraphrases are in `data/objectives.data.ts`.
 */

/** Facts about one system an objective counts. */
export type SystemTest = 'imperial-system' | 'rebel-system' | 'rebel-loyalty' | 'sabotaged' | 'rebel-units' | 'no-imperial-units' | 'destroyed';

export type Requirement =
  /** At least `atLeast` systems (among `among`, else all) pass every test of `all` and, if given, one of `any`. */
  | {
      readonly kind: 'systems';
      readonly all: readonly SystemTest[];
      readonly any?: readonly SystemTest[];
      readonly atLeast: number;
      readonly among?: readonly SystemId[];
    }
  /** Some region whose populous systems all carry a Rebel loyalty marker, at least one of them. */
  | { readonly kind: 'region-loyal' }
  /** No Rebel leader wears the captured ring. */
  | { readonly kind: 'no-captured-leader' };

/**
 * What a „Gefecht“ objective asks of the combat in progress (RR ZIELKARTEN:
 * units destroyed outside a combat never count). „A combat the Rebels
 * started“ is one whose active side is the Rebel: begun on his turn, by his
 * activation or his mission's card (card_effects.json, GUIDE).
 */
export type CombatRequirement =
  /** In a combat the Rebels started, destroyed Imperial units of `theater` add up to `atLeast` printed health (the Death Star has none). */
  | { readonly kind: 'destroyed-health'; readonly theater: Theater; readonly atLeast: number }
  /** In a combat the Rebels started, at least one Imperial unit of these types destroyed. */
  | { readonly kind: 'destroyed-unit'; readonly units: readonly UnitTypeId[] }
  /**
   * The Rebels won the battle of `theater` (of either with none given) in this
   * combat; `subjugated`: in a system with a subjugation marker when the
   * combat began; `leaders`: one of them stood there during the combat.
   */
  | { readonly kind: 'battle-won'; readonly theater?: Theater; readonly subjugated?: true; readonly leaders?: readonly LeaderId[] };

export interface ObjectiveEffect {
  readonly requirement: Requirement;
  /** `printed`: the number on the card; otherwise 1 per system passing the test. */
  readonly reputation: 'printed' | { readonly perSystem: SystemTest };
  /** The card goes back to the hand instead of the box. */
  readonly returnsToHand?: true;
}

function passes(state: RebellionState, system: SystemId, test: SystemTest): boolean {
  switch (test) {
    case 'imperial-system':
      return isImperialSystem(state, system);
    case 'rebel-system':
      return isRebelSystem(state, system);
    case 'rebel-loyalty':
      // RR LOYALITÄT: a marker counts even under a subjugation marker.
      return state.systems[system].loyalty === 'rebel';
    case 'sabotaged':
      return state.systems[system].sabotaged;
    case 'rebel-units':
      return hasUnits(state, system, 'rebel');
    case 'no-imperial-units':
      return !hasUnits(state, system, 'empire');
    case 'destroyed':
      return state.systems[system].destroyed;
  }
}

const systemsPassing = (state: RebellionState, all: readonly SystemTest[], any: readonly SystemTest[] = [], among: readonly SystemId[] = SYSTEM_IDS) =>
  among.filter((id) => all.every((t) => passes(state, id, t)) && (any.length === 0 || any.some((t) => passes(state, id, t))));

export function requirementMet(state: RebellionState, requirement: Requirement): boolean {
  switch (requirement.kind) {
    case 'systems':
      return systemsPassing(state, requirement.all, requirement.any, requirement.among).length >= requirement.atLeast;
    case 'region-loyal': {
      const regions = new Set(SYSTEMS.map((s) => s.region));
      return [...regions].some((region) => {
        const populous = SYSTEM_IDS.filter((id) => systemData(id).region === region && systemData(id).populous && !state.systems[id].destroyed);
        return populous.length > 0 && populous.every((id) => state.systems[id].loyalty === 'rebel');
      });
    }
    case 'no-captured-leader':
      return LEADER_IDS.every((l) => leaderSide(state, l) !== 'rebel' || !isCaptured(state, l));
  }
}

/** The reputation a playable objective gives now. */
export function reputationOf(state: RebellionState, card: ObjectiveId, effect: ObjectiveEffect): number {
  if (effect.reputation === 'printed') return OBJECTIVES.find((o) => o.id === card)!.reputation ?? 0;
  return systemsPassing(state, [effect.reputation.perSystem]).length;
}

/** The refresh objectives in the Rebel hand whose requirement the board meets now. */
export function playableRefreshObjectives(state: RebellionState): ObjectiveId[] {
  return [...new Set(state.hands.objectives)].filter((card) => {
    const effect = refreshObjectiveEffect(card);
    return effect !== undefined && requirementMet(state, effect.requirement);
  });
}

/** Whether the combat in progress meets a „Gefecht“ requirement now: public facts only. */
export function combatRequirementMet(c: CombatState, requirement: CombatRequirement): boolean {
  const lost = Object.entries(c.destroyed.empire) as [UnitTypeId, number][];
  switch (requirement.kind) {
    case 'destroyed-health':
      return (
        c.active === 'rebel' &&
        lost.filter(([u]) => unitType(u).theater === requirement.theater).reduce((n, [u, k]) => n + (unitType(u).health ?? 0) * k, 0) >= requirement.atLeast
      );
    case 'destroyed-unit':
      return c.active === 'rebel' && lost.some(([u, k]) => k > 0 && requirement.units.includes(u));
    case 'battle-won':
      return (
        (requirement.theater === undefined ? THEATERS : [requirement.theater]).some((t) => c.won[t] === 'rebel') &&
        (requirement.subjugated === undefined || c.subjugated) &&
        (requirement.leaders === undefined || requirement.leaders.some((l) => c.leaders.includes(l)))
      );
  }
}

/**
 * RR ZIELKARTEN: „Gefecht“ objectives, not yet played, whose requirement this
 * combat meets now for the first time. Computed from public facts, so the
 * window it opens tells nothing of the Rebel's hidden hand.
 */
export function combatObjectivesDue(state: RebellionState, c: CombatState): ObjectiveId[] {
  return OBJECTIVE_IDS.filter((card) => {
    const requirement = combatObjectiveRequirement(card);
    return requirement !== undefined && !state.objectivesPlayed.includes(card) && !c.objectivesOffered.includes(card) && combatRequirementMet(c, requirement);
  });
}
