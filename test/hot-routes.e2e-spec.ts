import { jest } from '@jest/globals';
import type { Response } from 'supertest';
import { HotRoutes } from '../src/games/hot-routes.middleware.js';
import { Metrics } from '../src/metrics/metrics.service.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';

type Game = { id: string; seats: { token: string }[] };
type Action = { id: string };

/** Headers whose value is the same on both paths for the same request; the rest only have to be there on both. */
const SAME_VALUE = ['content-type', 'access-control-allow-origin', 'access-control-expose-headers', 'vary', 'x-powered-by', 'cache-control', 'retry-after'];
const PRESENT = ['x-request-id', 'x-holocron-worker', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset', 'etag', 'content-length'];

/**
 * The hot routes (src/games/hot-routes.middleware.ts) answer exactly as Nest does: two services,
 * one with them and one without, play the same seeded games step by step and meet the same
 * refusals; every answer pair must agree in status, body and headers, and both services must count
 * the same requests under the same route templates in their metrics.
 */
describe.each(backends())('hot routes answer as Nest does, on %s', (backend) => {
  let hot: TestApp;
  let nest: TestApp;
  const answered = jest.spyOn(HotRoutes.prototype, 'answer');

  beforeAll(async () => {
    [hot, nest] = await Promise.all([startApp(backend), startApp(backend, { hotRoutes: false })]);
  });
  afterAll(async () => {
    await Promise.all([hot.close(), nest.close()]);
    answered.mockRestore();
  });

  /** The same game on both services: one seed plays alike. */
  async function twinGames(seed: string): Promise<[Game, Game]> {
    const create = async (t: TestApp) => (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, seed }).expect(201)).body as Game;
    return [await create(hot), await create(nest)];
  }

  /** What must agree: ids, tokens and times differ between the twins and are written alike. */
  function normal(res: Response, game: Game): unknown {
    const text = res.text
      .split(game.id)
      .join('<game>')
      .replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"<time>"');
    const headers = Object.fromEntries(SAME_VALUE.map((h) => [h, res.headers[h]]));
    const present = PRESENT.filter((h) => res.headers[h] !== undefined);
    return { status: res.status, text, headers, present };
  }

  type Request = (t: TestApp, game: Game) => Promise<Response>;

  /** Sends one request to both twins; `viaHot` says whether the hot path must have answered it. */
  async function both(games: [Game, Game], send: Request, viaHot: boolean): Promise<Response> {
    answered.mockClear();
    const a = await send(hot, games[0]);
    expect(answered).toHaveBeenCalledTimes(viaHot ? 1 : 0);
    answered.mockClear();
    const b = await send(nest, games[1]);
    expect(answered).not.toHaveBeenCalled();
    expect(normal(a, games[0])).toEqual(normal(b, games[1]));
    return b;
  }

  const auth = (game: Game, seat: number) => ({ Authorization: `Bearer ${game.seats[seat].token}` });
  const legal = (seat: number, query = ''): Request => (t, game) => t.http().get(`/v1/games/${game.id}/legal-actions${query}`).set(auth(game, seat));
  const submit =
    (seat: number | null, body: string | object, headers: Record<string, string> = {}): Request =>
    (t, game) => {
      const req = t.http().post(`/v1/games/${game.id}/actions`).set({ ...(seat === null ? {} : auth(game, seat)), ...headers });
      return typeof body === 'string' ? req.set('Content-Type', 'application/json').send(body) : req.send(body);
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

  it('leaves every other form of the two routes to Nest, which answers it as before', async () => {
    const games = await twinGames('hot-routes-others');
    const first = (await both(games, legal(0), true)).body.actions[0] as Action;
    // A query, an extra field, a machine-form action, a NUL character, a wrong type, bad JSON, too deep a body.
    expect((await both(games, legal(0, '?limit=1'), false)).body.actions).toHaveLength(1);
    expect((await both(games, submit(0, { actionId: first.id, extra: 1 }), false)).status).toBe(400);
    expect((await both(games, submit(0, { actionId: 'a\u0000b' }), false)).status).toBe(400);
    expect((await both(games, submit(0, { actionId: first.id, expectedVersion: -1 }), false)).status).toBe(400);
    expect((await both(games, submit(0, '{"actionId": '), false)).status).toBe(400);
    expect((await both(games, submit(0, `{"actionId": ${'['.repeat(80)}${']'.repeat(80)}}`), false)).status).toBe(400);
    expect((await both(games, submit(0, 'actionId=x', { 'Content-Type': 'application/x-www-form-urlencoded' }), false)).status).toBe(400);
    const escaped: Request = (t, game) => t.http().get(`/v1/games/${encodeURIComponent(game.id)}%2Fx/legal-actions`).set(auth(game, 0));
    expect((await both(games, escaped, false)).status).toBe(404);
  });

  it('counts the same requests under the same route templates in the metrics', async () => {
    const lines = async (t: TestApp) =>
      (await t.app.get(Metrics).registry.getSingleMetricAsString('holocron_http_requests_total'))
        .split('\n')
        .filter((l) => l.includes('/v1/games/'))
        .sort();
    const hotLines = await lines(hot);
    expect(hotLines.some((l) => l.includes('route="/v1/games/:id/legal-actions"') && l.includes('status="200"'))).toBe(true);
    expect(hotLines.some((l) => l.includes('route="/v1/games/:id/actions"') && l.includes('status="409"'))).toBe(true);
    expect(hotLines).toEqual(await lines(nest));
  });
});
