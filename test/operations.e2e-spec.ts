import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import request from 'supertest';
import { configFromEnv } from '../src/config/holocron.config.js';
import { Database } from '../src/database/database.service.js';
import { EventStore } from '../src/event-store/event-store.service.js';
import { VersionConflictError } from '../src/event-store/event-store.types.js';
import { MetricsServer } from '../src/metrics/metrics.server.js';
import { ensureBuilt, startService } from '../bench/reliability/service.process.js';
import { Subscriber } from '../bench/reliability/subscriber.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';

/** The value of one sample in Prometheus text format, or undefined if absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(backends())('operating the service on %s', (backend) => {
  let t: TestApp;
  let metricsUrl: string;
  beforeAll(async () => {
    t = await startApp(backend, { metricsPort: 0, metricsHost: '127.0.0.1' });
    metricsUrl = `http://127.0.0.1:${t.app.get(MetricsServer).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives every response a request id, keeping a well-formed one the client sent', async () => {
    const fresh = await t.http().get('/v1/games').expect(200);
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.http().get('/v1/games').set('X-Request-Id', 'bot-7.turn-12').expect(200);
    expect(kept.headers['x-request-id']).toBe('bot-7.turn-12');
    const replaced = await t.http().get('/v1/games').set('X-Request-Id', 'x'.repeat(200)).expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lets browsers call from any origin by default, without credentials, and read the headers a client needs', async () => {
    const preflight = await t
      .http()
      .options('/v1/games')
      .set('Origin', 'https://table.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type,idempotency-key')
      .expect(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toBe('Authorization,Content-Type,Idempotency-Key,X-Request-Id');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const get = await t.http().get('/v1/games').set('Origin', 'https://table.example').expect(200);
    expect(get.headers['access-control-expose-headers']).toContain('X-Request-Id');
    expect(get.headers['access-control-expose-headers']).toContain('Retry-After');
  });

  it('tells liveness from readiness: ready needs the database, every migration and the glossary', async () => {
    expect((await t.http().get('/health/live').expect(200)).body).toMatchObject({ status: 'ok' });
    const ready = await t.http().get('/health/ready').expect(200);
    expect(ready.headers['cache-control']).toContain('no-store');
    expect(ready.body).toMatchObject({
      status: 'ok',
      details: {
        database: { status: 'up', kind: backend },
        migrations: { status: 'up' },
        glossary: { status: 'up', entries: 217 },
        liveUpdates: { status: 'up' },
      },
    });

    const db = t.app.get(Database);
    const [last] = (await db.dataSource.query('SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1')) as {
      id: number;
      timestamp: string;
      name: string;
    }[];
    await db.dataSource.query('DELETE FROM migrations WHERE id = $1', [last.id]);
    try {
      const missing = await t.http().get('/health/ready').expect(503);
      expect(missing.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(missing.body).toMatchObject({
        code: 'NOT_READY',
        messages: { de: expect.any(String), en: expect.any(String) },
        checks: { status: 'error', error: { migrations: { status: 'down', pending: [last.name] } } },
      });
      await t.http().get('/health/live').expect(200);
    } finally {
      await db.dataSource.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [last.id, last.timestamp, last.name]);
    }
    await t.http().get('/health/ready').expect(200);
  });

  it('serves Prometheus metrics on their own port only: requests by route and status, latency, appends, conflicts, subscriptions, rule searches', async () => {
    await request(t.url).get('/metrics').expect(404);
    const game = (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201)).body;
    const auth = { Authorization: `Bearer ${game.seats[0].token}` };
    const subscriber = new Subscriber(t.url, game.id);
    await subscriber.reach(game.version);
    const before = (await request(metricsUrl).get('/metrics').expect(200)).text;
    expect(sample(before, 'holocron_subscriptions_open')).toBe(1);

    await t.http().post(`/v1/games/${game.id}/actions`).set(auth).send({ action: { type: 'PlaceGhost', position: 0 }, expectedVersion: game.version }).expect(200);
    await t.http().post(`/v1/games/${game.id}/actions`).set(auth).send({ action: { type: 'PlaceGhost', position: 3 }, expectedVersion: game.version }).expect(409);
    await t.http().get(`/v1/games/${game.id}`).expect(200);
    await t.http().get('/v1/rules/search?q=Rueckzug').expect(200);
    await t.http().get('/v1/rules/autocomplete?q=todes').expect(200);
    await t.http().post('/graphql').send({ query: '{ games { id } }' }).expect(200);
    await t.http().get(`/v1/no-such-thing/${game.id}`).expect(404);
    await subscriber.reach(game.version + 1);
    await subscriber.close();
    await new Promise((r) => setTimeout(r, 100));

    const res = await request(metricsUrl).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const m = res.text;
    expect(sample(m, 'holocron_http_requests_total{method="POST",route="/v1/games",status="201"}')).toBe(1);
    expect(sample(m, 'holocron_http_requests_total{method="POST",route="/v1/games/:id/actions",status="200"}')).toBe(1);
    expect(sample(m, 'holocron_http_requests_total{method="POST",route="/v1/games/:id/actions",status="409"}')).toBe(1);
    expect(sample(m, 'holocron_http_requests_total{method="GET",route="/metrics",status="404"}')).toBeUndefined();
    expect(sample(m, 'holocron_http_requests_total{method="POST",route="/graphql",status="200"}')).toBe(1);
    // The unknown path, and /metrics asked on the API port.
    expect(sample(m, 'holocron_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(2);
    expect(m).not.toContain(game.id);
    expect(sample(m, 'holocron_http_request_duration_seconds_count{method="GET",route="/v1/games/:id",status="200"}')).toBe(1);
    expect(sample(m, 'holocron_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/v1/games/:id",status="200"}')).toBe(1);
    expect(sample(m, 'holocron_games_created_total')).toBe(1);
    expect(sample(m, 'holocron_appends_total')).toBe(1);
    expect(sample(m, 'holocron_events_appended_total')).toBe(game.version + 1);
    expect(sample(m, 'holocron_version_conflicts_total')).toBe(0);
    expect(sample(m, 'holocron_subscriptions_open')).toBe(0);
    expect(sample(m, 'holocron_rule_searches_total{kind="search"}')).toBe(1);
    expect(sample(m, 'holocron_rule_searches_total{kind="autocomplete"}')).toBe(1);
    expect(sample(m, 'holocron_rule_search_duration_seconds_count{kind="search"}')).toBe(1);
    expect(sample(m, 'holocron_listen_connected')).toBe(1);
    // PGlite's WebAssembly memory, read at scrape time; 128 MiB is the floor its module declares (docs/operations.md, PGlite's memory).
    if (backend === 'pglite') expect(sample(m, 'holocron_pglite_memory_bytes')).toBeGreaterThanOrEqual(128 * 1024 * 1024);
    else expect(m).not.toContain('holocron_pglite_memory_bytes');
    expect(m).toContain('process_resident_memory_bytes');
  });

  it('counts an append that loses a race as a version conflict', async () => {
    const game = (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201)).body;
    const store = t.app.get(EventStore);
    const event = { type: 'Probe', payload: {}, visibility: { kind: 'public' as const } };
    const m0 = sample((await request(metricsUrl).get('/metrics').expect(200)).text, 'holocron_version_conflicts_total')!;
    await store.append(game.id, game.version, [event], { status: 'active', diceUsed: 0 });
    await expect(store.append(game.id, game.version, [event], { status: 'active', diceUsed: 0 })).rejects.toBeInstanceOf(VersionConflictError);
    const m1 = sample((await request(metricsUrl).get('/metrics').expect(200)).text, 'holocron_version_conflicts_total');
    expect(m1).toBe(m0 + 1);
  });

  it('reports the database gone: readiness 503, liveness still 200', async () => {
    await t.app.get(Database).dataSource.destroy();
    const ready = await t.http().get('/health/ready').expect(503);
    expect(ready.body).toMatchObject({ code: 'NOT_READY', checks: { error: { database: { status: 'down' } } } });
    await t.http().get('/health/live').expect(200);
  });
});

describe('the service in production', () => {
  beforeAll(ensureBuilt, 300_000);

  it('logs JSON lines without colours, with request ids and an access line per request; serves the origins it is told; passes its Dockerfile HEALTHCHECK', async () => {
    const service = await startService({
      DATABASE_URL: '',
      HOLOCRON_DATA_DIR: 'memory://',
      HOLOCRON_CORS_ORIGINS: 'https://table.example, https://bot.example',
    });
    try {
      const res = await request(service.url).get('/v1/games').set('Origin', 'https://table.example').expect(200);
      expect(res.headers['access-control-allow-origin']).toBe('https://table.example');
      const foreign = await request(service.url).get('/v1/games').set('Origin', 'https://evil.example').expect(200);
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();

      const healthcheck = /^HEALTHCHECK .*CMD \["node", "-e", (".*")\]$/m.exec(readFileSync('Dockerfile', 'utf8'));
      expect(healthcheck).not.toBeNull();
      const script = JSON.parse(healthcheck![1]) as string;
      const port = new URL(service.url).port;
      await promisify(execFile)(process.execPath, ['-e', script], { env: { ...process.env, PORT: port } });

      await new Promise((r) => setTimeout(r, 200));
      const lines = service.output().trim().split('\n');
      expect(service.output()).not.toContain('\u001b[');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const access = entries.find((e) => e.context === 'Access' && e.requestId === res.headers['x-request-id']);
      expect(access).toMatchObject({ level: 'log', message: 'request', method: 'GET', route: '/v1/games', status: 200 });
      expect(entries.find((e) => e.context === 'Access' && e.route === '/health/ready')).toMatchObject({ status: 200 });
    } finally {
      await service.stop();
    }
    const dead = promisify(execFile)(process.execPath, ['-e', JSON.parse(/^HEALTHCHECK .*CMD \["node", "-e", (".*")\]$/m.exec(readFileSync('Dockerfile', 'utf8'))![1]) as string], {
      env: { ...process.env, PORT: new URL(service.url).port },
    });
    await expect(dead).rejects.toMatchObject({ code: 1 });
  });

  it('reads its operations settings from the environment and refuses bad ones', () => {
    expect(configFromEnv({})).toMatchObject({ metricsPort: null, logFormat: 'text', accessLog: true, corsOrigins: '*' });
    expect(configFromEnv({ NODE_ENV: 'production', HOLOCRON_METRICS_PORT: '9464', HOLOCRON_CORS_ORIGINS: 'off' })).toMatchObject({
      metricsPort: 9464,
      logFormat: 'json',
      corsOrigins: null,
    });
    expect(() => configFromEnv({ HOLOCRON_CORS_ORIGINS: 'table.example' })).toThrow('HOLOCRON_CORS_ORIGINS');
    expect(() => configFromEnv({ HOLOCRON_METRICS_PORT: 'yes' })).toThrow('HOLOCRON_METRICS_PORT');
    expect(() => configFromEnv({ HOLOCRON_LOG_FORMAT: 'pretty' })).toThrow('HOLOCRON_LOG_FORMAT');
  });
});
