import { accepted, givenSandbox, when } from '../core/decider.testkit.js';
import { isViolation } from '../core/rule-violation.error.js';
import { rebelsAttack as game } from './rebels.game.js';
import type { RebelsState } from './rebels.state.js';
import { position } from './rebels.testkit.js';
import type { TileType } from './tiles.data.js';

type Player = { support?: TileType; ally?: TileType; enemies?: TileType[]; forceChips?: number };

function lastTurn(players: Player[], stack: TileType[] = []) {
  const state = givenSandbox<RebelsState>(
    game,
    position({ at: { 2: 'hera-syndulla' }, ghosts: [0, 15], players, stack }),
    2,
  );
  const moved = accepted(when(game, state, 0, { type: 'MoveGhost', to: 1 })).state;
  return accepted(when(game, moved, 0, { type: 'RevealTile', position: 2 }));
}

describe('rebels-attack:luecke-fuellen', () => {
  it('fills the gap with the top of the stack, face down, and passes the turn clockwise', () => {
    const r = lastTurn([{}, {}], ['darth-vader']);
    expect(r.state.grid[2]).toBe('darth-vader#1');
    expect(r.state.stack).toEqual([]);
    expect(r.state.outcome).toBeNull();
    expect(r.state).toMatchObject({ current: 1, phase: 'move', turn: 2 });
  });
});

describe('rebels-attack:spielende', () => {
  it('ends when a gap cannot be filled because the stack is empty', () => {
    const r = lastTurn([{}, { enemies: ['stormtrooper'] }]);
    expect(r.events.map((e) => e.type)).toEqual(['TileRevealed', 'AllyTaken', 'GameEnded']);
    expect(r.state.phase).toBe('ended');
    expect(game.legalActions(r.state, 0)).toEqual([]);
    expect(game.legalActions(r.state, 1)).toEqual([]);
    expect(game.pending(r.state)).toEqual([]);
  });

  it('counts the points of won enemies and 1 for a kept ally', () => {
    // Seat 0 takes Hera now (1 point) and holds a TIE fighter (3); seat 1 holds a Star Destroyer (5).
    const r = lastTurn([{ enemies: ['tie-fighter'] }, { enemies: ['sternzerstoerer'] }]);
    expect(game.outcome(r.state)).toMatchObject({
      winners: [1],
      scores: [
        { seat: 0, points: 4, tieBreak: 0 },
        { seat: 1, points: 5, tieBreak: 0 },
      ],
    });
  });

  it('breaks a tie by force chips', () => {
    const r = lastTurn([{ enemies: ['agent-kallus'], forceChips: 1 }, { enemies: ['sternzerstoerer'], forceChips: 2 }]);
    expect(game.outcome(r.state)!.winners).toEqual([1]);
  });

  it('lets several players win when points and chips are equal', () => {
    const r = lastTurn([{ enemies: ['agent-kallus'], forceChips: 2 }, { enemies: ['sternzerstoerer'], forceChips: 2 }]);
    expect(game.outcome(r.state)!.winners).toEqual([0, 1]);
    expect(game.outcome(r.state)!.reason.en).toContain('seat 0, 1');
  });
});

describe('rebels-attack:spielmaterial: sandbox positions', () => {
  const opts = game.parseOptions({}, 2);
  if (isViolation(opts)) throw new Error('options');
  const base = position({ ghosts: [0, 15] });

  it.each([
    ['more copies of a tile than the box holds', { ...base, stack: ['darth-vader', 'darth-vader'] }],
    ['a grid of 15 tiles', { ...base, grid: base.grid.slice(1) }],
    ['two Ghosts on one tile', { ...base, ghosts: [3, 3] }],
    ['a Ghost per seat missing', { ...base, ghosts: [3] }],
    ['six force chips', { ...base, players: [{ forceChips: 6 }] }],
    ['an enemy held as support', { ...base, players: [{ support: 'darth-vader' }] }],
    ['a seat that is not in the game', { ...base, current: 2 }],
    ['an unknown field', { ...base, turnOrder: [1, 0] }],
  ])('refuses %s', (_why, pos) => {
    expect(game.sandbox(pos, opts, 2)).toMatchObject({ code: 'INVALID_SANDBOX_POSITION', rule: 'rebels-attack:spielmaterial' });
  });

  it('marks the game as a sandbox and keeps the face-down tiles server-only', () => {
    const events = game.sandbox(base, opts, 2);
    if (isViolation(events)) throw new Error(events.code);
    const set = events.find((e) => e.event.type === 'SandboxPositionSet')!;
    expect(set.visibility).toEqual({ kind: 'server' });
    expect(JSON.stringify(set.redacted)).not.toContain('#');
    const state = events.reduce((s, e) => game.evolve(s, e.event), game.initialState());
    expect(game.view(state, { kind: 'spectator' })).toMatchObject({ sandbox: true });
  });
});
