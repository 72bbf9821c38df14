import { accepted, givenSandbox, refused, when } from '../core/decider.testkit.js';
import { rebelsAttack as game } from './rebels.game.js';
import type { RebelsState } from './rebels.state.js';
import { position } from './rebels.testkit.js';
import type { TileType } from './tiles.data.js';

type Player = { support?: TileType; ally?: TileType; enemies?: TileType[]; forceChips?: number };

/** Seat 0's Ghost on 0 has moved to 1; the tile to reveal lies on 2. */
function atReveal(tile: TileType, me: Player = {}, opts: { stack?: TileType[] | number; options?: unknown } = {}) {
  const start = givenSandbox<RebelsState>(
    game,
    position({ at: { 2: tile }, ghosts: [0, 15], players: [me, {}], stack: opts.stack ?? 2 }),
    2,
    opts.options,
  );
  return accepted(when(game, start, 0, { type: 'MoveGhost', to: 1 })).state;
}

const types = (events: { type: string }[]) => events.map((e) => e.type);

describe('rebels-attack:unterstuetzung', () => {
  it('is taken when the player has none, and the gap is filled from the stack face down', () => {
    const state = atReveal('lichtschwert', {}, { stack: ['stormtrooper', 'sternzerstoerer'] });
    const top = state.stack[0];
    const r = accepted(when(game, state, 0, { type: 'RevealTile', position: 2 }));
    expect(types(r.events)).toEqual(['TileRevealed', 'SupportTaken', 'GapFilled', 'TurnBegan']);
    expect(r.state.holdings[0].support).toBe('lichtschwert#1');
    expect(r.state.grid[2]).toBe(top);
    expect(r.state.faceUp).toBeNull();
    expect(r.events.find((e) => e.type === 'GapFilled')!.payload).toEqual({ position: 2 });
    expect(r.state.current).toBe(1);
  });

  it('is turned back when the player has one, and the player moves and reveals again', () => {
    const state = atReveal('chopper', { support: 'phantom' });
    const r = accepted(when(game, state, 0, { type: 'RevealTile', position: 2 }));
    expect(types(r.events)).toEqual(['TileRevealed', 'TileTurnedFaceDown', 'ExtraTurnGranted']);
    expect(r.state).toMatchObject({ phase: 'move', current: 0, extraTurn: true });
    expect(r.state.grid[2]).toBe('chopper#1');
    expect(r.state.holdings[0].support).toBe('phantom#1');
  });
});

describe('rebels-attack:verbuendete', () => {
  it('is taken when the player has none', () => {
    const r = accepted(when(game, atReveal('hera-syndulla'), 0, { type: 'RevealTile', position: 2 }));
    expect(types(r.events)).toEqual(['TileRevealed', 'AllyTaken', 'GapFilled', 'TurnBegan']);
    expect(r.state.holdings[0].ally).toBe('hera-syndulla#1');
  });

  it('is turned back when the player has one, with another turn', () => {
    const r = accepted(when(game, atReveal('ezra-bridger', { ally: 'sabine-wren' }), 0, { type: 'RevealTile', position: 2 }));
    expect(types(r.events)).toEqual(['TileRevealed', 'TileTurnedFaceDown', 'ExtraTurnGranted']);
    expect(r.state.holdings[0].ally).toBe('sabine-wren#1');
  });
});

describe('rebels-attack:imperiale-gegner', () => {
  it('asks to fight or take a force chip', () => {
    const r = accepted(when(game, atReveal('stormtrooper'), 0, { type: 'RevealTile', position: 2 }));
    expect(types(r.events)).toEqual(['TileRevealed']);
    expect(r.state.phase).toBe('enemy');
    expect(game.legalActions(r.state, 0)).toEqual([{ type: 'TakeForceChip' }, { type: 'Fight' }]);
  });

  it('gives a force chip for not fighting and turns the enemy back', () => {
    const state = accepted(when(game, atReveal('stormtrooper', { forceChips: 2 }), 0, { type: 'RevealTile', position: 2 })).state;
    const r = accepted(when(game, state, 0, { type: 'TakeForceChip' }));
    expect(types(r.events)).toEqual(['ForceChipTaken', 'TileTurnedFaceDown', 'TurnBegan']);
    expect(r.state.holdings[0].forceChips).toBe(3);
    expect(r.state.grid[2]).toBe(state.grid[2]);
    expect(r.state.faceUp).toBeNull();
  });

  it('never lets a player hold more than 5 force chips', () => {
    const state = accepted(when(game, atReveal('stormtrooper', { forceChips: 5 }), 0, { type: 'RevealTile', position: 2 })).state;
    const r = accepted(when(game, state, 0, { type: 'TakeForceChip' }));
    expect(r.events[0].payload).toEqual({ seat: 0, gained: 0 });
    expect(r.state.holdings[0].forceChips).toBe(5);
  });
});

