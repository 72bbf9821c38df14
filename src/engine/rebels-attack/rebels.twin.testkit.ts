import { permuteAt, type TwinMaker } from '../core/twin.testkit.js';
import type { RebelsState } from './rebels.state.js';
import type { TileId } from './tiles.data.js';

/**
 * Nobody sees a face-down tile or the stack's order, so every face-down tile
 * on the grid and every tile of the stack may trade places.
 */
export const rebelsTwin: TwinMaker<RebelsState> = (state, _seat, rng) => {
  const faceDown = state.grid.flatMap((tile, p) => (tile !== null && p !== state.faceUp ? [p] : []));
  const pool: TileId[] = [...faceDown.map((p) => state.grid[p]!), ...state.stack];
  const mixed = permuteAt(pool, pool.map((_, i) => i), rng);
  const grid = [...state.grid];
  faceDown.forEach((p, i) => {
    grid[p] = mixed[i];
  });
  return { ...state, grid, stack: mixed.slice(faceDown.length) };
};
