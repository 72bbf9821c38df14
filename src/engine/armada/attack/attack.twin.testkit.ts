import type { TwinMaker } from '../../core/twin.testkit.js';
import type { AttackState } from './attack.types.js';

/** Only the server knows the damage deck's order. */
export const attackTwin: TwinMaker<AttackState> = (state, _seat, rng) => ({ ...state, deck: rng.shuffle(state.deck) });
