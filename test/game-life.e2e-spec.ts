import { gql } from './support/graphql.client.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';
import { configFromEnv } from '../src/config/holocron.config.js';
import { SEED_ATTACK } from './support/armada.fixtures.js';
import { Database } from '../src/database/database.service.js';
import { RetentionSweeper } from '../src/games/game-life/retention.sweeper.js';

const ABANDON_MS = 1500;
const RETAIN_MS = 60_000;

describe.each(backends())('a game’s life on %s: resign, claim the win, lists', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    const base = configFromEnv({});
    t = await startApp(backend, { gameLife: { ...base.gameLife, abandonAfterMs: ABANDON_MS, retainEndedMs: RETAIN_MS } });
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  type Created = { id: string; version: number; seats: { seat: number; token: string }[] };
  async function newGame(body: object = {}): Promise<Created> {
    const res = await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, ...body }).expect(201);
    return res.body as Created;
  }

  describe('resign', () => {
    it('ends the game over REST: the stream records it, the outcome names who resigned and who wins, later submissions are refused', async () => {
      const g = await newGame({ players: 3 });
      const res = await t.http().post(`/v1/games/${g.id}/resign`).set(bearer(g.seats[1].token)).send({ idempotencyKey: 'r1' }).expect(200);
      expect(res.body).toMatchObject({
        version: g.version + 1,
        events: [{ seq: g.version + 1, type: 'GameResigned', payload: { seat: 1, winners: [0, 2] }, redacted: false }],
        outcome: { winners: [0, 2], endedBy: { kind: 'resignation', seat: 1 }, reason: { en: 'Seat 1 resigned; seat 0, 2 wins.' } },
      });
      const game = await t.http().get(`/v1/games/${g.id}`).expect(200);
      expect(game.body).toMatchObject({ status: 'ended', pending: [], outcome: { winners: [0, 2], endedBy: { kind: 'resignation', seat: 1 } } });
      const events = await t.http().get(`/v1/games/${g.id}/events?after=${g.version}`).expect(200);
      expect(events.body.events.map((e: { type: string }) => e.type)).toEqual(['GameResigned']);

      // Idempotent: the same key returns the first answer; a new request is refused with a code.
      const again = await t.http().post(`/v1/games/${g.id}/resign`).set(bearer(g.seats[1].token)).set('Idempotency-Key', 'r1').send({}).expect(200);
      expect(again.body).toEqual(res.body);
      const refused = await t.http().post(`/v1/games/${g.id}/resign`).set(bearer(g.seats[0].token)).send({}).expect(409);
      expect(refused.body).toMatchObject({ code: 'GAME_ENDED', messages: { de: expect.any(String), en: expect.any(String) } });
      const legal = await t.http().get(`/v1/games/${g.id}/legal-actions`).set(bearer(g.seats[2].token)).expect(200);
      expect(legal.body.actions).toEqual([]);
      const act = await t.http().post(`/v1/games/${g.id}/actions`).set(bearer(g.seats[2].token)).send({ action: { type: 'PlaceGhost', position: 0 } }).expect(409);
      expect(act.body.code).toBe('GAME_ENDED');
    });

    it('answers concurrent resignations with one key as the Idempotency-Key draft says: one ending, the others its exact answer or 409', async () => {
      const g = await newGame();
      const send = () => t.http().post(`/v1/games/${g.id}/resign`).set(bearer(g.seats[0].token)).set('Idempotency-Key', 'bye');
      const results = await Promise.all(Array.from({ length: 8 }, send));
      const ok = results.filter((r) => r.status === 200);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      for (const r of results.filter((x) => x.status !== 200)) expect([r.status, r.body.code]).toEqual([409, 'IDEMPOTENCY_KEY_IN_USE']);
      for (const r of ok) expect(r.text).toBe(ok[0].text);
      const events = await t.http().get(`/v1/games/${g.id}/events?after=${g.version}`).expect(200);
      expect(events.body.events.map((e: { type: string }) => e.type)).toEqual(['GameResigned']);
      expect((await send().expect(200)).text).toBe(ok[0].text);
    });

    it('refuses spectators, a stale or null expected version and a key reused for another request', async () => {
      const g = await newGame();
      expect((await t.http().post(`/v1/games/${g.id}/resign`).send({}).expect(401)).body.code).toBe('SEAT_TOKEN_REQUIRED');
      const stale = await t.http().post(`/v1/games/${g.id}/resign`).set(bearer(g.seats[0].token)).send({ expectedVersion: g.version - 1 }).expect(409);
      expect(stale.body.code).toBe('VERSION_CONFLICT');
      // A client that lost the version must not silently resign without an expectation.
      const nullVersion = await t.http().post(`/v1/games/${g.id}/resign`).set(bearer(g.seats[0].token)).send({ expectedVersion: null }).expect(400);
      expect(nullVersion.body.detail).toMatch(/expectedVersion/);
      expect((await t.http().get(`/v1/games/${g.id}`).expect(200)).body.version).toBe(g.version);
      const legal = await t.http().get(`/v1/games/${g.id}/legal-actions`).set(bearer(g.seats[0].token)).expect(200);
      await t.http().post(`/v1/games/${g.id}/actions`).set(bearer(g.seats[0].token)).send({ actionId: legal.body.actions[0].id, idempotencyKey: 'k' }).expect(200);
      const reused = await t.http().post(`/v1/games/${g.id}/resign`).set(bearer(g.seats[0].token)).send({ idempotencyKey: 'k' }).expect(422);
      expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('over GraphQL, and the game query shows the outcome', async () => {
      const g = await newGame();
      const res = await gql<{ resignGame: { version: number; outcome: { winners: number[]; endedBy: { seat: number } } } }>(
        t,
        'mutation($id: ID!) { resignGame(gameId: $id, input: {idempotencyKey: "x"}) { version outcome events { type payload } } }',
        { id: g.id },
        g.seats[0].token,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.resignGame).toMatchObject({ version: g.version + 1, outcome: { winners: [1], endedBy: { kind: 'resignation', seat: 0 } } });
      const game = await gql<{ game: { status: string; outcome: { winners: number[] } } }>(t, 'query($id: ID!) { game(id: $id) { status outcome pending { seat } } }', { id: g.id });
      expect(game.data.game).toMatchObject({ status: 'ended', outcome: { winners: [1] }, pending: [] });
      const again = await gql(t, 'mutation($id: ID!) { resignGame(gameId: $id) { version } }', { id: g.id }, g.seats[1].token);
      expect(again.errors?.[0].extensions).toMatchObject({ code: 'GAME_ENDED', status: 409 });
    });
  });

  describe('claim the win over an idle opponent', () => {
    it('is refused to the seat the game waits for, too early with the time it is allowed from, then ends the game (REST)', async () => {
      const g = await newGame();
      const due = await t.http().post(`/v1/games/${g.id}/claim-win`).set(bearer(g.seats[0].token)).send({}).expect(409);
      expect(due.body).toMatchObject({ code: 'CLAIM_WIN_NOT_WAITING', waitingFor: [0] });
      const early = await t.http().post(`/v1/games/${g.id}/claim-win`).set(bearer(g.seats[1].token)).send({}).expect(409);
      expect(early.body).toMatchObject({ code: 'CLAIM_WIN_TOO_EARLY', waitingFor: [0], allowedAt: expect.any(String) });
      expect(early.body.messages.en).toContain(early.body.allowedAt);
      const game = await t.http().get(`/v1/games/${g.id}`).expect(200);
      expect(Date.parse(early.body.allowedAt) - Date.parse(game.body.updatedAt)).toBe(ABANDON_MS);
      await new Promise((r) => setTimeout(r, Date.parse(early.body.allowedAt) - Date.now() + 50));
      const won = await t.http().post(`/v1/games/${g.id}/claim-win`).set(bearer(g.seats[1].token)).send({}).expect(200);
      expect(won.body.outcome).toMatchObject({ winners: [1], endedBy: { kind: 'abandonment', claimedBy: 1, idleSeats: [0] } });
      expect(won.body.events[0]).toMatchObject({ type: 'WinClaimed', payload: { claimedBy: 1, idleSeats: [0], winners: [1] } });
      const after = await t.http().get(`/v1/games/${g.id}`).expect(200);
      expect(after.body).toMatchObject({ status: 'ended', outcome: { winners: [1] } });
      expect((await t.http().post(`/v1/games/${g.id}/claim-win`).set(bearer(g.seats[1].token)).send({}).expect(409)).body.code).toBe('GAME_ENDED');
    });

    it('over GraphQL; an action resets the idle time', async () => {
      const g = await newGame();
      await new Promise((r) => setTimeout(r, ABANDON_MS + 50));
      const legal = await t.http().get(`/v1/games/${g.id}/legal-actions`).set(bearer(g.seats[0].token)).expect(200);
      await t.http().post(`/v1/games/${g.id}/actions`).set(bearer(g.seats[0].token)).send({ actionId: legal.body.actions[0].id }).expect(200);
      const early = await gql(t, 'mutation($id: ID!) { claimWin(gameId: $id) { version } }', { id: g.id }, g.seats[0].token);
      expect(early.errors?.[0].extensions).toMatchObject({ code: 'CLAIM_WIN_TOO_EARLY', waitingFor: [1] });
      await new Promise((r) => setTimeout(r, ABANDON_MS + 50));
      const won = await gql<{ claimWin: { outcome: { winners: number[] } } }>(t, 'mutation($id: ID!) { claimWin(gameId: $id) { outcome } }', { id: g.id }, g.seats[0].token);
      expect(won.errors).toBeUndefined();
      expect(won.data.claimWin.outcome).toMatchObject({ winners: [0], endedBy: { kind: 'abandonment', idleSeats: [1] } });
    });
  });

  describe('lists of games', () => {
    it('by tag and by seat token, paginated, newest first, over REST', async () => {
      const tag = `chan-${backend}-${Date.now()}`;
      const a = await newGame({ tag });
      const b = await newGame({ tag, game: 'armada-attack', options: SEED_ATTACK });
      const c = await newGame({ tag });
      await newGame({ tag: `${tag}-other` });
      await t.http().post(`/v1/games/${a.id}/resign`).set(bearer(a.seats[0].token)).send({}).expect(200);

      const all = await t.http().get(`/v1/game-list?tag=${tag}`).expect(200);
      expect(all.body).toMatchObject({ total: 3, limit: 20, offset: 0 });
      expect(all.body.items.map((i: { id: string }) => i.id)).toEqual([c.id, b.id, a.id]);
      expect(all.body.items[0]).toMatchObject({ id: c.id, game: 'rebels-attack', tag, status: 'active', players: 2, sandbox: false, seats: [] });
      const page = await t.http().get(`/v1/game-list?tag=${tag}&limit=1&offset=1`).expect(200);
      expect(page.body).toMatchObject({ total: 3, limit: 1, offset: 1, items: [{ id: b.id, game: 'armada-attack' }] });
      const ended = await t.http().get(`/v1/game-list?tag=${tag}&status=ended`).expect(200);
      expect(ended.body.items.map((i: { id: string }) => i.id)).toEqual([a.id]);
      const kind = await t.http().get(`/v1/game-list?tag=${tag}&game=armada-attack`).expect(200);
      expect(kind.body.total).toBe(1);
      // Today's GET /v1/games still lists the kinds of game.
      expect((await t.http().get('/v1/games').expect(200)).body.games[0]).toHaveProperty('options');

      const mine = await t.http().get('/v1/me/games').set(bearer(a.seats[1].token)).set('X-Seat-Tokens', `${c.seats[0].token},${c.seats[1].token}`).expect(200);
      expect(mine.body).toMatchObject({ total: 2, items: [{ id: c.id, seats: [0, 1] }, { id: a.id, seats: [1], status: 'ended' }] });
      expect((await t.http().get('/v1/me/games').expect(401)).body.code).toBe('SEAT_TOKEN_REQUIRED');
      expect((await t.http().get('/v1/me/games').set('Authorization', 'Bearer nope').expect(401)).body.code).toBe('TOKEN_INVALID');
    });

    it('validates the tag at creation and in the list', async () => {
      for (const tag of ['', 'a b', 'x'.repeat(101), 'ä']) {
        const res = await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, tag }).expect(400);
        expect(res.body.code).toBe('INVALID_REQUEST');
      }
      expect((await t.http().get('/v1/game-list').expect(400)).body.code).toBe('INVALID_REQUEST');
      expect((await t.http().get('/v1/game-list?tag=a&limit=101').expect(400)).body.code).toBe('INVALID_REQUEST');
      expect((await t.http().get('/v1/game-list?tag=a&status=won').expect(400)).body.code).toBe('INVALID_REQUEST');
    });

    it('over GraphQL', async () => {
      const tag = `gql-${backend}-${Date.now()}`;
      const created = await gql<{ createGame: { id: string; seats: { token: string }[] } }>(
        t,
        'mutation($tag: String!) { createGame(input: {game: "rebels-attack", players: 2, tag: $tag}) { id seats { token } } }',
        { tag },
      );
      const { id, seats } = created.data.createGame;
      const list = await gql<{ gameList: { total: number; items: { id: string; tag: string }[] } }>(
        t,
        'query($tag: String!) { gameList(tag: $tag, limit: 5) { total limit offset items { id tag status seats } } }',
        { tag },
      );
      expect(list.data.gameList).toMatchObject({ total: 1, limit: 5, offset: 0, items: [{ id, tag, status: 'active', seats: [] }] });
      const mine = await gql<{ myGames: { total: number; items: { id: string; seats: number[] }[] } }>(
        t,
        'query($tokens: [String!]) { myGames(tokens: $tokens) { total items { id seats } } }',
        { tokens: [seats[1].token] },
        seats[0].token,
      );
      expect(mine.data.myGames).toEqual({ total: 1, items: [{ id, seats: [0, 1] }] });
      const game = await gql<{ game: { tag: string; openHistoryWhenEnded: boolean } }>(t, 'query($id: ID!) { game(id: $id) { tag openHistoryWhenEnded at } }', { id });
      expect(game.data.game).toEqual({ tag, openHistoryWhenEnded: false, at: null });
    });
  });

  // Last: a sweep with a clock moved on deletes every ended game of this file's database.
  describe('retention of ended games', () => {
    it('deletes ended games older than the retention, keeps active and younger ones, and events stay append-only otherwise', async () => {
      const ended = await newGame({ tag: `ret-${backend}` });
      const active = await newGame({ tag: `ret-${backend}` });
      await t.http().post(`/v1/games/${ended.id}/resign`).set(bearer(ended.seats[0].token)).send({}).expect(200);
      const sweeper = t.app.get(RetentionSweeper);
      const db = t.app.get(Database);

      expect(await sweeper.sweep(new Date())).toBe(0);
      await t.http().get(`/v1/games/${ended.id}`).expect(200);

      // The trigger still refuses: a plain delete, an update, and a purge of an active game.
      await expect(db.dataSource.query('DELETE FROM events WHERE game_id = $1', [ended.id])).rejects.toThrow(/append-only/);
      await expect(
        db.dataSource.transaction(async (m) => {
          await m.query(`SELECT set_config('holocron.purge_ended', 'on', true)`);
          await m.query('DELETE FROM events WHERE game_id = $1', [active.id]);
        }),
      ).rejects.toThrow(/append-only/);
      await expect(
        db.dataSource.transaction(async (m) => {
          await m.query(`SELECT set_config('holocron.purge_ended', 'on', true)`);
          await m.query(`UPDATE events SET type = 'X' WHERE game_id = $1`, [ended.id]);
        }),
      ).rejects.toThrow(/append-only/);

      const deleted = await sweeper.sweep(new Date(Date.now() + RETAIN_MS + 1000));
      expect(deleted).toBeGreaterThanOrEqual(1);
      expect((await t.http().get(`/v1/games/${ended.id}`).expect(404)).body.code).toBe('GAME_NOT_FOUND');
      const [{ count }] = await db.dataSource.query('SELECT count(*)::int AS count FROM events WHERE game_id = $1', [ended.id]);
      expect(count).toBe(0);
      const list = await t.http().get(`/v1/game-list?tag=ret-${backend}`).expect(200);
      expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([active.id]);
      expect((await t.http().get('/v1/me/games').set(bearer(ended.seats[0].token)).expect(200)).body).toMatchObject({ total: 0, items: [] });
      const kept = await t.http().get(`/v1/games/${active.id}/events`).expect(200);
      expect(kept.body.events.length).toBe(active.version);
    });
  });
});
