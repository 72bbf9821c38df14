import { GAMES } from '../engine/games.registry.js';
import { GAME_ID_NAMES, glossaryOf } from './rule.books.js';

describe('game ids', () => {
  it('name a glossary for every game Holocron plays (the ids of /v1/games)', () => {
    expect(GAMES.map((g) => [g.id, glossaryOf(g.id) !== undefined])).toEqual(GAMES.map((g) => [g.id, true]));
    expect(glossaryOf('armada-attack')).toBe('armada');
    expect(glossaryOf('schach')).toBeUndefined();
    expect(GAME_ID_NAMES).toEqual(expect.arrayContaining(['rebellion', 'armada', 'rebels-attack', 'armada-attack']));
  });
});
