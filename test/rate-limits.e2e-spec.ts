import { randomBytes } from 'node:crypto';
import type { Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import { configFromEnv } from '../src/config/holocron.config.js';
import { LIMIT_DEFAULTS } from '../src/limits/limits.config.js';
import { MemoryRateLimiter, RedisRateLimiter } from '../src/limits/rate-limiter.js';
import { startApp, TEST_RATE_PREFIX, testLimits, type TestApp } from './support/app.harness.js';
import { burst } from './support/burst.client.js';
import { wsClient } from './support/graphql.client.js';

/** The shared-limit tests need Redis; this machine (and CI) runs one at 127.0.0.1:6379, and .ci/run names it in REDIS_URL. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

type Res = { status: number; headers: Record<string, string>; body: { code?: string; scope?: string; retryAfter?: number; messages?: { de: string; en: string } } };

function expect429(res: Res, scope: 'ip' | 'token') {
  expect(res.status).toBe(429);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.body).toMatchObject({ code: 'RATE_LIMITED', status: 429, scope });
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(res.body.retryAfter).toBe(Number(res.headers['retry-after']));
  expect(res.headers['ratelimit-remaining']).toBe('0');
  expect(Number(res.headers['ratelimit-limit'])).toBeGreaterThan(0);
  expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThanOrEqual(0);
  expect(res.body.messages!.de).not.toBe(res.body.messages!.en);
}

// Rate limits sit in front of the database, so PGlite is enough; Redis is the store that matters here.
describe('rate limits', () => {
  it('has the documented production defaults', () => {
    expect(LIMIT_DEFAULTS.rate).toEqual({
      token: { limit: 100, periodMs: 400 },
      tokenConcurrency: 64,
      ip: { limit: 600, periodMs: 1000 },
      subscriptionsPerConnection: 20,
      redisUrl: null,
      redisPrefix: 'holocron:rate:',
    });
    expect(configFromEnv({}).limits.rate).toEqual(LIMIT_DEFAULTS.rate);
    expect(configFromEnv({ HOLOCRON_RATE_LIMIT_TOKEN: '30/1m', REDIS_URL: 'redis://cache:6379' }).limits.rate).toMatchObject({
      token: { limit: 30, periodMs: 60_000 },
      redisUrl: 'redis://cache:6379',
    });
    expect(() => configFromEnv({ HOLOCRON_RATE_LIMIT_IP: 'lots' })).toThrow(/HOLOCRON_RATE_LIMIT_IP must look like 300\/10s/);
    // Tests differ from production only in the per-address limit.
    expect({ ...testLimits().rate, ip: LIMIT_DEFAULTS.rate.ip, redisUrl: null, redisPrefix: LIMIT_DEFAULTS.rate.redisPrefix }).toEqual(LIMIT_DEFAULTS.rate);
  });

  it('lets a burst of `limit` through at once and then `limit` per period, in memory', () => {
    const limiter = new MemoryRateLimiter();
    const policy = { limit: 5, periodMs: 1000 };
    const at = (now: number) => limiter.takeNow('k', policy, now);
    expect([1, 2, 3, 4, 5].map(() => at(0).allowed)).toEqual([true, true, true, true, true]);
    const refused = at(0);
    expect(refused).toMatchObject({ allowed: false, remaining: 0, limit: 5, retryAfterMs: 200 });
    expect(at(199).allowed).toBe(false);
    expect(at(200)).toMatchObject({ allowed: true, remaining: 0 });
    expect(at(1400)).toMatchObject({ allowed: true, remaining: 4 - 0 });
  });

  it('counts in memory while Redis does not answer, and still limits', async () => {
    const limiter = new RedisRateLimiter('redis://127.0.0.1:1', TEST_RATE_PREFIX);
    try {
      const policy = { limit: 3, periodMs: 60_000 };
      const results = [];
      for (let i = 0; i < 4; i++) results.push((await limiter.take('down', policy)).allowed);
      expect(results).toEqual([true, true, true, false]);
    } finally {
      await limiter.close();
    }
  });

  describe('on one instance with production defaults (per-address limit raised for tests)', () => {
    let t: TestApp;
    let game: { id: string; seats: { token: string }[] };
    beforeAll(async () => {
      t = await startApp('pglite');
      game = (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201)).body;
    });
    afterAll(async () => {
      await t.close();
    });

    it('sends the RateLimit headers of the tighter limit, and none on the probes', async () => {
      const anonymous = await t.http().get('/v1/games').expect(200);
      expect(anonymous.headers['ratelimit-limit']).toBe('1000000');
      const seat = await t.http().get(`/v1/games/${game.id}`).set('Authorization', `Bearer ${game.seats[1].token}`).expect(200);
      expect(seat.headers['ratelimit-limit']).toBe('100');
      expect(Number(seat.headers['ratelimit-remaining'])).toBeLessThan(100);
      expect(seat.headers['ratelimit-reset']).toMatch(/^\d+$/);
      const live = await t.http().get('/health/live').expect(200);
      expect(live.headers['ratelimit-limit']).toBeUndefined();
    });

    it('limits 600 concurrent requests with one token', async () => {
      const token = game.seats[0].token;
      const results = await burst(`${t.url}/v1/games/${game.id}/legal-actions`, `Bearer ${token}`, 600);
      const ok = results.filter((r) => r.status === 200).length;
      const limited = results.filter((r) => r.status === 429);
      const seconds = Math.max(...results.map((r) => r.ms)) / 1000;
      console.log(`600 concurrent requests with one token: ${ok} served, ${limited.length} refused in ${seconds.toFixed(2)} s`);
      expect(ok + limited.length).toBe(600);
      expect(ok).toBeGreaterThanOrEqual(64);
      // Production's token limit is 100 per 400 ms: a burst of 100, then 250 a second for as long as
      // the requests kept arriving (at most until the last answer), however slow the machine is.
      const bucket = 100 + Math.ceil(250 * seconds) + 1;
      expect(ok).toBeLessThanOrEqual(bucket);
      // So at least the rest is refused. A machine that serves this route slower than 250 a second
      // never empties the bucket and refuses none (CI saw 600 served in 4.2 s once); the limits'
      // own two-instance test below refuses over HTTP whatever the machine's speed.
      expect(limited.length).toBeGreaterThanOrEqual(600 - bucket);
      for (const refused of limited.slice(0, 3)) expect429(refused as unknown as Res, 'token');
      // Another seat of the same game is not affected.
      await t.http().get(`/v1/games/${game.id}`).set('Authorization', `Bearer ${game.seats[1].token}`).expect(200);
    });

    it('serves at most 20 of 2,000 subscriptions on one unauthenticated connection', async () => {
      const client: Client = wsClient(t);
      let served = 0;
      const codes: string[] = [];
      const stops: (() => void)[] = [];
      await new Promise<void>((resolve) => {
        const settled = () => {
          if (codes.length + served === 2000) resolve();
        };
        for (let i = 0; i < 2000; i++) {
          let first = true;
          stops.push(
            client.subscribe(
              { query: 'subscription ($id: ID!) { gameUpdated(gameId: $id, after: 0) { seq } }', variables: { id: game.id } },
              {
                next: () => {
                  if (first) (first = false), served++, settled();
                },
                error: (e) => {
                  codes.push((e as { extensions?: { code?: string } }[])[0]?.extensions?.code ?? 'unknown');
                  settled();
                },
                complete: () => undefined,
              },
            ),
          );
        }
      });
      expect(served).toBe(20);
      expect(codes).toHaveLength(1980);
      expect(new Set(codes)).toEqual(new Set(['TOO_MANY_SUBSCRIPTIONS']));
      for (const stop of stops) stop();
      await client.dispose();
    });
  });

  describe('two instances sharing one Redis', () => {
    let a: TestApp;
    let b: TestApp;
    const prefix = `${TEST_RATE_PREFIX}shared:${randomBytes(4).toString('hex')}:`;
    beforeAll(async () => {
      // Tight limits, so the test is exact: 10 at once per token, 40 per address, nothing refilled within the test.
      const limits = testLimits();
      const shared = {
        ...limits,
        rate: {
          ...limits.rate,
          token: { limit: 10, periodMs: 600_000 },
          ip: { limit: 40, periodMs: 600_000 },
          redisUrl: REDIS_URL,
          redisPrefix: prefix,
        },
      };
      [a, b] = await Promise.all([startApp('pglite', { limits: shared }), startApp('pglite', { limits: shared })]);
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });

    it('counts one token across both instances, on REST and GraphQL', async () => {
      const auth = { Authorization: 'Bearer shared-token-of-a-bot' };
      for (let i = 0; i < 6; i++) expect((await a.http().get('/v1/games').set(auth)).status).toBe(200);
      const onB = [];
      for (let i = 0; i < 6; i++) onB.push((await b.http().post('/graphql').set(auth).send({ query: '{ games { id } }' })) as unknown as Res);
      expect(onB.map((r) => r.status)).toEqual([200, 200, 200, 200, 429, 429]);
      expect429(onB[4], 'token');
      expect(onB[4].headers['ratelimit-limit']).toBe('10');
      expect((await a.http().get('/v1/games').set(auth)).status).toBe(429);
    });

    it('counts one address across both instances, and closes its graphql-ws connections beyond it', async () => {
      // 40 per address: the test above used 13; use up the rest without a token, half on each instance.
      let used = 13;
      while (used < 40) {
        const target = used % 2 === 0 ? a : b;
        expect((await target.http().get('/v1/games')).status).toBe(200);
        used++;
      }
      expect429((await a.http().get('/v1/games')) as unknown as Res, 'ip');
      expect429((await b.http().get('/v1/games')) as unknown as Res, 'ip');
      const client = wsClient(b);
      const closed = await new Promise<{ code: number }>((resolve) => {
        client.on('closed', (event) => resolve(event as { code: number }));
        client.subscribe({ query: '{ __typename }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
      });
      expect(closed.code).toBe(4429);
      await client.dispose();
    });
  });
});
