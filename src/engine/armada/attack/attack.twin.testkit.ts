import type { TwinMaker } from '../../core/twin.testkit.js';
import type { AttackState, Combatant } from './attack.types.js';

/**
 * Only the server knows the damage deck's order and the names of facedown
 * damage cards: they are mixed and dealt again, each ship keeping as many
 * facedown cards as it has.
 */
export const attackTwin: TwinMaker<AttackState> = (state, _seat, rng) => {
  const ships = Object.values(state.combatants).filter((c): c is Extract<Combatant, { kind: 'ship' }> => c.kind === 'ship');
  const pool = rng.shuffle([...ships.flatMap((s) => s.facedownDamage), ...state.deck]);
  let next = 0;
  const combatants = { ...state.combatants };
  for (const ship of ships) {
    combatants[ship.id] = { ...ship, facedownDamage: pool.slice(next, next + ship.facedownDamage.length) };
    next += ship.facedownDamage.length;
  }
  return { ...state, combatants, deck: pool.slice(next) };
};
