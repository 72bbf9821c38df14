import { randomUUID } from 'node:crypto';
import { backends, startApp, type TestApp } from './support/app.harness.js';
import { position } from '../src/engine/rebels-attack/rebels.testkit.js';

type Problem = { status: number; code: string; messages: { de: string; en: string }; rule?: string };

describe.each(backends())('every error class on %s, as problem details and in GraphQL', (backend) => {
  let t: TestApp;
  let game: { id: string; version: number; seats: { token: string }[] };
  let other: { id: string; seats: { token: string }[] };
  beforeAll(async () => {
    t = await startApp(backend);
    game = (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201)).body;
    other = (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201)).body;
  });
  afterAll(async () => {
    await t.close();
  });

  const seat0 = () => ({ Authorization: `Bearer ${game.seats[0].token}` });
  const seat1 = () => ({ Authorization: `Bearer ${game.seats[1].token}` });

  async function expectProblem(res: { status: number; headers: Record<string, string>; body: Problem }, status: number, code: string) {
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status, code, title: expect.any(String), detail: expect.any(String), type: expect.stringMatching(/^urn:holocron:error:/) });
    expect(res.body.messages.de.length).toBeGreaterThan(0);
    expect(res.body.messages.en.length).toBeGreaterThan(0);
    expect(res.body.messages.de).not.toBe(res.body.messages.en);
    return res.body;
  }

  async function unchanged() {
    const res = await t.http().get(`/v1/games/${game.id}`).expect(200);
    expect(res.body.version).toBe(game.version);
  }

  const create = (body: unknown) => t.http().post('/v1/games').set('Content-Type', 'application/json').send(body as object);
  const submit = (body: unknown, headers: Record<string, string> = seat0()) =>
    t.http().post(`/v1/games/${game.id}/actions`).set(headers).send(body as object);

  it('400 for malformed JSON', async () => {
    await expectProblem(await t.http().post('/v1/games').set('Content-Type', 'application/json').send('{"game": '), 400, 'MALFORMED_JSON');
  });

  it('400 for a request that does not fit its schema, naming the problems', async () => {
    const p = await expectProblem(await create({ game: 'rebels-attack', players: 'two' }), 400, 'INVALID_REQUEST');
    expect(p.messages.en).toContain('players');
    await expectProblem(await create({ game: 'rebels-attack', players: 2, colour: 'red' }), 400, 'INVALID_REQUEST');
  });

  it('400 for an unknown game, a wrong player count, bad options, bad sandbox dice', async () => {
    expect((await expectProblem(await create({ game: 'sabacc', players: 2 }), 400, 'UNKNOWN_GAME')).messages.en).toContain('rebels-attack');
    const count = await expectProblem(await create({ game: 'rebels-attack', players: 5 }), 400, 'INVALID_PLAYER_COUNT');
    expect(count.rule).toBe('rebels-attack:spielvorbereitung');
    await expectProblem(await create({ game: 'rebels-attack', players: 2, options: { firstSeat: 7 } }), 400, 'INVALID_OPTIONS');
    await expectProblem(
      await create({ game: 'rebels-attack', players: 2, sandbox: { position: position({ ghosts: [0, 15] }), dice: [11] } }),
      400,
      'INVALID_SANDBOX_DICE',
    );
  });

  it('400 for a submission with no action, two forms at once, or a malformed action; nothing changes', async () => {
    await expectProblem(await submit({}), 400, 'ACTION_REQUIRED');
    await expectProblem(await submit({ action: { type: 'PlaceGhost', position: 0 }, actionId: 'abc' }), 400, 'ACTION_REQUIRED');
    await expectProblem(await submit({ action: { type: 'Teleport' } }), 400, 'UNKNOWN_ACTION_TYPE');
    await expectProblem(await submit({ action: { type: 'PlaceGhost', position: 'corner' } }), 400, 'MALFORMED_ACTION');
    await unchanged();
  });

  it('401 for a bad or unknown token and for acting without one; 403 for a token of another game', async () => {
    await expectProblem(await t.http().get(`/v1/games/${game.id}`).set({ Authorization: 'Bearer nope' }), 401, 'TOKEN_INVALID');
    const unknown = `hc_${'A'.repeat(43)}`;
    await expectProblem(await t.http().get(`/v1/games/${game.id}`).set({ Authorization: `Bearer ${unknown}` }), 401, 'TOKEN_INVALID');
    await expectProblem(await submit({ action: { type: 'PlaceGhost', position: 0 } }, {}), 401, 'SEAT_TOKEN_REQUIRED');
    const foreign = { Authorization: `Bearer ${other.seats[0].token}` };
    await expectProblem(await t.http().get(`/v1/games/${game.id}/legal-actions`).set(foreign), 403, 'TOKEN_FOR_OTHER_GAME');
    await expectProblem(await submit({ action: { type: 'PlaceGhost', position: 0 } }, foreign), 403, 'TOKEN_FOR_OTHER_GAME');
    await unchanged();
  });

  it('404 for games and addresses that do not exist', async () => {
    await expectProblem(await t.http().get(`/v1/games/${randomUUID()}`), 404, 'GAME_NOT_FOUND');
    await expectProblem(await t.http().get('/v1/games/not-a-uuid/events'), 404, 'GAME_NOT_FOUND');
    await expectProblem(await t.http().get('/v1/nothing-here'), 404, 'ROUTE_NOT_FOUND');
  });

  it('409 for a stale expected version; nothing changes', async () => {
    const p = await expectProblem(
      await submit({ action: { type: 'PlaceGhost', position: 0 }, expectedVersion: game.version - 1 }),
      409,
      'VERSION_CONFLICT',
    );
    expect(p).toMatchObject({ expectedVersion: game.version - 1, currentVersion: game.version });
    await unchanged();
  });

  it('422 for a rule violation, citing the rule in German and English; nothing changes', async () => {
    const p = await expectProblem(await submit({ action: { type: 'PlaceGhost', position: 0 } }, seat1()), 422, 'NOT_YOUR_TURN');
    expect(p.rule).toBe('rebels-attack:spielablauf');
    expect(p.messages.de).toContain('am Zug');
    const corner = await expectProblem(await submit({ action: { type: 'PlaceGhost', position: 5 } }), 422, 'GHOST_MUST_START_ON_CORNER');
    expect(corner.rule).toBe('rebels-attack:spielvorbereitung');
    await expectProblem(await submit({ actionId: 'zzzzzzzzzzzz' }), 422, 'ACTION_NOT_LEGAL');
    await expectProblem(
      await create({ game: 'rebels-attack', players: 2, sandbox: { position: position({ ghosts: [1, 1] }) } }),
      422,
      'INVALID_SANDBOX_POSITION',
    );
    await unchanged();
  });

  it('puts the same members into GraphQL error extensions', async () => {
    const res = await t
      .http()
      .post('/graphql')
      .set(seat1())
      .send({
        query: 'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }',
        variables: { id: game.id, input: { action: { type: 'PlaceGhost', position: 0 } } },
      })
      .expect(200);
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'NOT_YOUR_TURN',
      status: 422,
      rule: 'rebels-attack:spielablauf',
      messages: { de: expect.stringContaining('am Zug'), en: expect.any(String) },
    });
    const missing = await t.http().post('/graphql').send({ query: `{ game(id: "${randomUUID()}") { id } }` }).expect(200);
    expect(missing.body.errors[0].extensions).toMatchObject({ code: 'GAME_NOT_FOUND', status: 404 });
    const invalid = await t
      .http()
      .post('/graphql')
      .send({ query: 'mutation { createGame(input: {game: "rebels-attack", players: 0}) { id } }' })
      .expect(200);
    expect(invalid.body.errors[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
  });

  it("gives GraphQL's own refusals (parse, validation, variables) a code, a status and German and English messages", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['{ game(id: ', {}, 'GRAPHQL_PARSE_FAILED'],
      ['{ game(id: "x") { colour } }', {}, 'GRAPHQL_VALIDATION_FAILED'],
      ['query($id: ID!) { game(id: $id) { id } }', { id: { not: 'an id' } }, 'BAD_USER_INPUT'],
    ];
    for (const [query, variables, code] of cases) {
      const res = await t.http().post('/graphql').send({ query, variables });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions).toMatchObject({
        code,
        status: 400,
        messages: { de: expect.stringContaining('GraphQL-Anfrage ist ungültig'), en: expect.any(String) },
      });
    }
  });
});
