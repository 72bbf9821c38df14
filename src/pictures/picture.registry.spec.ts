import { GAMES } from '../engine/games.registry.js';
import { hasPicture, renderPicture } from './picture.registry.js';

describe('picture registry', () => {
  it('has a renderer for every game the service plays', () => {
    expect(GAMES.map((g) => g.id).filter((id) => !hasPicture(id))).toEqual([]);
  });

  it('refuses a game it has no renderer for', () => {
    expect(hasPicture('chess')).toBe(false);
    expect(() => renderPicture('chess', { view: {}, pending: [], outcome: null, version: 1, seat: null, lang: 'en' })).toThrow('no picture renderer for game chess');
  });
});
