import { SeededRng } from '../src/engine/core/rng.random.js';
import { startApp, type TestApp } from './support/app.harness.js';

/** Random JSON of a few shapes, leaning towards the values that break careless code. */
function randomJson(rng: SeededRng, depth = 0): unknown {
  const pick = rng.int(depth > 2 ? 7 : 9);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return [true, false][rng.int(2)];
    case 2:
      return [0, -1, 1.5, 1e308, -0, 2 ** 31, Number.MAX_SAFE_INTEGER][rng.int(7)];
    case 3:
      return ['', 'rebels-attack', 'rebellion', 'armada-attack', 'PlaceGhost', '💥', 'a'.repeat(300), '__proto__'][rng.int(8)];
    case 4:
      return rng.int(16);
    case 5:
      return 'x';
    case 6:
      return [];
    case 7:
      return Array.from({ length: rng.int(4) }, () => randomJson(rng, depth + 1));
    default: {
      const keys = ['game', 'players', 'options', 'seed', 'sandbox', 'position', 'dice', 'action', 'actionId', 'steps', 'type', 'to', 'ally', 'forceChips', 'expectedVersion', 'idempotencyKey', 'constructor'];
      return Object.fromEntries(Array.from({ length: rng.int(5) }, () => [keys[rng.int(keys.length)], randomJson(rng, depth + 1)]));
    }
  }
}

/** Replaces one leaf of a valid body with random JSON. */
function mutate(rng: SeededRng, body: Record<string, unknown>): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) walk(c, [...path, Array.isArray(v) ? Number(k) : k]);
  };
  walk(copy, []);
  const path = paths[1 + rng.int(paths.length - 1)];
  let target = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]] = randomJson(rng);
  return copy;
}

describe('bad input never breaks the service', () => {
  let t: TestApp;
  let game: { id: string; version: number; seats: { token: string }[] };
  beforeAll(async () => {
    t = await startApp('pglite');
    game = (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201)).body;
  });
  afterAll(async () => {
    await t.close();
  });

  const valid = {
    game: 'rebels-attack',
    players: 2,
    options: { firstSeat: 1, enemies: { 'darth-vader': { strength: 8 } } },
    sandbox: { position: { grid: Array(16).fill('stormtrooper'), stack: [], ghosts: [0, 15], players: [{ forceChips: 1 }] }, dice: [3] },
  };

  it('answers 2xx or a 4xx problem to 300 mutated and random bodies for creating games and submitting actions', async () => {
    const rng = new SeededRng('fuzz');
    const statuses = new Map<number, number>();
    for (let i = 0; i < 300; i++) {
      const creating = i % 2 === 0;
      const body = i % 3 === 0 ? randomJson(rng) : creating ? mutate(rng, valid) : mutate(rng, { action: { type: 'PlaceGhost', position: 0 }, expectedVersion: game.version, idempotencyKey: `k${i}` });
      const req = creating
        ? t.http().post('/v1/games')
        : t.http().post(`/v1/games/${game.id}/actions`).set('Authorization', `Bearer ${game.seats[i % 4 === 1 ? 0 : 1].token}`);
      const res = await req.set('Content-Type', 'application/json').send(JSON.stringify(body));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) throw new Error(`${res.status} for ${JSON.stringify(body)}: ${JSON.stringify(res.body)}`);
      if (res.status >= 400) {
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.body.messages).toEqual({ de: expect.any(String), en: expect.any(String) });
      }
    }
    // The mix must really exercise refusals of several kinds.
    expect([...statuses.keys()].filter((s) => s >= 400).length).toBeGreaterThanOrEqual(2);
  });

  it('answers a problem to odd paths, queries and headers', async () => {
    const probes = [
      t.http().get('/v1/games/%FF'),
      t.http().get(`/v1/games/${game.id}/events?after=-1`),
      t.http().get(`/v1/games/${game.id}/events?limit=1e9`),
      t.http().get(`/v1/games/${game.id}/events?after=abc`),
      t.http().get(`/v1/games/${game.id}`).set('Authorization', 'Basic Zm9vOmJhcg=='),
      t.http().get(`/v1/games/${game.id}`).set('Authorization', 'Bearer '),
      t.http().post('/v1/games').set('Content-Type', 'application/json').send('x'.repeat(2_000_000)),
      t.http().post('/v1/games').set('Content-Type', 'text/plain').send('hello'),
    ];
    for (const res of await Promise.all(probes)) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});
