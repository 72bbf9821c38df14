import { jest } from '@jest/globals';
import { Database } from '../src/database/database.service.js';
import { EventStore } from '../src/event-store/event-store.service.js';
import { VersionConflictError } from '../src/event-store/event-store.types.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';

describe.each(backends())('concurrent and repeated submissions on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  async function newGame() {
    return (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201)).body as {
      id: string;
      version: number;
      seats: { token: string }[];
    };
  }

  async function log(id: string) {
    const res = await t.http().get(`/v1/games/${id}/events?limit=1000`).expect(200);
    return res.body.events as { seq: number; type: string; payload: unknown }[];
  }

  it('lets exactly one of 50 submissions at one expected version win; the others get VERSION_CONFLICT', async () => {
    const game = await newGame();
    const auth = { Authorization: `Bearer ${game.seats[0].token}` };
    const corners = [0, 3, 12, 15];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t
          .http()
          .post(`/v1/games/${game.id}/actions`)
          .set(auth)
          .send({ action: { type: 'PlaceGhost', position: corners[i % 4] }, expectedVersion: game.version }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.code).toBe('VERSION_CONFLICT');
    const events = await log(game.id);
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: game.version + 1 }, (_, i) => i + 1));
    expect(events.filter((e) => e.type === 'GhostPlaced')).toHaveLength(1);
  });

  it('appends to many games in one turn in one statement, each exactly once; a second append to one of them at the same version conflicts', async () => {
    const games = await Promise.all(Array.from({ length: 12 }, newGame));
    const db = t.app.get(Database);
    const query = jest.spyOn(db.pool, 'query');
    try {
      const store = t.app.get(EventStore);
      const event = { type: 'BatchProbe', payload: { n: 1 }, visibility: { kind: 'public' as const } };
      const appends = games.map((g) => store.append(g.id, g.version, [event, event], { status: 'active', diceUsed: 0 }));
      const twin = store.append(games[0].id, games[0].version, [event], { status: 'active', diceUsed: 0 });
      const settled = await Promise.allSettled([...appends, twin]);
      // The two appends to the first game race on two connections: exactly one moves it, the other conflicts.
      const [first, second] = [settled[0], settled[games.length]];
      expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
      expect((first.status === 'rejected' ? first : (second as PromiseRejectedResult)).reason).toBeInstanceOf(VersionConflictError);
      const statements = query.mock.calls.map(([q]) => (q as { name?: string }).name).filter((name) => name === 'holocron_appends');
      // The twin shares no statement with its game's first append: one statement for the twelve, one for it.
      expect(statements).toHaveLength(2);
      const appended = games.map((_, i) => (i === 0 && first.status === 'rejected' ? 1 : 2));
      expect(settled.slice(1, games.length).map((r) => (r.status === 'fulfilled' ? r.value.map((e) => e.seq) : r.reason))).toEqual(
        games.slice(1).map((g) => [g.version + 1, g.version + 2]),
      );
      const { rows } = await db.pool.query<{ id: string; version: number; probes: number }>(
        `SELECT g.id, g.version, (SELECT count(*) FROM events e WHERE e.game_id = g.id AND e.type = 'BatchProbe')::int AS probes FROM games g WHERE g.id = ANY($1::uuid[])`,
        [games.map((g) => g.id)],
      );
      expect(new Map(rows.map((r) => [r.id, [r.version, r.probes]]))).toEqual(new Map(games.map((g, i) => [g.id, [g.version + appended[i], appended[i]]])));
    } finally {
      query.mockRestore();
    }
  });

  it('takes one move in each of many games submitted at once', async () => {
    const games = await Promise.all(Array.from({ length: 12 }, newGame));
    const results = await Promise.all(
      games.map((g, i) =>
        t
          .http()
          .post(`/v1/games/${g.id}/actions`)
          .set({ Authorization: `Bearer ${g.seats[0].token}` })
          .send({ action: { type: 'PlaceGhost', position: [0, 3, 12, 15][i % 4] }, expectedVersion: g.version }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(games.map(() => 200));
    for (const [i, g] of games.entries()) {
      const events = await log(g.id);
      expect(events.map((e) => e.seq)).toEqual(Array.from({ length: g.version + 1 }, (_, k) => k + 1));
      expect(events.filter((e) => e.type === 'GhostPlaced').map((e) => (e.payload as { position: number }).position)).toEqual([[0, 3, 12, 15][i % 4]]);
    }
  });

  it('returns the first result to a retried request with the same idempotency key, even concurrently', async () => {
    const game = await newGame();
    const auth = { Authorization: `Bearer ${game.seats[0].token}` };
    const body = { action: { type: 'PlaceGhost', position: 3 }, idempotencyKey: 'turn-1' };
    const first = await t.http().post(`/v1/games/${game.id}/actions`).set(auth).send(body).expect(200);
    const retry = await t.http().post(`/v1/games/${game.id}/actions`).set(auth).send(body).expect(200);
    expect(retry.body).toEqual(first.body);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.http().post(`/v1/games/${game.id}/actions`).set(auth).send({ action: { type: 'PlaceGhost', position: 3 }, idempotencyKey: 'turn-1' }),
      ),
    );
    for (const r of burst) expect(r.body).toEqual(first.body);
    expect((await log(game.id)).filter((e) => e.type === 'GhostPlaced')).toHaveLength(1);

    const reused = await t
      .http()
      .post(`/v1/games/${game.id}/actions`)
      .set(auth)
      .send({ action: { type: 'PlaceGhost', position: 0 }, idempotencyKey: 'turn-1' })
      .expect(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('applies concurrent retries of one new idempotent request once', async () => {
    const game = await newGame();
    const auth = { Authorization: `Bearer ${game.seats[0].token}` };
    const send = () =>
      t.http().post(`/v1/games/${game.id}/actions`).set(auth).send({ action: { type: 'PlaceGhost', position: 12 }, idempotencyKey: 'k' });
    const results = await Promise.all(Array.from({ length: 8 }, send));
    // While the first is processed, a retry is told so (409, the IETF draft); once it is answered, a retry gets its answer.
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of results.filter((x) => x.status !== 200)) expect([r.status, r.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_IN_USE']);
    for (const r of ok) expect(r.body).toEqual(ok[0].body);
    expect((await log(game.id)).filter((e) => e.type === 'GhostPlaced')).toHaveLength(1);
  });

  it('takes the key from the Idempotency-Key header too', async () => {
    const game = await newGame();
    const auth = { Authorization: `Bearer ${game.seats[0].token}`, 'Idempotency-Key': 'header-key' };
    const body = { action: { type: 'PlaceGhost', position: 15 } };
    const first = await t.http().post(`/v1/games/${game.id}/actions`).set(auth).send(body).expect(200);
    const again = await t.http().post(`/v1/games/${game.id}/actions`).set(auth).send(body).expect(200);
    expect(again.body).toEqual(first.body);
    const clash = await t
      .http()
      .post(`/v1/games/${game.id}/actions`)
      .set(auth)
      .send({ ...body, idempotencyKey: 'other' })
      .expect(400);
    expect(clash.body.code).toBe('INVALID_REQUEST');
  });

  it('keeps idempotency keys apart per seat', async () => {
    const game = await newGame();
    const post = (seat: number, position: number) =>
      t
        .http()
        .post(`/v1/games/${game.id}/actions`)
        .set({ Authorization: `Bearer ${game.seats[seat].token}` })
        .send({ action: { type: 'PlaceGhost', position }, idempotencyKey: 'same' });
    await post(0, 0).expect(200);
    const second = await post(1, 15).expect(200);
    expect(second.body.events[0].payload).toEqual({ seat: 1, position: 15 });
  });
});
