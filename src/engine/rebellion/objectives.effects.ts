import { LEADER_IDS, leaderData } from './data/leaders.data.js';
import type { ObjectiveId } from './data/objectives.data.js';
import { SYSTEM_IDS, SYSTEMS, systemData, type SystemId } from './data/systems.data.js';
import { OBJECTIVES } from './data/objectives.data.js';
import { hasUnits, isCaptured } from './board.query.js';
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

/** The „Zu Beginn der Auffrischphase“ objectives; combat objectives are played inside a combat. */
export const REFRESH_OBJECTIVES: Readonly<Partial<Record<ObjectiveId, ObjectiveEffect>>> = {
  'cut-supply-lines': { requirement: { kind: 'systems', all: ['imperial-system'], any: ['sabotaged', 'rebel-units'], atLeast: 3 }, reputation: 'printed' },
  'defend-the-people': { requirement: { kind: 'systems', all: ['rebel-system', 'rebel-units'], atLeast: 4 }, reputation: 'printed' },
  'regional-support': { requirement: { kind: 'region-loyal' }, reputation: 'printed' },
  'heart-of-the-empire': {
    requirement: { kind: 'systems', all: ['rebel-units', 'no-imperial-units'], atLeast: 1, among: ['coruscant'] },
    reputation: 'printed',
    returnsToHand: true,
  },
  'leave-no-one-behind': { requirement: { kind: 'no-captured-leader' }, reputation: 'printed' },
  'popular-support': { requirement: { kind: 'systems', all: ['rebel-loyalty'], atLeast: 6 }, reputation: 'printed' },
  'establish-outposts': { requirement: { kind: 'systems', all: ['rebel-units'], atLeast: 5 }, reputation: 'printed' },
  // A card worth nothing without a destroyed system is not playable: it would only be given away.
  'inspire-sympathy': { requirement: { kind: 'systems', all: ['destroyed'], atLeast: 1 }, reputation: { perSystem: 'destroyed' } },
};

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
    const effect = REFRESH_OBJECTIVES[card];
    return effect !== undefined && requirementMet(state, effect.requirement);
  });
}
