import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { Database } from '../src/database/database.service.js';
import { IdempotencyLocks, idempotencyLockName } from '../src/games/idempotency.locks.js';
import { IdempotencyPurge } from '../src/games/idempotency.purge.js';
import { LIMIT_DEFAULTS } from '../src/limits/limits.config.js';
import { backends, startApp, testLimits, type TestApp } from './support/app.harness.js';
import { gql } from './support/graphql.client.js';

type Game = { id: string; version: number; seats: { token: string }[] };
type Action = { id: string; type: string; params: Record<string, unknown> };

describe.each(backends())('idempotency keys (IETF Idempotency-Key draft) on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const newGame = async (seed?: string): Promise<Game> =>
    (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, ...(seed ? { seed } : {}) }).expect(201)).body;
  const bearer = (game: Game, seat: number) => ({ Authorization: `Bearer ${game.seats[seat].token}` });
  const submit = (game: Game, seat: number, body: object, headers: Record<string, string> = {}) =>
    t.http().post(`/v1/games/${game.id}/actions`).set({ ...bearer(game, seat), ...headers }).send(body);
  const legal = async (game: Game, seat: number): Promise<Action[]> =>
    (await t.http().get(`/v1/games/${game.id}/legal-actions`).set(bearer(game, seat)).expect(200)).body.actions;
  const version = async (game: Game): Promise<number> => (await t.http().get(`/v1/games/${game.id}`).expect(200)).body.version;
  const machine = (a: Action) => ({ type: a.type, ...a.params });

  /** Seat 0 takes its first legal action until seat 1 may act; returns what seat 0 did. */
  async function untilSeatOneActs(game: Game, script?: string[]): Promise<string[]> {
    const done: string[] = [];
    for (let i = 0; (await legal(game, 1)).length === 0; i++) {
      const id = script ? script[i] : (await legal(game, 0))[0].id;
      await submit(game, 0, { actionId: id }).expect(200);
      done.push(id);
    }
    return done;
  }

  it('keeps keys 24 hours by default', () => {
    expect(LIMIT_DEFAULTS.idempotencyTtlMs).toBe(24 * 3600 * 1000);
  });

  it('replays a success byte for byte, over REST and GraphQL, also from the Idempotency-Key header', async () => {
    const game = await newGame();
    const body = { action: { type: 'PlaceGhost', position: 3 } };
    const first = await submit(game, 0, { ...body, idempotencyKey: 'ok-1' }).expect(200);
    const again = await submit(game, 0, { ...body, idempotencyKey: 'ok-1' }).expect(200);
    expect(again.text).toBe(first.text);
    // The draft's form of the header is a structured-field string.
    const header = await submit(game, 0, body, { 'Idempotency-Key': '"ok-1"' }).expect(200);
    expect(header.text).toBe(first.text);
    const query = `mutation ($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version events { seq type payload createdAt } view } }`;
    const viaGql = await gql(t, query, { id: game.id, input: { ...body, idempotencyKey: 'ok-1' } }, game.seats[0].token);
    expect(viaGql.errors).toBeUndefined();
    const replayed = viaGql.data.submitAction as { version: number; events: { seq: number; type: string; createdAt: string }[] };
    expect(replayed.version).toBe(first.body.version);
    expect(replayed.events).toEqual(first.body.events.map((e: { seq: number; type: string; payload: unknown; createdAt: string }) => ({ seq: e.seq, type: e.type, payload: e.payload, createdAt: e.createdAt })));
    const viaGqlAgain = await gql(t, query, { id: game.id, input: { ...body, idempotencyKey: 'ok-1' } }, game.seats[0].token);
    expect(JSON.stringify(viaGqlAgain)).toBe(JSON.stringify(viaGql));
    expect(await version(game)).toBe(first.body.version);
  });

  it('refuses a key reused with another body: 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const game = await newGame();
    await submit(game, 0, { action: { type: 'PlaceGhost', position: 0 }, idempotencyKey: 'same' }).expect(200);
    const reused = await submit(game, 0, { action: { type: 'PlaceGhost', position: 15 }, idempotencyKey: 'same' }).expect(422);
    expect(reused.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', status: 422 });
  });

  it('keeps a rule refusal (422) with its key and answers it again, even once the action became legal', async () => {
    // Two games from one seed play alike: the twin shows what seat 1 will be offered.
    const twin = await newGame('idem-refusal');
    const script = await untilSeatOneActs(twin);
    const later = machine((await legal(twin, 1))[0]);

    const game = await newGame('idem-refusal');
    const refused = await submit(game, 1, { action: later, idempotencyKey: 'early' }).expect(422);
    expect(refused.body.code).not.toMatch(/^IDEMPOTENCY/);
    await untilSeatOneActs(game, script);
    expect((await legal(game, 1)).map(machine)).toContainEqual(later);

    const replayed = await submit(game, 1, { action: later, idempotencyKey: 'early' }).expect(422);
    expect(replayed.text).toBe(refused.text);
    const reused = await submit(game, 1, { action: { type: 'PlaceGhost', position: 1 }, idempotencyKey: 'early' }).expect(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // A fresh key decides anew.
    await submit(game, 1, { action: later, idempotencyKey: 'now' }).expect(200);
  });

  it('keeps no malformed request (400): the key can be used again for a correct one', async () => {
    const game = await newGame();
    const malformed = await submit(game, 0, { action: { type: 'NoSuchAction' }, idempotencyKey: 'fix-me' }).expect(400);
    expect(malformed.body.status).toBe(400);
    const nullVersion = await submit(game, 0, { action: { type: 'PlaceGhost', position: 3 }, expectedVersion: null, idempotencyKey: 'fix-me' }).expect(400);
    expect(nullVersion.body.code).toBe('INVALID_REQUEST');
    expect(nullVersion.body.detail).toMatch(/expectedVersion/);
    await submit(game, 0, { action: { type: 'PlaceGhost', position: 3 }, idempotencyKey: 'fix-me' }).expect(200);
  });

  it('keeps no failure (5xx): once the fault is gone, a retry with the key is applied', async () => {
    const game = await newGame();
    const db = t.app.get(Database).dataSource;
    // A real fault in the database, for this game only: its next append fails.
    await db.query(`CREATE FUNCTION fail_${game.id.slice(0, 8)}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'injected fault'; END $$`);
    await db.query(
      `CREATE TRIGGER fail_${game.id.slice(0, 8)} BEFORE INSERT ON events FOR EACH ROW WHEN (NEW.game_id = '${game.id}') EXECUTE FUNCTION fail_${game.id.slice(0, 8)}()`,
    );
    const body = { action: { type: 'PlaceGhost', position: 3 }, idempotencyKey: 'after-fault' };
    const failed = await submit(game, 0, body).expect(500);
    expect(failed.body.code).toBe('INTERNAL_ERROR');
    await db.query(`DROP TRIGGER fail_${game.id.slice(0, 8)} ON events`);
    await db.query(`DROP FUNCTION fail_${game.id.slice(0, 8)}()`);
    const retried = await submit(game, 0, body).expect(200);
    expect(retried.body.version).toBeGreaterThan(game.version);
  });

  it('refuses expectedVersion: null over GraphQL too', async () => {
    const game = await newGame();
    const res = await gql(
      t,
      'mutation ($id: ID!) { submitAction(gameId: $id, input: {action: {type: "PlaceGhost", position: 3}, expectedVersion: null}) { version } }',
      { id: game.id },
      game.seats[0].token,
    );
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
    expect(await version(game)).toBe(game.version);
  });

  it('scopes keys to game and seat', async () => {
    const [a, b] = [await newGame('scope'), await newGame('scope')];
    await submit(a, 0, { action: { type: 'PlaceGhost', position: 0 }, idempotencyKey: 'k' }).expect(200);
    await submit(b, 0, { action: { type: 'PlaceGhost', position: 3 }, idempotencyKey: 'k' }).expect(200);
    // Seat 1 with the same key is another request altogether: decided (and refused by the rules), not "reused".
    const other = await submit(a, 1, { action: { type: 'PlaceGhost', position: 12 }, idempotencyKey: 'k' });
    expect(other.body.code).not.toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_USE while a request with the key is being processed, here or on another instance', async () => {
    const game = await newGame();
    const body = { action: { type: 'PlaceGhost', position: 12 }, idempotencyKey: 'busy' };
    const db = t.app.get(Database);
    let release: () => Promise<void>;
    if (backend === 'postgres') {
      // Another instance holds it: its advisory lock, on a connection of its own.
      const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      const name = idempotencyLockName(db.schema, game.id, 0, 'busy');
      await other.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
      release = async () => {
        await other.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]);
        await other.end();
      };
    } else {
      const locks = t.app.get(IdempotencyLocks);
      expect(await locks.acquire(game.id, 0, 'busy')).toBe(true);
      release = () => locks.release(game.id, 0, 'busy');
    }
    const busy = await submit(game, 0, body).expect(409);
    expect(busy.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE', status: 409 });
    expect(busy.body.messages.de).not.toBe(busy.body.messages.en);
    expect(await version(game)).toBe(game.version);
    await release();
    const done = await submit(game, 0, body).expect(200);
    expect((await submit(game, 0, body).expect(200)).text).toBe(done.text);
  });

  it('applies one of 10 concurrent requests with a new key once; the others get its answer or 409', async () => {
    const game = await newGame();
    const send = () => submit(game, 0, { action: { type: 'PlaceGhost', position: 15 }, idempotencyKey: 'race' });
    const results = await Promise.all(Array.from({ length: 10 }, send));
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((x) => x.status !== 200)) expect([r.status, r.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_IN_USE']);
    for (const r of ok) expect(r.text).toBe(ok[0].text);
    expect(await version(game)).toBe(ok[0].body.version);
    expect(ok[0].body.version).toBe(game.version + ok[0].body.events.length);
  });

  describe('expiry', () => {
    let short: TestApp;
    beforeAll(async () => {
      short = await startApp(backend, { limits: { ...testLimits(), idempotencyTtlMs: 1000 } });
    });
    afterAll(async () => {
      await short.close();
    });

    it('forgets a key after its time (HOLOCRON_IDEMPOTENCY_TTL) and purges it', async () => {
      const game: Game = (await short.http().post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201)).body;
      const send = (position: number) =>
        short
          .http()
          .post(`/v1/games/${game.id}/actions`)
          .set(bearer(game, 0))
          .send({ action: { type: 'PlaceGhost', position }, idempotencyKey: 'old' });
      await send(0).expect(200);
      expect((await send(3).expect(422)).body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      await sleep(1100);
      // Expired: the key is free again; the request is decided anew (and refused by the rules or applied, never "reused").
      const fresh = await send(3);
      expect(fresh.body.code).not.toBe('IDEMPOTENCY_KEY_REUSED');
      await sleep(1100);
      const keys = () => short.app.get(Database).dataSource.query('SELECT count(*)::int AS n FROM idempotency_keys WHERE game_id = $1', [game.id]);
      // The purge also runs on its own timer (every TTL, here 1 s), so either it or this call deletes the expired key.
      await short.app.get(IdempotencyPurge).purge();
      expect((await keys())[0].n).toBe(0);
    });
  });
});
