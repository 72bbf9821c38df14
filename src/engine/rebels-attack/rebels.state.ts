import type { Outcome } from '../core/game.contract.js';
import type { Seat } from '../core/visibility.view.js';
import type { Position } from './board.geometry.js';
import type { RebelsOptions } from './rebels.options.js';
import type { TileId } from './tiles.data.js';

export type Phase =
  | 'new'
  | 'placeGhost' // each seat in turn puts its Ghost on a free corner
  | 'move'
  | 'reveal'
  | 'enemy' // an enemy lies face up: take a force chip or fight
  | 'fight' // both dice are rolled: choose what to spend
  | 'ended';

export interface Holding {
  readonly support: TileId | null;
  readonly ally: TileId | null;
  readonly enemies: readonly TileId[];
  readonly forceChips: number;
}

export interface Duel {
  readonly position: Position;
  readonly enemyDie: number;
  readonly enemyStrength: number;
  readonly playerDie: number;
}

export interface RebelsState {
  readonly phase: Phase;
  readonly players: number;
  readonly options: RebelsOptions;
  readonly sandbox: boolean;
  /** The tile at each position (null: a gap), known to the engine only while face down. */
  readonly grid: readonly (TileId | null)[];
  /** The one tile lying face up, if any: the one revealed this turn. */
  readonly faceUp: Position | null;
  /** The face-down stack, top first. */
  readonly stack: readonly TileId[];
  readonly ghosts: readonly (Position | null)[];
  readonly holdings: readonly Holding[];
  readonly current: Seat;
  readonly turn: number;
  /** True while the current seat plays the extra turn of a refused support or ally. */
  readonly extraTurn: boolean;
  readonly duel: Duel | null;
  readonly outcome: Outcome | null;
}

export function forceChipsInSupply(state: RebelsState, inBox: number): number {
  return inBox - state.holdings.reduce((sum, h) => sum + h.forceChips, 0);
}
