import type { TwinMaker } from '../../core/twin.testkit.js';
import { attackTwin } from '../attack/attack.twin.testkit.js';
import { COMMAND_TYPES } from '../catalog/catalog.types.js';
import type { ArmadaState } from './game.types.js';

/**
 * What `seat` cannot see in `armada` (game.view.ts): the damage deck's order
 * and every facedown damage card (secret from both players), drawn again
 * from one pool; the other seat's unrevealed command dials, set anew; and
 * during an attack, the attack's own copy of the deck.
 */
export const armadaTwin: TwinMaker<ArmadaState> = (state, seat, rng) => {
  const pool = rng.shuffle([...state.deck, ...state.ships.flatMap((x) => x.facedownDamage)]);
  let next = 0;
  const ships = state.ships.map((x) => {
    const facedownDamage = pool.slice(next, next + x.facedownDamage.length);
    next += x.facedownDamage.length;
    const dials = x.owner === seat ? x.dials : x.dials.map(() => COMMAND_TYPES[rng.int(COMMAND_TYPES.length)]);
    return { ...x, facedownDamage, dials };
  });
  return { ...state, ships, deck: pool.slice(next), attack: state.attack && attackTwin(state.attack, seat, rng) };
};
