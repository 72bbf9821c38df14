import net from 'node:net';
import { backends, startApp, type TestApp } from './support/app.harness.js';

/** `{"a":{"a":…}}` `depth` levels deep, as text: building it as an object and stringifying would overflow first. */
function deepJson(depth: number, leaf = '1'): string {
  return '{"a":'.repeat(depth) + leaf + '}'.repeat(depth);
}

/**
 * Issue 10, "5xx on bad input": each of these answered 500 (a NUL byte the
 * database refused, an int4 overflow, class-transformer's recursion). Each must
 * be a coded 400 problem, over REST and GraphQL, on both databases.
 */
describe.each(backends())('bad input on %s is a coded 400', (backend) => {
  let t: TestApp;
  let game: { id: string; version: number; seats: { token: string }[] };
  beforeAll(async () => {
    t = await startApp(backend);
    game = (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201)).body;
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (i = 0) => ({ Authorization: `Bearer ${game.seats[i].token}` });

  async function problem(res: { status: number; headers: Record<string, string>; body: Record<string, unknown> }, code: string) {
    expect([res.status, res.body.code]).toEqual([400, code]);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.messages).toEqual({ de: expect.any(String), en: expect.any(String) });
  }

  async function gqlProblem(query: string, variables: Record<string, unknown>, code: string | RegExp, token?: string) {
    const req = t.http().post('/graphql').send({ query, variables });
    if (token) req.set('Authorization', `Bearer ${token}`);
    const res = await req;
    expect(res.status).toBeLessThan(500);
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: typeof code === 'string' ? code : expect.stringMatching(code), status: 400, messages: { de: expect.any(String), en: expect.any(String) } });
  }

  const submitAction = 'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }';
  const createGame = 'mutation($input: NewGameInput!) { createGame(input: $input) { id } }';

  it('refuses a NUL byte in a seed or an idempotency key', async () => {
    await problem(await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, seed: 'a\u0000b' }), 'INVALID_REQUEST');
    const action = { action: { type: 'PlaceGhost', position: 0 } };
    await problem(await t.http().post(`/v1/games/${game.id}/actions`).set(bearer()).send({ ...action, idempotencyKey: 'k\u0000' }), 'INVALID_REQUEST');
    await gqlProblem(createGame, { input: { game: 'rebels-attack', players: 2, seed: '\u0000' } }, 'INVALID_REQUEST');
    await gqlProblem(submitAction, { id: game.id, input: { ...action, idempotencyKey: '\u0000' } }, 'INVALID_REQUEST', game.seats[0].token);
    // Nothing was applied.
    expect((await t.http().get(`/v1/games/${game.id}`).expect(200)).body.version).toBe(game.version);
  });

  it('refuses a NUL byte anywhere in the JSON of a game, an action or a position', async () => {
    await problem(await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, options: { 'x\u0000': 1 } }), 'INVALID_REQUEST');
    await problem(await t.http().post(`/v1/games/${game.id}/actions`).set(bearer()).send({ action: { type: 'PlaceGhost\u0000', position: 0 } }), 'INVALID_REQUEST');
    await gqlProblem(submitAction, { id: game.id, input: { action: { type: 'PlaceGhost', position: 0, x: 'a\u0000' } } }, 'INVALID_REQUEST', game.seats[0].token);
  });

  it("answers requests Node's HTTP parser refuses (NUL in a header or the path) as coded problems too", async () => {
    const { port } = new URL(t.url);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (d) => (answer += d));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const request of [
      `POST /v1/games/${game.id}/actions HTTP/1.1\r\nHost: x\r\nIdempotency-Key: k\u0000\r\nContent-Length: 2\r\n\r\n{}`,
      'GET /v1/games/\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
      'NOT HTTP AT ALL\r\n\r\n',
    ]) {
      const answer = await raw(request);
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 400 /);
      expect(head).toMatch(/content-type: application\/problem\+json/i);
      expect(JSON.parse(body)).toMatchObject({ status: 400, code: 'MALFORMED_HTTP', messages: { de: expect.any(String), en: expect.any(String) } });
    }
  });

  it('refuses event positions beyond a 32-bit integer', async () => {
    await problem(await t.http().get(`/v1/games/${game.id}/events?after=2147483648`), 'INVALID_REQUEST');
    await problem(await t.http().get(`/v1/games/${game.id}/events?after=99999999999999999999999`), 'INVALID_REQUEST');
    await problem(await t.http().get(`/v1/games/${game.id}/events?limit=2147483648`), 'INVALID_REQUEST');
    expect((await t.http().get(`/v1/games/${game.id}/events?after=2147483647`).expect(200)).body.events).toEqual([]);
    // GraphQL's Int is 32 bits: GraphQL itself refuses, with its own code and our members.
    const own = /^(GRAPHQL_VALIDATION_FAILED|BAD_USER_INPUT)$/;
    await gqlProblem('query($id: ID!) { gameEvents(gameId: $id, after: 2147483648) { version } }', { id: game.id }, own);
    await gqlProblem('query($id: ID!, $after: Int!) { gameEvents(gameId: $id, after: $after) { version } }', { id: game.id, after: 2147483648 }, own);
  });

  it.each([
    ['options', (deep: string) => `{"game":"rebels-attack","players":2,"options":${deep}}`],
    ['sandbox.position', (deep: string) => `{"game":"rebels-attack","players":2,"sandbox":{"position":${deep}}}`],
  ])('refuses JSON nested 10,000 deep in %s', async (_where, body) => {
    const res = await t.http().post('/v1/games').set('Content-Type', 'application/json').send(body(deepJson(10_000)));
    await problem(res, 'JSON_TOO_DEEP');
  });

  it('refuses JSON nested 10,000 deep in an action, over REST and GraphQL', async () => {
    const rest = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer()).set('Content-Type', 'application/json').send(`{"action":${deepJson(10_000)}}`);
    await problem(rest, 'JSON_TOO_DEEP');
    const body = `{"query":${JSON.stringify(submitAction)},"variables":{"id":"${game.id}","input":{"action":${deepJson(10_000)}}}}`;
    const res = await t.http().post('/graphql').set('Content-Type', 'application/json').set(bearer()).send(body);
    expect(res.status).toBeLessThan(500);
    const code = res.body.code ?? res.body.errors?.[0]?.extensions?.code;
    expect(code).toBe('JSON_TOO_DEEP');
    const options = `{"query":${JSON.stringify(createGame)},"variables":{"input":{"game":"rebels-attack","players":2,"options":${deepJson(10_000)}}}}`;
    const created = await t.http().post('/graphql').set('Content-Type', 'application/json').send(options);
    expect(created.status).toBeLessThan(500);
    expect(created.body.code ?? created.body.errors?.[0]?.extensions?.code).toBe('JSON_TOO_DEEP');
  });

  it('still takes JSON nested as deep as a real position needs', async () => {
    const res = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer()).set('Content-Type', 'application/json').send(`{"action":{"type":"PlaceGhost","position":0,"x":${deepJson(20)}}}`);
    // Refused by the game (unknown parameter), not by the depth limit.
    expect(res.body.code).not.toBe('JSON_TOO_DEEP');
    expect(res.status).toBe(400);
  });
});
