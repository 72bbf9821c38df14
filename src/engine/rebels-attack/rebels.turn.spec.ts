import { accepted, fold, givenSandbox, refused, when } from '../core/decider.testkit.js';
import { isViolation } from '../core/rule-violation.error.js';
import { SeededRng } from '../core/rng.random.js';
import { rebelsAttack as game } from './rebels.game.js';
import type { RebelsState } from './rebels.state.js';
import { position } from './rebels.testkit.js';
import { ALL_TILES } from './tiles.data.js';

function newGame(players: number, options: unknown = {}, seed = 'setup'): RebelsState {
  const opts = game.parseOptions(options, players);
  if (isViolation(opts)) throw new Error(opts.code);
  return fold<RebelsState>(game, game.setup(opts, players, new SeededRng(seed)));
}

describe('rebels-attack:spielvorbereitung', () => {
  it('lays 16 of the 30 tiles face down as the space and stacks the other 14', () => {
    const state = newGame(3);
    expect(state.grid).toHaveLength(16);
    expect(state.stack).toHaveLength(14);
    expect([...state.grid, ...state.stack].sort()).toEqual([...ALL_TILES].sort());
    expect(state.faceUp).toBeNull();
  });

  it('deals differently for different seeds', () => {
    expect(newGame(2, {}, 'a').grid).not.toEqual(newGame(2, {}, 'b').grid);
  });

  it('lets the youngest player (firstSeat) place first, then clockwise, each on another corner', () => {
    let state = newGame(3, { firstSeat: 1 });
    expect(game.pending(state)).toEqual([expect.objectContaining({ seat: 1, decision: 'placeGhost' })]);
    expect(game.legalActions(state, 1)).toEqual([0, 3, 12, 15].map((position) => ({ type: 'PlaceGhost', position })));
    expect(game.legalActions(state, 0)).toEqual([]);
    state = accepted(when(game, state, 1, { type: 'PlaceGhost', position: 3 })).state;
    expect(refused(when(game, state, 2, { type: 'PlaceGhost', position: 3 })).code).toBe('CORNER_TAKEN');
    expect(refused(when(game, state, 2, { type: 'PlaceGhost', position: 5 }))).toMatchObject({
      code: 'GHOST_MUST_START_ON_CORNER',
      rule: 'rebels-attack:spielvorbereitung',
    });
    state = accepted(when(game, state, 2, { type: 'PlaceGhost', position: 0 })).state;
    const last = accepted(when(game, state, 0, { type: 'PlaceGhost', position: 15 }));
    expect(last.events.map((e) => e.type)).toEqual(['GhostPlaced', 'TurnBegan']);
    expect(last.state.ghosts).toEqual([15, 3, 0]);
    expect(last.state).toMatchObject({ phase: 'move', current: 1, turn: 1 });
  });

  it('refuses a first seat that is not in the game, and unknown options', () => {
    expect(game.parseOptions({ firstSeat: 2 }, 2)).toMatchObject({ code: 'INVALID_OPTIONS', kind: 'malformed' });
    expect(game.parseOptions({ colour: 'red' }, 2)).toMatchObject({ code: 'INVALID_OPTIONS' });
    expect(game.parseOptions({ enemies: { 'death-star': { strength: 9 } } }, 2)).toMatchObject({ code: 'INVALID_OPTIONS' });
  });
});

describe('rebels-attack:spielablauf', () => {
  const state = givenSandbox<RebelsState>(game, position({ ghosts: [0, 15], stack: 3 }), 2);

  it('refuses a seat acting out of turn and changes nothing', () => {
    const v = refused(when(game, state, 1, { type: 'MoveGhost', to: 14 }));
    expect(v).toMatchObject({ code: 'NOT_YOUR_TURN', kind: 'rule', rule: 'rebels-attack:spielablauf' });
    expect(v.messages.de).toContain('Platz 0 ist am Zug');
    expect(game.legalActions(state, 1)).toEqual([]);
  });

  it('refuses a step of the wrong part of the turn', () => {
    expect(refused(when(game, state, 0, { type: 'RevealTile', position: 1 }))).toMatchObject({
      code: 'ACTION_NOT_EXPECTED_NOW',
      rule: 'rebels-attack:ghost-bewegen',
    });
  });

  it('refuses malformed actions as malformed, not as rule violations', () => {
    expect(refused(when(game, state, 0, { type: 'Teleport' }))).toMatchObject({ code: 'UNKNOWN_ACTION_TYPE', kind: 'malformed' });
    expect(refused(when(game, state, 0, { type: 'MoveGhost', to: 16 }))).toMatchObject({ code: 'MALFORMED_ACTION', kind: 'malformed' });
    expect(refused(when(game, state, 0, { type: 'MoveGhost', to: 1, speed: 2 }))).toMatchObject({ code: 'MALFORMED_ACTION' });
    expect(refused(when(game, state, 0, 'MoveGhost'))).toMatchObject({ code: 'MALFORMED_ACTION' });
  });
});

