import { randomPlayout } from '../core/playout.testkit.js';
import { isViolation } from '../core/rule-violation.error.js';
import { rebelsAttack as game } from './rebels.game.js';
import { MAX_ENEMY_STRENGTH } from './rebels.options.js';
import { ENEMY_TYPES, TILE_TYPES } from './tiles.data.js';

/**
 * Every game ends (rebels-attack:spielende). While a game runs the space
 * holds 16 tiles and at most 12 of the 30 are not enemies, so at least 4
 * enemies lie in the space, each beatable with some roll as long as its
 * strength stays a tile's one-digit white number: someone always can take a
 * tile, and a bot choosing uniformly finishes.
 */
const strongest = { enemies: Object.fromEntries(ENEMY_TYPES.map((t) => [t, { strength: MAX_ENEMY_STRENGTH }])) };

describe('rebels-attack:spielende, termination', () => {
  it('leaves at least 4 enemies in a full space: the box has 12 other tiles for 16 places', () => {
    const others = TILE_TYPES.filter((t) => t.category !== 'enemy').reduce((n, t) => n + t.count, 0);
    expect(others).toBe(12);
    expect(16 - others).toBe(4);
  });

  it('refuses enemy strengths no tile prints, which would let a game never end', () => {
    for (const strength of [MAX_ENEMY_STRENGTH + 1, 18, 99]) {
      const parsed = game.parseOptions({ enemies: { 'darth-vader': { strength } } }, 2);
      expect(isViolation(parsed) && parsed.code).toBe('INVALID_OPTIONS');
    }
    expect(isViolation(game.parseOptions(strongest, 2))).toBe(false);
  });

  it.each([2, 4])('ends %i-player games of uniform random bots within 3,000 actions even with every enemy at the strongest allowed value', (players) => {
    const steps = Array.from({ length: 40 }, (_, i) => randomPlayout(game, players, `strong-${i}`, 3000, strongest).steps);
    expect(Math.max(...steps)).toBeLessThanOrEqual(3000);
  });
});
