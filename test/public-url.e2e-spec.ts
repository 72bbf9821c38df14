import { configFromEnv } from '../src/config/holocron.config.js';
import { gql } from './support/graphql.client.js';
import { startApp, type TestApp } from './support/app.harness.js';

const EVIL = 'evil.example';
const LONG_ENTRY = '/v1/rules/rebellion/anhang-vollstaendiger-spielaufbau';

/** Every GET route of the service with real parameters, read from Express's router. */
function getRoutes(t: TestApp, gameId: string): string[] {
  const express = t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } };
  const real: Record<string, string> = { id: gameId, game: 'rebellion', slug: 'anhang-vollstaendiger-spielaufbau' };
  return express.router.stack
    .filter((l) => l.route?.methods.get)
    .map((l) => l.route!.path.replace(/:(\w+)/g, (_, name: string) => real[name] ?? 'x'));
}

/** The service's JSON log lines while started; `access(id)` is the access line of one request. */
function captureStdout() {
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  return {
    start() {
      process.stdout.write = ((chunk: string | Uint8Array) => {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        return true;
      }) as typeof process.stdout.write;
    },
    stop() {
      process.stdout.write = write;
    },
    async access(requestId: string): Promise<Record<string, unknown> | undefined> {
      // The access line is written when the response has been sent.
      await new Promise((r) => setTimeout(r, 50));
      return lines
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((e) => e.context === 'Access' && e.requestId === requestId);
    },
  };
}

/**
 * Issue 10, "Host header injection": the Discord answer's "Weiterlesen" link
 * was built from the Host header, so `Host: evil.example` put a link to the
 * attacker's site into an answer a bot posts. Links now come from the
 * configured public URL; X-Forwarded-* count only behind a configured proxy.
 */
describe('links and the Host header', () => {
  describe('with the default settings', () => {
    let t: TestApp;
    let gameId: string;
    const log = captureStdout();
    beforeAll(async () => {
      t = await startApp('pglite', { logFormat: 'json' }, ['log']);
      log.start();
      gameId = (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201)).body.id;
    });
    afterAll(async () => {
      log.stop();
      await t.close();
    });

    it('never puts a Host or X-Forwarded-Host into any answer', async () => {
      const paths = [...getRoutes(t, gameId), `${LONG_ENTRY}?format=markdown`, `${LONG_ENTRY}?format=markdown&part=2`];
      expect(paths.length).toBeGreaterThan(25);
      for (const path of paths) {
        const res = await t.http().get(path).set('Host', EVIL).set('X-Forwarded-Host', EVIL).set('X-Forwarded-Proto', 'gopher');
        const seen = `${path} ${res.status} ${JSON.stringify(res.headers)} ${res.text}`;
        expect([path, seen.includes(EVIL), seen.includes('gopher:')]).toEqual([path, false, false]);
      }
      const answer = await gql<{ rule: { answer: { text: string } } }>(t, '{ rule(game: "rebellion", slug: "anhang-vollstaendiger-spielaufbau") { answer { text } } }');
      expect(answer.data.rule.answer.text).toContain(`<http://localhost:3000${LONG_ENTRY}?format=markdown&part=2>`);
    });

    it('links the next part at the documented default public URL', async () => {
      const res = await t.http().get(LONG_ENTRY).query({ format: 'markdown' }).set('Host', EVIL).expect(200);
      expect(res.text).toContain(`… Weiterlesen (2/`);
      expect(res.text).toContain(`<http://localhost:3000${LONG_ENTRY}?format=markdown&part=2>`);
      expect(res.headers.link).toBe(`<http://localhost:3000${LONG_ENTRY}?format=markdown&part=2>; rel="next"`);
    });

    it('ignores X-Forwarded-For: no proxy is trusted', async () => {
      const res = await t.http().get('/v1/games').set('X-Forwarded-For', '203.0.113.9').expect(200);
      expect(await log.access(res.headers['x-request-id'])).toMatchObject({ ip: expect.stringMatching(/127\.0\.0\.1/) });
    });
  });

  describe('with a public URL behind a trusted proxy', () => {
    let t: TestApp;
    const log = captureStdout();
    beforeAll(async () => {
      t = await startApp('pglite', { publicUrl: 'https://holocron.example/api', trustProxy: 'loopback', logFormat: 'json' }, ['log']);
      log.start();
    });
    afterAll(async () => {
      log.stop();
      await t.close();
    });

    it('links under the public URL, whatever Host and X-Forwarded-Host say', async () => {
      const res = await t.http().get(LONG_ENTRY).query({ format: 'markdown' }).set('Host', EVIL).set('X-Forwarded-Host', EVIL).expect(200);
      expect(res.text).toContain(`<https://holocron.example/api${LONG_ENTRY}?format=markdown&part=2>`);
      expect(res.text + JSON.stringify(res.headers)).not.toContain(EVIL);
    });

    it("takes the client's address from X-Forwarded-For sent by the trusted proxy", async () => {
      const res = await t.http().get('/v1/games').set('X-Forwarded-For', '203.0.113.9').expect(200);
      expect(await log.access(res.headers['x-request-id'])).toMatchObject({ ip: '203.0.113.9' });
    });
  });

  it('reads and checks the settings', () => {
    expect(configFromEnv({})).toMatchObject({ publicUrl: 'http://localhost:3000', trustProxy: false });
    expect(configFromEnv({ PORT: '8080' })).toMatchObject({ publicUrl: 'http://localhost:8080' });
    expect(configFromEnv({ HOLOCRON_PUBLIC_URL: 'https://holocron.example/', HOLOCRON_TRUST_PROXY: '10.0.0.0/8, loopback' })).toMatchObject({
      publicUrl: 'https://holocron.example',
      trustProxy: '10.0.0.0/8, loopback',
    });
    expect(configFromEnv({ HOLOCRON_TRUST_PROXY: '1' })).toMatchObject({ trustProxy: 1 });
    expect(() => configFromEnv({ HOLOCRON_PUBLIC_URL: 'holocron.example' })).toThrow('HOLOCRON_PUBLIC_URL');
    expect(() => configFromEnv({ HOLOCRON_PUBLIC_URL: 'https://holocron.example/?x=1' })).toThrow('HOLOCRON_PUBLIC_URL');
    expect(() => configFromEnv({ HOLOCRON_TRUST_PROXY: 'everyone please' })).toThrow('HOLOCRON_TRUST_PROXY');
  });
});
