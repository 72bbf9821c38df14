import { LEADER_IDS, leaderData } from './data/leaders.data.js';
import type { ObjectiveId } from './data/objectives.data.js';
import { SYSTEM_IDS, SYSTEMS, systemData, type SystemId } from './data/systems.data.js';
import { OBJECTIVES } from './data/objectives.data.js';
import { hasUnits, isCaptured } from './board.query.js';
import { refreshObjectiveEffect } from './cards/card.index.js';
import { isImperialSystem, isRebelSystem, type RebellionState } from './rebellion.state.js';

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
      return LEADER_IDS.every((l) => leaderData(l).faction !== 'rebel' || !isCaptured(state, l));
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