describe('rebels-attack:kampf', () => {
  const fight = (me: Player, enemy: TileType = 'tie-fighter', dice: number[] = [4, 3], options?: unknown) => {
    const revealed = accepted(when(game, atReveal(enemy, me, { options }), 0, { type: 'RevealTile', position: 2 })).state;
    return accepted(when(game, revealed, 0, { type: 'Fight' }, dice));
  };

  it("plays the seed's worked duel: TIE fighter 3+4 = 7 against 3+1+2+1 = 7, and the player wins", () => {
    const rolled = fight({ support: 'lichtschwert', ally: 'sabine-wren', forceChips: 2 });
    expect(rolled.events).toEqual([
      { type: 'DuelRolled', payload: { seat: 0, position: 2, enemyDie: 4, enemyStrength: 7, playerDie: 3 } },
    ]);
    expect(game.legalActions(rolled.state, 0)).toHaveLength(6);
    const r = accepted(when(game, rolled.state, 0, { type: 'CommitStrength', ally: true, forceChips: 1 }));
    expect(r.events[0]).toEqual({
      type: 'DuelWon',
      payload: {
        seat: 0,
        position: 2,
        tile: rolled.state.grid[2],
        enemyStrength: 7,
        playerStrength: 7,
        allySpent: 'sabine-wren#1',
        forceChipsSpent: 1,
      },
    });
    expect(r.events[1]).toEqual({ type: 'AllyPutUnderStack', payload: { seat: 0, tile: 'sabine-wren#1' } });
    // Spends the ally (under the stack) and one chip; keeps the support and the other chip.
    expect(r.state.holdings[0]).toEqual({
      support: 'lichtschwert#1',
      ally: null,
      enemies: [rolled.state.grid[2]],
      forceChips: 1,
    });
    expect(r.state.stack[r.state.stack.length - 1]).toBe('sabine-wren#1');
    expect(r.state.grid[2]).not.toBeNull();
  });

  it('loses one short of the enemy and keeps everything; the enemy is turned back', () => {
    const rolled = fight({ support: 'lichtschwert', ally: 'sabine-wren', forceChips: 2 });
    const r = accepted(when(game, rolled.state, 0, { type: 'CommitStrength', ally: true, forceChips: 0 }));
    expect(r.events[0]).toEqual({
      type: 'DuelLost',
      payload: { seat: 0, position: 2, enemyStrength: 7, playerStrength: 6 },
    });
    expect(types(r.events)).toEqual(['DuelLost', 'TileTurnedFaceDown', 'TurnBegan']);
    expect(r.state.holdings[0]).toEqual({ support: 'lichtschwert#1', ally: 'sabine-wren#1', enemies: [], forceChips: 2 });
    expect(r.state.grid[2]).toBe(rolled.state.grid[2]);
  });

  it('rolls the enemy anew when it is fought again', () => {
    const first = fight({}, 'stormtrooper', [9, 1]);
    const second = fight({}, 'stormtrooper', [2, 1]);
    expect(first.state.duel!.enemyStrength).toBe(10);
    expect(second.state.duel!.enemyStrength).toBe(3);
  });

  it('uses the enemy values of the options', () => {
    const r = fight({}, 'darth-vader', [5, 5], { enemies: { 'darth-vader': { strength: 9 } } });
    expect(r.state.duel!.enemyStrength).toBe(14);
  });

  it('refuses spending an ally the player does not have, or more chips than held', () => {
    const rolled = fight({ forceChips: 1 });
    expect(refused(when(game, rolled.state, 0, { type: 'CommitStrength', ally: true, forceChips: 0 }))).toMatchObject({
      code: 'NO_ALLY_TO_SPEND',
      rule: 'rebels-attack:verbuendete',
    });
    expect(refused(when(game, rolled.state, 0, { type: 'CommitStrength', ally: false, forceChips: 2 }))).toMatchObject({
      code: 'NOT_ENOUGH_FORCE_CHIPS',
      rule: 'rebels-attack:kampf',
    });
    expect(refused(when(game, rolled.state, 0, { type: 'CommitStrength', ally: false, forceChips: -1 })).kind).toBe('malformed');
  });
});

describe('rebels-attack:kosmischer-nebel and its FAQ', () => {
  const nebula = (die: number, forceChips: number) => {
    const state = atReveal('kosmischer-nebel', { forceChips });
    return accepted(when(game, state, 0, { type: 'RevealTile', position: 2 }, [die]));
  };

  it.each([
    [10, 0, 2, -1], // FAQ: a rolled 10 counts as 0
    [1, 1, 2, -1],
    [2, 2, 1, -1],
    [1, 1, 0, 0], // no chip, nothing happens
    [3, 3, 2, 0],
    [6, 6, 2, 0],
    [7, 7, 2, 1],
    [8, 8, 2, 1],
    [9, 9, 2, 2],
    [9, 9, 4, 1], // never more than 5
    [7, 7, 5, 0],
  ])('die %i counts %i: with %i chips the change is %i', (die, counted, chips, change) => {
    const r = nebula(die, chips);
    expect(r.events[1]).toEqual({
      type: 'NebulaRolled',
      payload: { seat: 0, position: 2, die, counted, forceChipsChange: change },
    });
    expect(types(r.events)).toEqual(['TileRevealed', 'NebulaRolled', 'TileTurnedFaceDown', 'TurnBegan']);
    expect(r.state.holdings[0].forceChips).toBe(chips + change);
  });
});

describe('rebels-attack:imperiale-gegner: the force chip supply', () => {
  it('gives nothing when all 20 chips are held', () => {
    const five = { forceChips: 5 };
    const start = givenSandbox<RebelsState>(
      game,
      position({ at: { 2: 'stormtrooper' }, ghosts: [0, 15, 12, 3], players: [{ forceChips: 5 }, five, five, five] }),
      4,
    );
    const state = accepted(when(game, start, 0, { type: 'MoveGhost', to: 1 })).state;
    expect(state.holdings.map((h) => h.forceChips)).toEqual([5, 5, 5, 5]);
    const revealed = accepted(when(game, state, 0, { type: 'RevealTile', position: 2 })).state;
    expect(accepted(when(game, revealed, 0, { type: 'TakeForceChip' })).events[0].payload).toEqual({ seat: 0, gained: 0 });
  });
});
