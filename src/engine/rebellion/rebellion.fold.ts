import { memoFold } from '../core/fold.memo.js';
import { evolve } from './rebellion.evolve.js';

/** The one `evolve` that decide's buffer and the game's callers share, so an event decide folded is not folded twice. */
export const foldEvent = memoFold(evolve);
