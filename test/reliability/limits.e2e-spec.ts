import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { createGame } from '../../bench/reliability/game.driver.js';
import { call } from '../../bench/reliability/http.client.js';
import { ensureBuilt, startService, type ServiceProcess } from '../../bench/reliability/service.process.js';
import { dropSchema, freshSchema } from './support/schema.js';

const postgres = process.env.DATABASE_URL ? ['postgres'] : [];

/**
 * The limits of docs/security.md on the built service in production mode, as an attacker meets
 * them: two instances over one Postgres sharing one Redis, production's defaults but the
 * per-address limit (every client here is 127.0.0.1; RELIABILITY_LIMITS).
 */
describe.each(postgres)('limits on two production instances over one %s and one Redis', () => {
  const schema = freshSchema('limits');
  let services: ServiceProcess[] = [];
  beforeAll(async () => {
    await ensureBuilt();
    const env = { DATABASE_URL: process.env.DATABASE_URL!, HOLOCRON_DB_SCHEMA: schema, REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    services = [await startService(env), await startService(env)];
  }, 300_000);
  afterAll(async () => {
    await Promise.all(services.map((s) => s.stop()));
    await dropSchema(schema);
  });

  const games = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return Number((await client.query(`SELECT count(*)::int AS n FROM ${schema}.games`)).rows[0].n);
    } finally {
      await client.end();
    }
  };

  it('refuses the nested related query cheaply and 1,000 createGame aliases whole', async () => {
    let related = 'title';
    for (let i = 0; i < 7; i++) related = `related { ${related} }`;
    const started = performance.now();
    const deep = await call(services[0].url, 'POST', '/graphql', { body: { query: `{ rule(game: "rebellion", slug: "gefecht") { ${related} } }` } });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(deep.status).toBe(400);
    expect(JSON.stringify(deep.body)).toContain('QUERY_TOO_COMPLEX');

    const before = await games();
    const aliases = Array.from({ length: 1000 }, (_, i) => `g${i}: createGame(input: {game: "rebels-attack", players: 2}) { id }`).join(' ');
    const many = await call(services[1].url, 'POST', '/graphql', { body: { query: `mutation { ${aliases} }` } });
    expect(many.status).toBe(400);
    expect(JSON.stringify(many.body)).toContain('TOO_MANY_MUTATIONS');
    expect(await games()).toBe(before);
  });

  it('limits 600 concurrent requests with one token spread over both instances', async () => {
    const game = await createGame(services[0].url);
    const token = game.seats[0].token;
    const results = await Promise.all(
      Array.from({ length: 600 }, (_, i) => call(services[i % 2].url, 'GET', `/v1/games/${game.id}/legal-actions`, { token })),
    );
    const ok = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 429);
    console.log(`2 instances, 600 concurrent requests with one token: ${ok} served, ${refused.length} refused`);
    expect(ok + refused.length).toBe(600);
    expect(refused.length).toBeGreaterThanOrEqual(300);
    expect(refused.every((r) => (r.body as { code?: string; scope?: string }).code === 'RATE_LIMITED')).toBe(true);
  });

  it('serves at most 20 of 2,000 subscriptions on one unauthenticated connection', async () => {
    const game = await createGame(services[1].url);
    const client = createClient({ url: `${services[1].url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    let served = 0;
    const codes = new Map<string, number>();
    await new Promise<void>((resolve) => {
      const settled = () => served + [...codes.values()].reduce((a, b) => a + b, 0) === 2000 && resolve();
      for (let i = 0; i < 2000; i++) {
        let first = true;
        client.subscribe(
          { query: 'subscription ($id: ID!) { gameUpdated(gameId: $id, after: 0) { seq } }', variables: { id: game.id } },
          {
            next: () => {
              if (first) (first = false), served++, settled();
            },
            error: (e) => {
              const code = (e as { extensions?: { code?: string } }[])[0]?.extensions?.code ?? 'unknown';
              codes.set(code, (codes.get(code) ?? 0) + 1);
              settled();
            },
            complete: () => undefined,
          },
        );
      }
    });
    await client.dispose();
    expect(served).toBe(20);
    expect(Object.fromEntries(codes)).toEqual({ TOO_MANY_SUBSCRIPTIONS: 1980 });
  });
});
