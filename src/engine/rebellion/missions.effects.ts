import { systemData, type SystemId } from './data/systems.data.js';
import { hasUnits } from './board.query.js';
import { isRebelSystem, type RebellionState } from './rebellion.state.js';

/**
 * The mission effect vocabulary (RR MISSIONSKARTEN): where a mission may be
 * attempted or resolved, a bonus to its dice, and what success does. Each
 * card's effect is in its module under `cards/base/`; one interpreter
 * (`mission.flow.ts`) runs them. A card whose effect is null can only be
 * assigned (a bluff) and taken back.
 */

/** Facts about the chosen system a mission's target asks for. */
export type TargetTest = 'populous' | 'rebel-system' | 'imperial-loyalty' | 'imperial-unit';

export type MissionTarget =
  /** A system passing every test. */
  | { readonly kind: 'system'; readonly where: readonly TargetTest[] }
  /** „Gegen einen Anführer“: a Rebel leader, not captured, standing in a system with an Imperial unit. */
  | { readonly kind: 'rebel-leader-with-imperial-unit' }
  /** The Rebel Base space (its system once the base is revealed). */
  | { readonly kind: 'rebel-base' };

export type MissionAbility =
  | { readonly kind: 'gain-loyalty'; readonly amount: number }
  | { readonly kind: 'place-sabotage' }
  | { readonly kind: 'capture-target' }
  /** RR AUFDECKEN DES REBELLENSTÜTZPUNKTES example: 1 probe card per `per` Rebel units on the Rebel Base space (its system once revealed), at least `atLeast`. */
  | { readonly kind: 'draw-probes'; readonly per: number; readonly atLeast: number }
  /** Look at the top `look` objectives; one goes back on top, the other to the bottom. */
  | { readonly kind: 'arrange-objectives'; readonly look: number }
  /** „Forschung und Entwicklung“: draw 2 projects and keep 1, or remove this system's sabotage marker and draw 1. */
  | { readonly kind: 'research-and-development' }
  /** „Schnelle Mobilisierung“: its choice waits for the end of the command phase. */
  | { readonly kind: 'rapid-mobilization' };

export interface MissionEffect {
  readonly target: MissionTarget;
  /** Extra dice for the side attempting it when it has units in the system. */
  readonly bonusDiceWithOwnUnits?: number;
  readonly onSuccess: MissionAbility;
}

export function passesTarget(state: RebellionState, system: SystemId, test: TargetTest): boolean {
  switch (test) {
    case 'populous':
      return systemData(system).populous && !state.systems[system].destroyed;
    case 'rebel-system':
      return isRebelSystem(state, system);
    case 'imperial-loyalty':
      return state.systems[system].loyalty === 'empire';
    case 'imperial-unit':
      return hasUnits(state, system, 'empire');
  }
}
