import { GAMES } from '../games.registry.js';
import type { GameAction } from './game.contract.js';
import { randomPlayout } from './playout.testkit.js';

/** armada-attack needs the attack declared: the seed's example (test/support/armada.fixtures.ts). */
const OPTIONS: Record<string, object> = {
  'armada-attack': {
    attacker: { kind: 'ship', id: 'hardcell', ship: 'hardcell-class-transport', zone: 'front', speed: 2, concentrateFire: { dial: true } },
    defender: { kind: 'ship', id: 'acclamator', ship: 'acclamator-ii-class-assault-ship', zone: 'rear', speed: 2 },
    range: 'medium',
  },
};

/**
 * Every registered game names a group for every legal action it offers, in
 * every state random play reaches: a stable id (the same id always with the
 * same names) and a German and an English name.
 */
describe.each(GAMES.map((g) => [g.id, g] as const))('legal-action groups of %s', (_id, game) => {
  it('name every legal action, one name per id, over random playouts', () => {
    expect(game.group).toBeDefined();
    const names = new Map<string, string>();
    for (const seed of game.id === 'rebellion' || game.id === 'armada' ? ['g1'] : ['g1', 'g2', 'g3']) {
      let states = 0;
      const options = OPTIONS[game.id] ?? {};
      const { states: seen } = randomPlayout<unknown>(game, game.players.min, seed, 10_000, options, () => ++states > 150);
      for (const state of seen) {
        for (const p of game.pending(state)) {
          for (const action of game.legalActions(state, p.seat) as GameAction[]) {
            const g = game.group!(state, action);
            expect(g.id).toMatch(/^[a-z]+(:[A-Za-z0-9-]+)?$/);
            expect(g.de.length > 0 && g.en.length > 0).toBe(true);
            const both = `${g.de}|${g.en}`;
            expect(names.get(g.id) ?? both).toBe(both);
            names.set(g.id, both);
          }
        }
      }
    }
  });
});
