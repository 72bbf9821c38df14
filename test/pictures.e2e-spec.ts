import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Response } from 'supertest';
import { GAMES as REGISTERED } from '../src/engine/games.registry.js';
import { pngSize } from '../src/pictures/png.render.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';
import { SEED_ATTACK } from './support/armada.fixtures.js';
import { gql } from './support/graphql.client.js';

type Created = { id: string; version: number; seats: { seat: number; token: string }[] };

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Every game, each as its picture is sized (PNG 1200 px wide, the SVG's aspect). */
const GAMES = [
  { body: { game: 'rebels-attack', players: 2, seed: 'pictures' }, svg: { width: 1200, height: 675 }, png: { width: 1200, height: 675 }, de: 'Angriff der Rebellen', en: 'Attack of the Rebels' },
  { body: { game: 'rebellion', players: 2, seed: 'pictures' }, svg: { width: 1600, height: 960 }, png: { width: 1200, height: 720 }, de: 'Aufbau: Einheiten platzieren', en: 'setup: placing units' },
  { body: { game: 'armada', players: 2, seed: 'pictures' }, svg: { width: 1200, height: 960 }, png: { width: 1200, height: 960 }, de: 'Kommandophase', en: 'command phase' },
  { body: { game: 'armada-attack', players: 2, options: SEED_ATTACK }, svg: { width: 1200, height: 675 }, png: { width: 1200, height: 675 }, de: 'mittlere Reichweite', en: 'medium range' },
] as const;

/** Binary and SVG bodies as a Buffer, whatever superagent thinks of the content type. */
function raw(res: Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}

describe.each(backends())('pictures on %s: board.svg, board.png and gamePicture through the API', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const create = async (body: object): Promise<Created> => (await t.http().post('/v1/games').send(body).expect(201)).body as Created;
  const get = (path: string, token?: string) => {
    const req = t.http().get(path).buffer(true).parse(raw as never);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  };

  it('covers every game the service plays', () => {
    expect(GAMES.map((g) => g.body.game).sort()).toEqual(REGISTERED.map((g) => g.id).sort());
  });

  it.each(GAMES.map((g) => [g.body.game, g] as const))('%s: SVG and PNG, for spectators and seats, in German and English', async (_name, g) => {
    const game = await create(g.body);
    const svg = await get(`/v1/games/${game.id}/board.svg`).expect(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['cache-control']).toBe('public, no-cache');
    expect(svg.headers.vary).toContain('Authorization');
    expect(svg.headers.etag).toMatch(new RegExp(`^"v${game.version}-spectator-de-`));
    const text = (svg.body as Buffer).toString('utf8');
    expect(text.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${g.svg.width}" height="${g.svg.height}"`)).toBe(true);
    expect(text).toContain(g.de);
    expect(text).toContain('Ansicht: Zuschauer');

    const en = (await get(`/v1/games/${game.id}/board.svg?lang=en`).expect(200)).body.toString('utf8');
    expect(en).toContain(g.en);
    expect(en).toContain('View: spectator');

    const seat = await get(`/v1/games/${game.id}/board.svg`, game.seats[1].token).expect(200);
    expect(seat.headers['cache-control']).toBe('private, no-cache');
    expect(seat.headers.etag).toMatch(new RegExp(`^"v${game.version}-seat1-de-`));

    const png = await get(`/v1/games/${game.id}/board.png?lang=en`).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers.etag).toMatch(/-png"$/);
    const bytes = png.body as Buffer;
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_MAGIC);
    expect(pngSize(bytes)).toEqual(g.png);
  });

  it('answers 304 while the game stands still and a new picture once it moves on', async () => {
    const game = await create({ game: 'rebels-attack', players: 2, options: { firstSeat: 0 } });
    for (const path of ['board.svg', 'board.png']) {
      const first = await get(`/v1/games/${game.id}/${path}`).expect(200);
      const again = await get(`/v1/games/${game.id}/${path}`).set('If-None-Match', first.headers.etag).expect(304);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    const before = await get(`/v1/games/${game.id}/board.svg`).expect(200);
    const moved = await t.http().post(`/v1/games/${game.id}/actions`).set('Authorization', `Bearer ${game.seats[0].token}`).send({ action: { type: 'PlaceGhost', position: 0 } }).expect(200);
    const after = await get(`/v1/games/${game.id}/board.svg`).set('If-None-Match', before.headers.etag).expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers.etag).toMatch(new RegExp(`^"v${moved.body.version}-spectator-de-`));
    expect(after.body.toString('utf8')).toMatch(/data-position="0"[^]*?<circle/);
  });

  it('replays the picture after any event (?at=N): the same bytes as then, cached for good', async () => {
    const game = await create({ game: 'rebels-attack', players: 2, options: { firstSeat: 0 } });
    const then = await get(`/v1/games/${game.id}/board.svg?lang=en`).expect(200);
    await t.http().post(`/v1/games/${game.id}/actions`).set('Authorization', `Bearer ${game.seats[0].token}`).send({ action: { type: 'PlaceGhost', position: 0 } }).expect(200);
    const now = await get(`/v1/games/${game.id}/board.svg?lang=en`).expect(200);
    expect(now.body.equals(then.body)).toBe(false);
    const back = await get(`/v1/games/${game.id}/board.svg?lang=en&at=${game.version}`).expect(200);
    expect(back.body.toString('utf8')).toBe(then.body.toString('utf8'));
    expect(back.headers.etag).toBe(then.headers.etag);
    expect(back.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const png = await get(`/v1/games/${game.id}/board.png?at=1`, game.seats[1].token).expect(200);
    expect(png.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(png.headers.etag).toMatch(/^"v1-seat1-de-/);
    const tooFar = await t.http().get(`/v1/games/${game.id}/board.svg?at=999`).expect(400);
    expect(tooFar.body.code).toBe('INVALID_REQUEST');
    // Another seat's eyes only once the game has ended with its history opened.
    expect((await t.http().get(`/v1/games/${game.id}/board.svg?at=1&seat=1`).expect(403)).body.code).toBe('HISTORY_NOT_OPEN');
    const gql1 = await gql<{ gamePicture: { version: number; svg: string; pngPath: string } }>(
      t,
      'query ($id: ID!) { gamePicture(gameId: $id, lang: "en", at: ' + game.version + ') { version svg pngPath } }',
      { id: game.id },
    );
    expect(gql1.data.gamePicture).toEqual({ version: game.version, svg: then.body.toString('utf8'), pngPath: `/v1/games/${game.id}/board.png?lang=en&at=${game.version}` });
  });

  it('shows the Rebel base only in the Rebel’s picture', async () => {
    const game = await create({ game: 'rebellion', players: 2, seed: 'pictures-base', sandbox: { position: { rebelBase: { system: 'hoth' } } }, options: { imperialSeat: 0 } });
    const rebel = (await get(`/v1/games/${game.id}/board.svg?lang=en`, game.seats[1].token).expect(200)).body.toString('utf8');
    const empire = (await get(`/v1/games/${game.id}/board.svg?lang=en`, game.seats[0].token).expect(200)).body.toString('utf8');
    const spectator = (await get(`/v1/games/${game.id}/board.svg?lang=en`).expect(200)).body.toString('utf8');
    expect(rebel).toMatch(/data-system="hoth"[^]*?class="rebel-base"/);
    expect(rebel).toContain('Base (secret)');
    for (const other of [empire, spectator]) expect(other).not.toContain('rebel-base"');
  });

  it('refuses an unknown language, an unknown game and a token that is no seat’s, as problem details', async () => {
    const game = await create({ game: 'rebels-attack', players: 2 });
    const lang = await t.http().get(`/v1/games/${game.id}/board.png?lang=fr`).expect(400);
    expect([lang.headers['content-type'], lang.body.code]).toEqual(['application/problem+json; charset=utf-8', 'INVALID_REQUEST']);
    expect(lang.body.messages.en).toBe('lang must be de or en.');
    expect((await t.http().get('/v1/games/00000000-0000-4000-8000-000000000000/board.svg').expect(404)).body.code).toBe('GAME_NOT_FOUND');
    expect((await t.http().get(`/v1/games/${game.id}/board.svg`).set('Authorization', 'Bearer nonsense').expect(401)).body.code).toBe('TOKEN_INVALID');
    const other = await create({ game: 'rebels-attack', players: 2 });
    expect((await t.http().get(`/v1/games/${game.id}/board.png`).set('Authorization', `Bearer ${other.seats[0].token}`).expect(403)).body.code).toBe('TOKEN_FOR_OTHER_GAME');
    // A cache-busting parameter (docs/pictures.md, Discord) changes nothing.
    const plain = await get(`/v1/games/${game.id}/board.svg?lang=en`).expect(200);
    const busted = await get(`/v1/games/${game.id}/board.svg?lang=en&v=${game.version}`).expect(200);
    expect([busted.headers.etag, busted.body.equals(plain.body)]).toEqual([plain.headers.etag, true]);
  });

  it('GraphQL gamePicture gives the same SVG as REST, for the same viewer, and the PNG path', async () => {
    const game = await create({ game: 'rebels-attack', players: 2 });
    const token = game.seats[0].token;
    const query = 'query ($id: ID!, $lang: String) { gamePicture(gameId: $id, lang: $lang) { gameId game version seat lang svg etag pngPath } }';
    const res = await gql<{ gamePicture: Record<string, unknown> }>(t, query, { id: game.id, lang: 'en' }, token);
    const rest = await get(`/v1/games/${game.id}/board.svg?lang=en`, token).expect(200);
    expect(res.data.gamePicture).toEqual({
      gameId: game.id,
      game: 'rebels-attack',
      version: game.version,
      seat: 0,
      lang: 'en',
      svg: rest.body.toString('utf8'),
      etag: rest.headers.etag,
      pngPath: `/v1/games/${game.id}/board.png?lang=en`,
    });
    const png = await get(res.data.gamePicture.pngPath as string, token).expect(200);
    expect([...(png.body as Buffer).subarray(0, 8)]).toEqual(PNG_MAGIC);
    const bad = await gql(t, query, { id: game.id, lang: 'fr' });
    expect(bad.errors?.[0].extensions.code).toBe('INVALID_REQUEST');
  });

  it('runs the example of docs/pictures.md as printed', async () => {
    const doc = readFileSync('docs/pictures.md', 'utf8');
    const script = /<!-- pictures-example:start -->\s*```bash\n([\s\S]*?)```\s*<!-- pictures-example:end -->/.exec(doc)![1];
    const { stdout } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', script], {
      env: { ...process.env, HOLOCRON_URL: t.url },
      cwd: mkdtempSync(join(tmpdir(), 'holocron-pictures-')),
    });
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('1200 x 720');
    expect(lines[1]).toBe('View: Rebels (seat 1)');
    expect(lines[2]).toBe('304');
    expect(lines[3]).toMatch(new RegExp(`^${t.url}/watch/[0-9a-f-]{36}\\?lang=en$`));
  });
});
