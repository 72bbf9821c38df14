import type { Ctx, Game } from 'boardgame.io';
import { CORNERS, neighbours, POSITIONS } from '../../src/engine/rebels-attack/board.geometry.js';
import { DEFAULT_ENEMY_VALUES, TILE_TYPES, type EnemyType, type TileType } from '../../src/engine/rebels-attack/tiles.data.js';

/** boardgame.io's refusal of a move (`INVALID_MOVE` of boardgame.io/core, a constant string). */
const INVALID_MOVE = 'INVALID_MOVE';

type Step = 'place' | 'move' | 'reveal' | 'enemy' | 'fight';

export interface RaidState {
  /** The 16 tiles of the space, row by row; null for a gap the empty stack could not fill. */
  readonly grid: (TileType | null)[];
  /** The position of the tile turned up this turn, if any. */
  revealed: number | null;
  readonly stack: TileType[];
  readonly ghosts: (number | null)[];
  readonly chips: number[];
  readonly points: number[];
  readonly kept: TileType[][];
  step: Step;
  over: boolean;
}

/** One move as `enumerate` lists it and the load clients send it. */
export interface RaidMove {
  readonly move: string;
  readonly args: unknown[];
}

const isEnemy = (t: TileType): t is EnemyType => t in DEFAULT_ENEMY_VALUES;
const free = (G: RaidState, p: number) => !G.ghosts.includes(p);

function moveTargets(G: RaidState, seat: number): number[] {
  const at = G.ghosts[seat]!;
  const near = neighbours(at).filter((p) => free(G, p));
  return near.length > 0 ? [...near] : Array.from({ length: POSITIONS }, (_, p) => p).filter((p) => free(G, p));
}

const revealTargets = (G: RaidState, seat: number) => neighbours(G.ghosts[seat]!).filter((p) => free(G, p) && G.grid[p] !== null);

/** The tile at `p` leaves the space; the top of the stack fills the gap, and an empty stack ends the game. */
function takeTile(G: RaidState, p: number): void {
  const next = G.stack.shift();
  G.grid[p] = next ?? null;
  if (next === undefined) G.over = true;
}

/**
 * The load comparison's game for boardgame.io: Rebels Attack's turn in brief, of the same size as
 * the `rebels-attack` the Holocron side plays (the 4×4 hex space of its 30 tiles, a stack, a Ghost
 * per player; each turn move, reveal a neighbour, then take a non-enemy or meet the enemy: take a
 * force chip, or fight with the die and chips), its state hidden as Holocron hides it (face-down
 * tiles and the stack order). It plays in boardgame.io's own way (moves on an immer draft,
 * `ai.enumerate` for the legal moves, the random plugin for the die); its rules are not
 * Holocron's rules and are not checked against them.
 */
export const RAID: Game<RaidState> = {
  name: 'raid',
  minPlayers: 2,
  maxPlayers: 4,
  setup: ({ ctx, random }) => {
    const tiles = random.Shuffle(TILE_TYPES.flatMap((t) => Array.from({ length: t.count }, () => t.type)));
    return {
      grid: tiles.slice(0, POSITIONS),
      revealed: null,
      stack: tiles.slice(POSITIONS),
      ghosts: Array.from({ length: ctx.numPlayers }, () => null),
      chips: Array.from({ length: ctx.numPlayers }, () => 0),
      points: Array.from({ length: ctx.numPlayers }, () => 0),
      kept: Array.from({ length: ctx.numPlayers }, () => []),
      step: 'place',
      over: false,
    };
  },
  moves: {
    place: ({ G, playerID, events }, p: number) => {
      const seat = Number(playerID);
      if (G.step !== 'place' || !CORNERS.includes(p) || !free(G, p)) return INVALID_MOVE;
      G.ghosts[seat] = p;
      if (G.ghosts.every((g) => g !== null)) G.step = 'move';
      events.endTurn();
    },
    go: ({ G, playerID }, p: number) => {
      if (G.step !== 'move' || !moveTargets(G, Number(playerID)).includes(p)) return INVALID_MOVE;
      G.ghosts[Number(playerID)] = p;
      G.step = 'reveal';
    },
    reveal: ({ G, playerID, events }, p: number) => {
      const seat = Number(playerID);
      if (G.step !== 'reveal' || !revealTargets(G, seat).includes(p)) return INVALID_MOVE;
      const tile = G.grid[p]!;
      if (isEnemy(tile)) {
        G.revealed = p;
        G.step = 'enemy';
        return;
      }
      G.kept[seat].push(tile);
      takeTile(G, p);
      G.step = 'move';
      events.endTurn();
    },
    takeChip: ({ G, playerID, events }) => {
      if (G.step !== 'enemy') return INVALID_MOVE;
      const seat = Number(playerID);
      G.chips[seat] = Math.min(5, G.chips[seat] + 1);
      G.revealed = null;
      G.step = 'move';
      events.endTurn();
    },
    fight: ({ G }) => {
      if (G.step !== 'enemy') return INVALID_MOVE;
      G.step = 'fight';
    },
    commit: ({ G, playerID, events, random }, chips: number) => {
      const seat = Number(playerID);
      if (G.step !== 'fight' || !Number.isInteger(chips) || chips < 0 || chips > G.chips[seat]) return INVALID_MOVE;
      const p = G.revealed!;
      const enemy = DEFAULT_ENEMY_VALUES[G.grid[p] as EnemyType];
      G.chips[seat] -= chips;
      // Rebels Attack's duel without supports and allies: the enemy's die and strength against the player's die and chips.
      if (random.D10() + chips >= random.D10() + enemy.strength) {
        G.points[seat] += enemy.points;
        takeTile(G, p);
      }
      G.revealed = null;
      G.step = 'move';
      events.endTurn();
    },
  },
  endIf: ({ G }) => (G.over ? { points: G.points } : undefined),
  playerView: ({ G }) => ({ ...G, grid: G.grid.map((t, p) => (p === G.revealed ? t : t === null ? null : 'face-down')), stack: G.stack.length }),
  ai: {
    enumerate: (G: RaidState, ctx: Ctx, playerID: string): RaidMove[] => {
      const seat = Number(playerID);
      if (ctx.currentPlayer !== playerID || G.over) return [];
      switch (G.step) {
        case 'place':
          return CORNERS.filter((p) => free(G, p)).map((p) => ({ move: 'place', args: [p] }));
        case 'move':
          return moveTargets(G, seat).map((p) => ({ move: 'go', args: [p] }));
        case 'reveal':
          return revealTargets(G, seat).map((p) => ({ move: 'reveal', args: [p] }));
        case 'enemy':
          return [
            { move: 'takeChip', args: [] },
            { move: 'fight', args: [] },
          ];
        case 'fight':
          return Array.from({ length: G.chips[seat] + 1 }, (_, c) => ({ move: 'commit', args: [c] }));
      }
    },
  },
};
