import { GAMES } from '../../engine/games.registry.js';
import { GameKind, kindOf } from './game-kind.enum.js';

describe('GameKind', () => {
  it('has one value per game Holocron plays, and no other', () => {
    expect(GAMES.map((g) => kindOf(g.id)).sort()).toEqual(Object.values(GameKind).sort());
  });

  it('refuses an id that is no game', () => {
    expect(() => kindOf('sabacc')).toThrow('no GameKind for game sabacc');
  });
});
