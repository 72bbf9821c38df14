import { getIntrospectionQuery } from 'graphql';
import { LIMIT_DEFAULTS } from '../src/limits/limits.config.js';
import { Database } from '../src/database/database.service.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';
import { wsClient } from './support/graphql.client.js';

type GqlError = { message: string; extensions: { code: string; status: number; messages: { de: string; en: string }; limit?: number; actual?: number } };

/** `rule { related { related … } }`, `levels` deep in related. */
function relatedChain(levels: number): string {
  let inner = 'title';
  for (let i = 0; i < levels; i++) inner = `related { ${inner} }`;
  return `{ rule(game: "rebellion", slug: "gefecht") { ${inner} } }`;
}

describe.each(backends())('GraphQL and body limits on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: unknown) => t.http().post('/graphql').send(body as object);

  function expectRefused(res: { status: number; body: { data?: unknown; errors?: GqlError[] } }, code: string) {
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    const error = res.body.errors![0];
    expect(error.extensions).toMatchObject({ code, status: 400 });
    expect(error.extensions.messages.de).not.toBe(error.extensions.messages.en);
    expect(error.extensions.messages.de).toMatch(/docs\/security\.md|erlaubt/);
    return error;
  }

  const gamesCount = async () => Number((await t.app.get(Database).dataSource.query('SELECT count(*)::int AS n FROM games'))[0].n);

  it('has the documented defaults', () => {
    const { graphql, bodyBytes, jsonDepth } = LIMIT_DEFAULTS;
    expect({ graphql, bodyBytes, jsonDepth }).toEqual({
      graphql: { maxDepth: 12, maxAliases: 50, maxComplexity: 5000, listSize: 10, maxMutations: 5, maxTokens: 50_000 },
      bodyBytes: 102_400,
      jsonDepth: 64,
    });
  });

  it.each([
    ['graphql-js defaults (nine ofType levels)', getIntrospectionQuery()],
    [
      'every option on',
      getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true, oneOf: true }),
    ],
  ])('answers the standard introspection query (%s)', async (_, query) => {
    const res = await post({ query, operationName: 'IntrospectionQuery' });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.types.length).toBeGreaterThan(50);
  });

  it('refuses introspection that recurses through fields and types', async () => {
    const res = await post({ query: '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }' });
    expectRefused(res, 'QUERY_TOO_DEEP');
  });

  it('refuses the 150-byte related chain (7 deep) cheaply, before resolving anything', async () => {
    const query = relatedChain(7);
    expect(query.length).toBeLessThan(160);
    const started = Date.now();
    const res = await post({ query });
    const error = expectRefused(res, 'QUERY_TOO_COMPLEX');
    expect(error.extensions.limit).toBe(5000);
    expect(error.extensions.actual).toBeGreaterThan(5000);
    expect(res.text.length).toBeLessThan(2000);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('still answers a related chain within the budget', async () => {
    const res = await post({ query: relatedChain(2) });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.rule.related.length).toBeGreaterThan(0);
  });

  it('refuses a query nested deeper than 12 fields', async () => {
    // Single objects only (parent of parent …), so only the depth rule can refuse it.
    let inner = 'title';
    for (let i = 0; i < 12; i++) inner = `parent { ${inner} }`;
    const res = await post({ query: `{ rule(game: "rebellion", slug: "gefecht") { ${inner} } }` });
    const error = expectRefused(res, 'QUERY_TOO_DEEP');
    expect(error.extensions).toMatchObject({ limit: 12, actual: 14 });
  });

  it('costs list fields by their limit argument, variables included', async () => {
    const game = (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201)).body;
    const query = 'query ($id: ID!, $limit: Int!) { gameEvents(gameId: $id, limit: $limit) { events { seq } } }';
    const ok = await post({ query, variables: { id: game.id, limit: 100 } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.gameEvents.events.length).toBeGreaterThan(0);
    const tooMany = await post({ query, variables: { id: game.id, limit: 6000 } });
    expect(expectRefused(tooMany, 'QUERY_TOO_COMPLEX').extensions.actual).toBe(6001);
  });

  it('refuses a query text nested 15,000 deep with a 400, not a crash', async () => {
    const res = await post({ query: '{games' + '{id'.repeat(15_000) + '}'.repeat(15_001) });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.status).toBe(400);
  });

  it('refuses more than 50 aliases', async () => {
    const fields = Array.from({ length: 51 }, (_, i) => `a${i}: games { id }`).join(' ');
    const error = expectRefused(await post({ query: `{ ${fields} }` }), 'TOO_MANY_ALIASES');
    expect(error.extensions).toMatchObject({ limit: 50, actual: 51 });
  });

  it('creates zero games for 1,000 createGame aliases', async () => {
    const before = await gamesCount();
    const fields = Array.from({ length: 1000 }, (_, i) => `g${i}: createGame(input: {game: "rebels-attack", players: 2}) { id }`).join(' ');
    const res = await post({ query: `mutation { ${fields} }` });
    expect(res.status).toBe(400);
    const codes = (res.body.errors as GqlError[]).map((e) => e.extensions.code);
    expect(codes).toEqual(expect.arrayContaining(['TOO_MANY_ALIASES', 'TOO_MANY_MUTATIONS']));
    expect(await gamesCount()).toBe(before);
  });

  it('runs 5 mutations in one request and refuses 6', async () => {
    const mutation = (n: number) =>
      `mutation { ${Array.from({ length: n }, (_, i) => `g${i}: createGame(input: {game: "rebels-attack", players: 2}) { id }`).join(' ')} }`;
    const before = await gamesCount();
    const six = expectRefused(await post({ query: mutation(6) }), 'TOO_MANY_MUTATIONS');
    expect(six.extensions).toMatchObject({ limit: 5, actual: 6 });
    expect(await gamesCount()).toBe(before);
    const five = await post({ query: mutation(5) });
    expect(five.status).toBe(200);
    expect(Object.keys(five.body.data)).toHaveLength(5);
    expect(await gamesCount()).toBe(before + 5);
  });

  it('refuses a subscription over graphql-ws that breaks a limit, with the same code', async () => {
    const client = wsClient(t);
    const fields = Array.from({ length: 51 }, (_, i) => `a${i}: gameUpdated(gameId: "00000000-0000-0000-0000-000000000000") { seq }`).join(' ');
    const errors = await new Promise<GqlError[]>((resolve, reject) => {
      client.subscribe(
        { query: `subscription { ${fields} }` },
        { next: () => reject(new Error('served')), error: (e) => (Array.isArray(e) ? resolve(e as GqlError[]) : reject(e)), complete: () => reject(new Error('completed')) },
      );
    });
    const limit = errors.find((e) => e.extensions?.code === 'TOO_MANY_ALIASES');
    expect(limit?.extensions).toMatchObject({ status: 400, limit: 50, actual: 51 });
    await client.dispose();
  });

  it('refuses a body larger than the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, seed: 'x'.repeat(110_000) });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413, limit: 102_400 });
    const gql = await post({ query: `{ games { id } }`, variables: { pad: 'x'.repeat(110_000) } });
    expect(gql.status).toBe(413);
  });

  it.each([
    ['options of a new game', '/v1/games', (deep: string) => `{"game":"rebels-attack","players":2,"options":${deep}}`],
    ['a sandbox position', '/v1/games', (deep: string) => `{"game":"rebels-attack","players":2,"sandbox":{"position":${deep}}}`],
    ['an action', '/v1/games/00000000-0000-0000-0000-000000000000/actions', (deep: string) => `{"action":${deep}}`],
    ['GraphQL variables', '/graphql', (deep: string) => `{"query":"query ($o: JSON) { games { id } }","variables":{"o":${deep}}}`],
  ])('refuses JSON nested 10,000 deep in %s with 400 JSON_TOO_DEEP', async (_, path, body) => {
    // Sent as text: the client's own JSON.stringify would overflow its stack on such an object.
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const res = await t.http().post(path).set('Content-Type', 'application/json').send(body(deep));
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'JSON_TOO_DEEP', status: 400, limit: 64, maxDepth: 64 });
  });

  it('refuses an input value written into the query nested deeper than the JSON limit', async () => {
    const deep = (n: number) => '{a: '.repeat(n) + '1' + '}'.repeat(n);
    const query = (n: number) => `mutation { createGame(input: {game: "rebels-attack", players: 2, options: ${deep(n)}}) { id } }`;
    const tooDeep = await post({ query: query(1000) });
    expect(expectRefused(tooDeep, 'JSON_TOO_DEEP').extensions.limit).toBe(64);
    // Within the limit it reaches the game's own option checks (a coded 400 of its own, not a crash).
    const fits = await post({ query: query(63) });
    expect(fits.status).toBe(200);
    expect(fits.body.errors[0].extensions.status).toBe(400);
  });

  it('accepts JSON exactly as deep as allowed and counts brackets inside strings as text', async () => {
    // The body is depth 1, options 2, so 62 more levels reach 64 exactly.
    let options: unknown = { s: '[[[[{{{{'.repeat(100) };
    for (let i = 0; i < 62; i++) options = { a: options };
    const res = await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, options });
    expect(res.status).not.toBe(500);
    expect(res.body.code).not.toBe('JSON_TOO_DEEP');
    const over = await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, options: { a: options } });
    expect(over.body.code).toBe('JSON_TOO_DEEP');
  });
});
