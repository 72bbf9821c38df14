/*
 * What `rebels-attack` returns in `game.view` and as legal actions' params, written
 * by hand from src/engine/rebels-attack/rebels.view.ts and rebels.actions.ts (the
 * schema types both as JSON). Change them together with the engine's view.
 */

export type RebelsPhase = 'new' | 'placeGhost' | 'move' | 'reveal' | 'enemy' | 'fight' | 'ended';

/** A face-up tile; enemies carry the values in use (`enemyValues`, options.enemies). */
export interface RebelsTile {
  readonly id: string;
  readonly type: string;
  readonly category: 'enemy' | 'ally' | 'support' | 'nebula';
  readonly name: { readonly de: string; readonly en: string };
  readonly strength?: number;
  readonly points?: number;
}

export interface RebelsSpace {
  readonly position: number;
  /** A1–D4: row letter, column number. */
  readonly name: string;
  readonly row: number;
  readonly col: number;
  readonly neighbours: readonly number[];
  /** 'gap', 'faceUp' or 'faceDown'. */
  readonly state: string;
  readonly tile?: RebelsTile;
  /** The seat whose Ghost stands here. */
  readonly ghost: number | null;
}

export interface RebelsPlayer {
  readonly seat: number;
  readonly ghost: number | null;
  readonly support: RebelsTile | null;
  readonly ally: RebelsTile | null;
  readonly enemies: readonly RebelsTile[];
  readonly forceChips: number;
  readonly points: number;
}

export interface RebelsDuel {
  readonly position: number;
  readonly enemyDie: number;
  readonly enemyStrength: number;
  readonly playerDie: number;
}

export interface RebelsView {
  readonly sandbox: boolean;
  readonly you: number | null;
  /** Four rows of four hexagons, every odd row shifted half a tile right (docs/games/rebels-attack.md). */
  readonly layout: { readonly kind: string; readonly rows: number; readonly cols: number; readonly oddRowsShiftedRight: boolean };
  readonly phase: RebelsPhase;
  readonly turn: number;
  readonly current: number | null;
  readonly extraTurn: boolean;
  readonly board: readonly RebelsSpace[];
  readonly stack: { readonly count: number };
  readonly forceChipSupply: number;
  readonly players: readonly RebelsPlayer[];
  readonly duel: RebelsDuel | null;
  readonly enemyValues: Readonly<Record<string, { readonly strength: number; readonly points: number }>>;
}

/** Legal actions' `type` and `params` (the machine form without `type`). */
export type RebelsActionParams =
  | { readonly type: 'PlaceGhost'; readonly params: { readonly position: number } }
  | { readonly type: 'MoveGhost'; readonly params: { readonly to: number } }
  | { readonly type: 'RevealTile'; readonly params: { readonly position: number } }
  | { readonly type: 'TakeForceChip'; readonly params: Record<string, never> }
  | { readonly type: 'Fight'; readonly params: Record<string, never> }
  | { readonly type: 'CommitStrength'; readonly params: { readonly ally: boolean; readonly forceChips: number } };
