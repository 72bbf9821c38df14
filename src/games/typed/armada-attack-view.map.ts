import type { AttackView } from '../../engine/armada/attack/attack.view.js';
import type { ArmadaAttackViewModel } from './armada-attack-view.models.js';

/**
 * The typed view of armada-attack: the engine's view, with the combatants map
 * as a list (GraphQL objects have fixed keys; each combatant carries its id).
 * The engine's string unions hold the enums' values (the typed-view e2e compares them).
 */
export function typedArmadaAttackView(view: AttackView): ArmadaAttackViewModel {
  return { ...view, combatants: Object.values(view.combatants) } as unknown as ArmadaAttackViewModel;
}
