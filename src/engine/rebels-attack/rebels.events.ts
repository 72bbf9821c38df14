import type { Seat } from '../core/visibility.view.js';
import type { Position } from './board.geometry.js';
import type { RebelsOptions } from './rebels.options.js';
import type { Holding } from './rebels.state.js';
import type { TileId } from './tiles.data.js';

type Ev<T extends string, P> = { readonly type: T; readonly payload: P };

export interface ScoreLine {
  readonly seat: Seat;
  readonly points: number;
  readonly forceChips: number;
}

/** Every fact of a game of "Angriff der Rebellen", in the past tense. */
export type RebelsEvent =
  | Ev<'GameOpened', { players: number; options: RebelsOptions }>
  /** Server only: which tile lies where face down, and the stack order. */
  | Ev<'SpaceDealt', { grid: TileId[]; stack: TileId[] }>
  | Ev<'SandboxPositionSet', {
      grid: TileId[];
      stack: TileId[];
      ghosts: Position[];
      holdings: Holding[];
      current: Seat;
    }>
  | Ev<'FirstPlayerChosen', { seat: Seat }>
  | Ev<'GhostPlaced', { seat: Seat; position: Position }>
  | Ev<'TurnBegan', { seat: Seat; turn: number }>
  | Ev<'GhostMoved', { seat: Seat; from: Position; to: Position; jumped: boolean }>
  | Ev<'TileRevealed', { seat: Seat; position: Position; tile: TileId }>
  | Ev<'SupportTaken', { seat: Seat; position: Position; tile: TileId }>
  | Ev<'AllyTaken', { seat: Seat; position: Position; tile: TileId }>
  | Ev<'TileTurnedFaceDown', { position: Position }>
  | Ev<'ExtraTurnGranted', { seat: Seat; reason: 'support' | 'ally' }>
  | Ev<'ForceChipTaken', { seat: Seat; gained: number }>
  | Ev<'DuelRolled', { seat: Seat; position: Position; enemyDie: number; enemyStrength: number; playerDie: number }>
  | Ev<'DuelWon', {
      seat: Seat;
      position: Position;
      tile: TileId;
      enemyStrength: number;
      playerStrength: number;
      allySpent: TileId | null;
      forceChipsSpent: number;
    }>
  | Ev<'DuelLost', { seat: Seat; position: Position; enemyStrength: number; playerStrength: number }>
  | Ev<'AllyPutUnderStack', { seat: Seat; tile: TileId }>
  | Ev<'NebulaRolled', { seat: Seat; position: Position; die: number; counted: number; forceChipsChange: number }>
  | Ev<'GapFilled', { position: Position }>
  | Ev<'GameEnded', { scores: ScoreLine[]; winners: Seat[] }>;

export type RebelsEventType = RebelsEvent['type'];
