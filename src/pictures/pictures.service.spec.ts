import type { GamesService } from '../games/games.service.js';
import { parseLang, PicturesService, type Picture } from './pictures.service.js';
import { svgDocument, txt } from './svg/svg.markup.js';

const picture = (etag: string, label: string): Picture => ({
  game: 'rebels-attack',
  version: 1,
  fixed: false,
  seat: null,
  lang: 'en',
  svg: svgDocument(200, 100, {}, txt(10, 50, label)),
  etag,
});

describe('PicturesService', () => {
  const service = new PicturesService({} as GamesService);

  it('rasterises a picture once while its ETag is cached, even when asked twice at once', async () => {
    const a = picture('"a"', 'one');
    const first = service.png(a);
    expect(service.png(a)).toBe(first);
    const other = await service.png(picture('"b"', 'two'));
    expect(other.equals(await first)).toBe(false);
  });

  it('keeps the labels German unless English is asked for, and refuses other languages', () => {
    expect([parseLang(undefined), parseLang('de'), parseLang('en')]).toEqual(['de', 'de', 'en']);
    expect(() => parseLang('fr')).toThrow(expect.objectContaining({ code: 'INVALID_REQUEST' }));
  });
});
