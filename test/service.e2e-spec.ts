import { readFileSync } from 'node:fs';
import { printServedSchema } from '../src/schema/print-schema.js';
import { startApp, type TestApp } from './support/app.harness.js';

describe('the service surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves exactly the committed GraphQL schema (npm run schema rewrites it)', () => {
    expect(printServedSchema(t.app)).toBe(readFileSync('src/schema.gql', 'utf8'));
  });

  it('documents the REST API as OpenAPI at /docs', async () => {
    const doc = (await t.http().get('/docs-json').expect(200)).body;
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/health',
        '/health/live',
        '/health/ready',
        '/v1/games',
        '/v1/games/{id}',
        '/v1/games/{id}/actions',
        '/v1/games/{id}/events',
        '/v1/games/{id}/legal-actions',
        '/v1/games/{id}/resign',
        '/v1/games/{id}/sandbox/dice',
        '/v1/games/{id}/claim-win',
        '/v1/game-list',
        '/v1/me/games',
        '/v1/games/{id}/board.svg',
        '/v1/games/{id}/board.png',
        '/watch/{id}',
        '/v1/rules/autocomplete',
        '/v1/rules/search',
        '/v1/rules/{game}/{slug}',
        ...['systems', 'units', 'leaders', 'cards'].flatMap((kind) => [`/v1/catalog/rebellion/${kind}`, `/v1/catalog/rebellion/${kind}/{id}`]),
        ...['ships', 'squadrons', 'upgrades', 'objectives', 'damage-cards'].flatMap((kind) => [`/v1/catalog/armada/${kind}`, `/v1/catalog/armada/${kind}/{id}`]),
        ...['fleets/validate', 'maneuvers', 'maneuvers/execute', 'attack-options', 'squadron-reach', 'squadron-moves/check', 'displaced-squadrons/check', 'measure'].map(
          (query) => `/v1/armada/${query}`,
        ),
      ].sort(),
    );
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const html = await t.http().get('/docs').redirects(1).expect(200);
    expect(html.text).toContain('swagger');
  });

  it('serves its own GraphQL explorer: GET /graphql in a browser points to /explorer, whose files all come from this service', async () => {
    const landing = await t.http().get('/graphql').set('Accept', 'text/html').expect(200);
    expect(landing.text).toContain('url=/explorer');
    const page = await t.http().get('/explorer').expect(200);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'self' 'sha256-/);
    // Everything the page loads (the icon is an empty data URL, so the browser asks for no favicon).
    const files = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]).filter((f) => f !== 'data:,');
    expect(files.length).toBe(4);
    for (const file of files) {
      expect(file.startsWith('/explorer/assets/')).toBe(true);
      const res = await t.http().get(file).expect(200);
      expect(Number(res.headers['content-length'])).toBeGreaterThan(10_000);
    }
    const missing = await t.http().get('/explorer/assets/..%2Fpackage.json').expect(404);
    expect(missing.body.code).toBe('ROUTE_NOT_FOUND');
  });
});

describe('health when the database is gone', () => {
  it('answers 503 DATABASE_UNAVAILABLE as problem details', async () => {
    const t = await startApp('pglite');
    const { Database } = await import('../src/database/database.service.js');
    await t.app.get(Database).dataSource.destroy();
    const res = await t.http().get('/health').expect(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', status: 503 });
    await t.close();
  });
});