describe('rebels-attack:ghost-bewegen', () => {
  it('moves to an adjacent free tile', () => {
    const state = givenSandbox<RebelsState>(game, position({ ghosts: [5, 15] }), 2);
    const targets = game.legalActions(state, 0).map((a) => (a as { to: number }).to);
    expect(targets.sort((a, b) => a - b)).toEqual([1, 2, 4, 6, 9, 10]);
    const moved = accepted(when(game, state, 0, { type: 'MoveGhost', to: 9 }));
    expect(moved.events).toEqual([{ type: 'GhostMoved', payload: { seat: 0, from: 5, to: 9, jumped: false } }]);
    expect(moved.state.phase).toBe('reveal');
  });

  it('refuses a tile that is not adjacent, and one with a Ghost on it', () => {
    const state = givenSandbox<RebelsState>(game, position({ ghosts: [5, 6] }), 2);
    expect(refused(when(game, state, 0, { type: 'MoveGhost', to: 7 }))).toMatchObject({
      code: 'GHOST_TARGET_NOT_ADJACENT',
      rule: 'rebels-attack:ghost-bewegen',
    });
    expect(refused(when(game, state, 0, { type: 'MoveGhost', to: 6 })).code).toBe('GHOST_TARGET_OCCUPIED');
    expect(game.legalActions(state, 0)).not.toContainEqual({ type: 'MoveGhost', to: 6 });
  });

  it('jumps past occupied tiles to the next free tile only when no neighbour is free', () => {
    // Ghost 0 in corner 0; its neighbours 1 and 4 are taken: the lines are 0→1→2 and 0→4→9.
    const state = givenSandbox<RebelsState>(game, position({ ghosts: [0, 1, 4] }), 3);
    expect(game.legalActions(state, 0)).toEqual([
      { type: 'MoveGhost', to: 2 },
      { type: 'MoveGhost', to: 9 },
    ]);
    expect(refused(when(game, state, 0, { type: 'MoveGhost', to: 5 }))).toMatchObject({
      code: 'GHOST_JUMP_NOT_NEXT_FREE',
      rule: 'rebels-attack:ghost-bewegen',
    });
    expect(accepted(when(game, state, 0, { type: 'MoveGhost', to: 9 })).events[0]).toMatchObject({
      payload: { from: 0, to: 9, jumped: true },
    });
  });

  it('jumps over two Ghosts in a row', () => {
    // Corner 15: neighbours 14 and 11; 14→13 is taken too, so that line ends on 12.
    const state = givenSandbox<RebelsState>(game, position({ ghosts: [15, 14, 13, 11] }), 4);
    expect(game.legalActions(state, 0)).toEqual([
      { type: 'MoveGhost', to: 6 },
      { type: 'MoveGhost', to: 12 },
    ]);
  });
});

describe('rebels-attack:feld-aufdecken', () => {
  const state = accepted(
    when(game, givenSandbox<RebelsState>(game, position({ ghosts: [0, 5] }), 2), 0, { type: 'MoveGhost', to: 1 }),
  ).state;

  it('offers the adjacent tiles without a Ghost', () => {
    expect(game.legalActions(state, 0)).toEqual([2, 0, 4].map((p) => ({ type: 'RevealTile', position: p })));
  });

  it('refuses a tile with a Ghost and one that is not adjacent', () => {
    expect(refused(when(game, state, 0, { type: 'RevealTile', position: 5 }))).toMatchObject({
      code: 'REVEAL_TILE_OCCUPIED',
      rule: 'rebels-attack:feld-aufdecken',
    });
    expect(refused(when(game, state, 0, { type: 'RevealTile', position: 3 })).code).toBe('REVEAL_NOT_ADJACENT');
  });

  it('shows the revealed tile to everybody', () => {
    const revealed = accepted(when(game, state, 0, { type: 'RevealTile', position: 2 }));
    expect(revealed.emitted[0]).toMatchObject({ event: { type: 'TileRevealed' }, visibility: { kind: 'public' } });
  });
});
