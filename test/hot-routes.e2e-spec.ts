import { jest } from '@jest/globals';
import type { Response } from 'supertest';
import { HotRoutes } from '../src/games/hot-routes.listener.js';
import { Metrics } from '../src/metrics/metrics.service.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';

type Game = { id: string; seats: { token: string }[] };
type Action = { id: string };

/** Headers whose value is the same on both paths for the same request; the rest only have to be there on both. */
const SAME_VALUE = ['content-type', 'access-control-allow-origin', 'access-control-expose-headers', 'vary', 'x-powered-by', 'cache-control', 'retry-after'];
const PRESENT = ['x-request-id', 'x-holocron-worker', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'etag', 'content-length'];

/**
 * The hot routes (src/games/hot-routes.listener.ts) answer exactly as Express and Nest do: two services,
 * one with them and one without, play the same seeded games step by step and meet the same
 * refusals; every answer pair must agree in status, body and headers, and both services must count
 * the same requests under the same route templates in their metrics.
 */
describe.each(backends())('hot routes answer as Nest does, on %s', (backend) => {
  let hot: TestApp;
  let nest: TestApp;
  let served: jest.Spied<HotRoutes['serve']>;

  beforeAll(async () => {
    served = jest.spyOn(HotRoutes.prototype, 'serve');
    [hot, nest] = await Promise.all([startApp(backend), startApp(backend, { hotRoutes: false })]);
  });
  afterAll(async () => {
    await Promise.all([hot.close(), nest.close()]);
    served.mockRestore();
  });

  /** The same game on both services: one seed plays alike. */
  async function twinGames(seed: string): Promise<[Game, Game]> {
    const create = async (t: TestApp) => (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, seed }).expect(201)).body as Game;
    return [await create(hot), await create(nest)];
  }

  /** What must agree: ids, tokens and times differ between the twins and are written alike. */
  function normal(res: Response, game: Game): unknown {
    const text = (res.text ?? '')
      .split(game.id)
      .join('<game>')
      .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<time>"');
    const headers = Object.fromEntries(SAME_VALUE.map((h) => [h, res.headers[h]]));
    const present = PRESENT.filter((h) => res.headers[h] !== undefined);
    return { status: res.status, text, headers, present };
  }

  type Request = (t: TestApp, game: Game) => Promise<Response>;

  /** Sends one request to both twins; `viaHot` says whether the hot routes must have taken it. */
  async function both(games: [Game, Game], send: Request, viaHot: boolean): Promise<Response> {
    served.mockClear();
    const a = await send(hot, games[0]);
    expect(served.mock.results.map((r) => r.value)).toEqual([viaHot]);
    served.mockClear();
    const b = await send(nest, games[1]);
    expect(served).not.toHaveBeenCalled();
    expect(normal(a, games[0])).toEqual(normal(b, games[1]));
    return b;
  }

  const auth = (game: Game, seat: number) => ({ Authorization: `Bearer ${game.seats[seat].token}` });
  const legal = (seat: number, query = ''): Request => (t, game) => t.http().get(`/v1/games/${game.id}/legal-actions${query}`).set(auth(game, seat));
  const submit =
    (seat: number | null, body: string | object, headers: Record<string, string> = {}): Request =>
    (t, game) => {
      const req = t.http().post(`/v1/games/${game.id}/actions`);
      const type = typeof body === 'string' ? { 'Content-Type': 'application/json' } : {};
      return req.set({ ...type, ...(seat === null ? {} : auth(game, seat)), ...headers }).send(body);
    };

  it('plays a seeded game step by step alike', async () => {
    const games = await twinGames('hot-routes-play');
    let steps = 0;
    for (let step = 0; step < 40; step++) {
      let seat = 0;
      let offer = (await both(games, legal(0), true)).body as { version: number; actions: Action[] };
      if (offer.actions.length === 0) {
        seat = 1;
        offer = (await both(games, legal(1), true)).body;
      }
      if (offer.actions.length === 0) break;
      const pick = offer.actions[(step * 7) % offer.actions.length];
      const body = step % 2 === 0 ? { actionId: pick.id, expectedVersion: offer.version } : { actionId: pick.id };
      expect((await both(games, submit(seat, body), true)).status).toBe(200);
      steps++;
    }
    expect(steps).toBeGreaterThan(10);
  });

  it('refuses alike: versions, actions, tokens, games, idempotency keys', async () => {
    const games = await twinGames('hot-routes-refusals');
    const first = (await both(games, legal(0), true)).body.actions[0] as Action;
    expect((await both(games, submit(0, { actionId: first.id, expectedVersion: 999 }), true)).status).toBe(409);
    expect((await both(games, submit(0, { actionId: 'no-such-action' }), true)).status).toBe(422);
    expect((await both(games, submit(null, { actionId: first.id }), true)).status).toBe(401);
    expect((await both(games, submit(0, { actionId: first.id }, { Authorization: 'Bearer not-a-seat' }), true)).status).toBe(401);
    expect((await both(games, submit(0, { actionId: first.id }, { 'Idempotency-Key': '""' }), true)).status).toBe(400);
    expect((await both(games, submit(0, { actionId: first.id, idempotencyKey: 'a' }, { 'Idempotency-Key': 'b' }), true)).status).toBe(400);
    const keyed = await both(games, submit(0, { actionId: first.id }, { 'Idempotency-Key': '"step-1"' }), true);
    expect(keyed.status).toBe(200);
    expect((await both(games, submit(0, { actionId: first.id, idempotencyKey: 'step-1' }), true)).text).toBe(keyed.text);
    const unknown: Request = (t) => t.http().get('/v1/games/00000000-0000-4000-8000-000000000000/legal-actions');
    expect((await both(games, unknown, true)).status).toBe(404);
    const spectator: Request = (t, game) => t.http().get(`/v1/games/${game.id}/legal-actions`);
    expect((await both(games, spectator, true)).body.actions).toEqual([]);
  });

  it('reads and refuses bodies alike: extra fields, NUL characters, wrong types, bad JSON, too deep, empty', async () => {
    const games = await twinGames('hot-routes-bodies');
    const first = (await both(games, legal(0), true)).body.actions[0] as Action;
    expect((await both(games, submit(0, { actionId: first.id, extra: 1 }), true)).status).toBe(400);
    expect((await both(games, submit(0, { actionId: 'a\u0000b' }), true)).status).toBe(400);
    expect((await both(games, submit(0, { actionId: first.id, expectedVersion: -1 }), true)).status).toBe(400);
    expect((await both(games, submit(0, '{"actionId": '), true)).body.code).toBe('MALFORMED_JSON');
    expect((await both(games, submit(0, '"just a string"'), true)).body.code).toBe('MALFORMED_JSON');
    expect((await both(games, submit(0, `{"actionId": ${'['.repeat(80)}${']'.repeat(80)}}`), true)).body.code).toBe('JSON_TOO_DEEP');
    expect((await both(games, submit(0, ''), true)).status).toBe(400);
    expect((await both(games, submit(0, { action: { type: 'PlaceGhost', position: 3 } }), true)).status).toBe(200);
    const utf8: Request = (t, game) =>
      t.http().post(`/v1/games/${game.id}/actions`).set(auth(game, 0)).set('Content-Type', 'application/json; charset=UTF-8').send(JSON.stringify({ actionId: 'x' }));
    expect((await both(games, utf8, true)).status).toBe(422);
  });

  it('answers browsers alike, with the CORS headers', async () => {
    const games = await twinGames('hot-routes-cors');
    const fromSite: Request = (t, game) => t.http().get(`/v1/games/${game.id}/legal-actions`).set(auth(game, 0)).set('Origin', 'https://example.org');
    const res = await both(games, fromSite, true);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-expose-headers']).toContain('X-Request-Id');
    const badJson: Request = (t, game) =>
      t.http().post(`/v1/games/${game.id}/actions`).set(auth(game, 0)).set('Origin', 'https://example.org').set('Content-Type', 'application/json').send('{');
    expect((await both(games, badJson, true)).status).toBe(400);
  });

  it('leaves every other form of the two routes to Express and Nest', async () => {
    const games = await twinGames('hot-routes-others');
    const first = (await both(games, legal(0), true)).body.actions[0] as Action;
    expect((await both(games, legal(0, '?limit=1'), false)).body.actions).toHaveLength(1);
    const etag = (await both(games, legal(0), true)).headers.etag as string;
    const revalidate: Request = (t, game) => t.http().get(`/v1/games/${game.id}/legal-actions`).set(auth(game, 0)).set('If-None-Match', etag);
    expect((await both(games, revalidate, false)).status).toBe(304);
    const head: Request = (t, game) => t.http().head(`/v1/games/${game.id}/legal-actions`).set(auth(game, 0));
    expect((await both(games, head, false)).status).toBe(200);
    expect((await both(games, submit(0, 'actionId=x', { 'Content-Type': 'application/x-www-form-urlencoded' }), false)).body.code).toBe('ACTION_NOT_LEGAL');
    expect((await both(games, submit(0, JSON.stringify({ actionId: first.id }), { 'Content-Type': 'application/json; charset=latin1' }), false)).status).toBe(415);
    const huge = JSON.stringify({ actionId: first.id, pad: 'x'.repeat(200_000) });
    expect((await both(games, submit(0, huge), false)).body.code).toBe('PAYLOAD_TOO_LARGE');
    const escaped: Request = (t, game) => t.http().get(`/v1/games/${encodeURIComponent(game.id)}%2Fx/legal-actions`).set(auth(game, 0));
    expect((await both(games, escaped, false)).status).toBe(404);
  });

  it('counts the same requests under the same route templates in the metrics', async () => {
    const lines = async (t: TestApp) =>
      (await t.app.get(Metrics).registry.getSingleMetricAsString('holocron_http_requests_total'))
        .split('\n')
        .filter((l) => l.includes('/v1/games/') || l.includes('unmatched'))
        .sort();
    const hotLines = await lines(hot);
    expect(hotLines.some((l) => l.includes('route="/v1/games/:id/legal-actions"') && l.includes('status="200"'))).toBe(true);
    expect(hotLines.some((l) => l.includes('route="/v1/games/:id/actions"') && l.includes('status="409"'))).toBe(true);
    expect(hotLines).toEqual(await lines(nest));
  });
});
