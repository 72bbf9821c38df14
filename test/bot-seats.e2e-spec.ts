import 'reflect-metadata';
import { jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import request from 'supertest';
import { heuristicGames, makeBot } from '../clients/typescript/src/bots/bots.registry.js';
import type { LegalAction } from '../clients/typescript/src/operations.graphql.js';
import { createApp } from '../src/app.factory.js';
import { configFromEnv, type HolocronConfig } from '../src/config/holocron.config.js';
import { Database } from '../src/database/database.service.js';
import { GAMES } from '../src/engine/games.registry.js';
import { EventStore } from '../src/event-store/event-store.service.js';
import { GameNotifier } from '../src/event-store/game-notifier.service.js';
import { GamesService } from '../src/games/games.service.js';
import { Metrics } from '../src/metrics/metrics.service.js';
import { backends, startApp, testLimits, type TestApp } from './support/app.harness.js';
import { gql } from './support/graphql.client.js';

/** Quick sweeps and short claims, so the restart cases take a second, not the defaults' half minute. */
const QUICK_BOTS: HolocronConfig['botSeats'] = { enabled: true, sweepMs: 200, claimMs: 1500 };

type Http = () => ReturnType<typeof request>;
interface Created {
  id: string;
  version: number;
  seats: { seat: number; token: string }[];
  bots: { seat: number; bot: string }[];
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Waits until `check` holds, polling; fails after `ms`. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value).slice(0, 500)}`);
    await sleep(20);
  }
}

/**
 * A person on seat `seat` plays to the end over REST (with the client package's heuristic, from
 * what REST shows that seat), on `apps` in turn; returns the final game as the person sees it.
 */
async function playToEnd(apps: Http[], id: string, seat: number, token: string): Promise<{ version: number; status: string; outcome: unknown }> {
  const person = makeBot('heuristic', 'rebels-attack', `person:${id}`)!;
  for (let step = 0; step < 3000; step++) {
    const http = apps[step % apps.length];
    const game = await http().get(`/v1/games/${id}`).set(bearer(token)).expect(200);
    if (game.body.status === 'ended') return game.body;
    const legal = await http().get(`/v1/games/${id}/legal-actions`).set(bearer(token)).expect(200);
    if (legal.body.actions.length === 0 || legal.body.version !== game.body.version) {
      // The bot's turn: it moves by itself.
      await sleep(5);
      continue;
    }
    const choice = person.choose({ game: 'rebels-attack', seat, view: game.body.view, actions: legal.body.actions as LegalAction[] });
    const res = await http().post(`/v1/games/${id}/actions`).set(bearer(token)).send({ actionId: choice.id, expectedVersion: legal.body.version });
    expect([200, 409]).toContain(res.status);
  }
  throw new Error(`game ${id} did not end`);
}

async function events(http: Http, id: string, token?: string) {
  const all: { seq: number; type: string; payload: Record<string, unknown> }[] = [];
  for (;;) {
    const req = http().get(`/v1/games/${id}/events?after=${all.length ? all[all.length - 1].seq : 0}&limit=1000`);
    if (token) req.set(bearer(token));
    const res = await req.expect(200);
    all.push(...res.body.events);
    if (!res.body.hasMore) return all;
  }
}

describe.each(backends())('bot seats on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend, { botSeats: QUICK_BOTS });
  });
  afterAll(async () => t?.close());

  it('plays rebels-attack, a person against the heuristic bot over REST, to the end: its moves are events, its seat has no token, view and list show it', async () => {
    const tag = `bots-${randomBytes(4).toString('hex')}`;
    const created = await t
      .http()
      .post('/v1/games')
      .send({ game: 'rebels-attack', players: 2, seed: 'bot-seats-rest', seats: [{}, { bot: 'heuristic' }], tag })
      .expect(201);
    const game = created.body as Created;
    expect(game.seats).toEqual([{ seat: 0, token: expect.any(String) }]);
    expect(game.bots).toEqual([{ seat: 1, bot: 'heuristic' }]);
    const spectator = await t.http().get(`/v1/games/${game.id}`).expect(200);
    expect(spectator.body.bots).toEqual([{ seat: 1, bot: 'heuristic' }]);
    const listed = await t.http().get(`/v1/game-list?tag=${tag}`).expect(200);
    expect(listed.body.items).toEqual([expect.objectContaining({ id: game.id, bots: [{ seat: 1, bot: 'heuristic' }] })]);

    const end = await playToEnd([t.http], game.id, 0, game.seats[0].token);
    expect(end.status).toBe('ended');
    expect(end.outcome).toMatchObject({ winners: expect.any(Array) });
    const log = await events(t.http, game.id, game.seats[0].token);
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: end.version }, (_, i) => i + 1));
    // The bot placed its ghost and took turns of its own, each recorded like a person's.
    expect(log).toContainEqual(expect.objectContaining({ type: 'GhostPlaced', payload: expect.objectContaining({ seat: 1 }) }));
    expect(log.filter((e) => e.type === 'TurnBegan' && e.payload.seat === 1).length).toBeGreaterThan(1);
  });

  it('seats a bot over GraphQL; a bot with the first move makes it without anyone acting', async () => {
    const res = await gql<{ createGame: Created }>(
      t,
      'mutation($input: NewGameInput!) { createGame(input: $input) { id version seats { seat token } bots { seat bot } } }',
      { input: { game: 'rebels-attack', players: 2, options: { firstSeat: 1 }, seats: [{ bot: 'random' }, {}] } },
    );
    expect(res.errors).toBeUndefined();
    const created = res.data.createGame;
    expect(created.seats.map((s) => s.seat)).toEqual([1]);
    expect(created.bots).toEqual([{ seat: 0, bot: 'random' }]);
    // Seat 1 places first, then the bot; after the person's ghost the bot's follows by itself.
    const legal = await t.http().get(`/v1/games/${created.id}/legal-actions`).set(bearer(created.seats[0].token)).expect(200);
    await t.http().post(`/v1/games/${created.id}/actions`).set(bearer(created.seats[0].token)).send({ actionId: legal.body.actions[0].id }).expect(200);
    const moved = await until(
      () => gql<{ game: { version: number; bots: { seat: number; bot: string }[]; pending: { seat: number }[] } }>(t, `{ game(id: "${created.id}") { version bots { seat bot } pending { seat } } }`),
      (r) => r.data.game.pending.every((p) => p.seat === 1) && r.data.game.version > created.version + 1,
    );
    expect(moved.data.game.bots).toEqual([{ seat: 0, bot: 'random' }]);
    expect((await events(t.http, created.id)).filter((e) => e.type === 'GhostPlaced').map((e) => e.payload.seat)).toEqual([1, 0]);
  });

  it('refuses an unknown bot, a bot the game lacks, seats that do not fit the players and a table of bots only: 400 with code and German and English messages', async () => {
    const refused = async (body: object, code: string, en: RegExp) => {
      const res = await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, ...body }).expect(400);
      expect(res.body).toMatchObject({ code, messages: { de: expect.any(String), en: expect.stringMatching(en) } });
      return res.body;
    };
    const unknown = await refused({ seats: [{}, { bot: 'deep-blue' }] }, 'UNKNOWN_BOT', /no bot deep-blue; known bots: random, heuristic/);
    expect(unknown.messages.de).toContain('Einen Bot deep-blue gibt es nicht');
    await refused({ seats: [{ bot: 'heuristic' }, { bot: 'heuristic' }] }, 'INVALID_SEATS', /at least one of them without bot/);
    await refused({ seats: [{}] }, 'INVALID_SEATS', /exactly 2 entries/);
    // A game the client package has no heuristic for (none left once every game has one: then each takes it).
    const without = GAMES.find((g) => !heuristicGames().includes(g.id));
    if (without) {
      const lacking = await t.http().post('/v1/games').send({ game: without.id, players: 2, seats: [{}, { bot: 'heuristic' }] }).expect(400);
      expect(lacking.body).toMatchObject({ code: 'BOT_UNAVAILABLE', messages: { de: expect.stringContaining(without.id), en: expect.stringContaining(`no heuristic bot for ${without.id}`) } });
    } else {
      for (const g of GAMES) await t.http().post('/v1/games').send({ game: g.id, players: 2, seats: [{}, { bot: 'heuristic' }] }).expect(201);
    }
    const invalid = await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, seats: [{}, { bot: 7 }] }).expect(400);
    expect(invalid.body.code).toBe('INVALID_REQUEST');
    const gqlUnknown = await gql(t, 'mutation { createGame(input: {game: "rebels-attack", players: 2, seats: [{}, {bot: "hal"}]}) { id } }');
    expect(gqlUnknown.errors?.[0].extensions).toMatchObject({ code: 'UNKNOWN_BOT', messages: { en: expect.stringContaining('no bot hal') } });
  });
});

describe.each(backends())('appends to games without bots on %s', (backend) => {
  it('cost the bot seats no read, here or where the NOTIFY is heard; an append to a game with bots is looked at', async () => {
    // An app of its own: closing it waits for every bot run it started, so its reads are counted whole.
    const t = await startApp(backend, { botSeats: QUICK_BOTS });
    const told: string[] = [];
    const older = '00000000-0000-4000-8000-000000000001';
    let readsOf: (id: string) => number = () => 0;
    let plain = { id: '', before: 0 };
    let withBot = { id: '', before: 0 };
    try {
      const store = t.app.get(EventStore);
      const notifier = t.app.get(GameNotifier);
      const reads = [jest.spyOn(store, 'loadStream'), jest.spyOn(store, 'loadCold')];
      readsOf = (id) => reads.reduce((n, spy) => n + spy.mock.calls.filter((c) => c[0] === id).length, 0);
      // One move by the person on seat 0, after a GET that folds the game; returns the reads before the move.
      const step = async (body: object) => {
        const created = (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, ...body }).expect(201)).body as Created;
        const token = created.seats[0].token;
        const legal = await t.http().get(`/v1/games/${created.id}/legal-actions`).set(bearer(token)).expect(200);
        const heard: (number | undefined)[] = [];
        notifier.subscribe(created.id, (version) => heard.push(version));
        const before = readsOf(created.id);
        const moved = await t.http().post(`/v1/games/${created.id}/actions`).set(bearer(token)).send({ actionId: legal.body.actions[0].id, expectedVersion: legal.body.version }).expect(200);
        // Its own NOTIFY heard too: the path by which every other instance hears of the append.
        await until(async () => heard, (h) => h.includes(moved.body.version));
        return { id: created.id, before };
      };
      const stopTelling = notifier.onBotAppend((id) => told.push(id));
      plain = await step({});
      withBot = await step({ seats: [{}, { bot: 'random' }] });
      // An instance of an earlier version announces no `bots`: the game may have some, so it is passed on.
      const db = t.app.get(Database);
      await db.notify(`holocron_events_${db.schema}`, [JSON.stringify({ gameId: older, version: 1 })]);
      await until(async () => told, (ids) => ids.includes(older));
      stopTelling();
    } finally {
      await t.close();
    }
    expect(readsOf(plain.id)).toBe(plain.before);
    // The same seam sees the bot seats' reads of a game with bots.
    expect(readsOf(withBot.id)).toBeGreaterThan(withBot.before);
    expect(told).not.toContain(plain.id);
    expect(told).toContain(withBot.id);
  });
});

describe('a bot seat under a rate limit of 3 requests a minute', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Its own counters: with Redis (as in CI) a bucket spent at 3 a minute would stall the next app's bucket under the same key.
    const rate = testLimits().rate;
    t = await startApp('pglite', { botSeats: QUICK_BOTS, limits: { ...testLimits(), rate: { ...rate, ip: { limit: 3, periodMs: 60_000 }, redisPrefix: `${rate.redisPrefix}tight:` } } });
  });
  afterAll(async () => t?.close());

  it('moves as often as it is due: it makes no requests, so the limit the person spent does not stop it', async () => {
    const created = (await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, options: { firstSeat: 1 }, seats: [{}, { bot: 'heuristic' }] }).expect(201)).body as Created;
    const token = created.seats[0].token;
    const games = t.app.get(GamesService);
    // Watched in process, not over HTTP, so that only the person's requests count.
    const botGhost = await until(
      () => games.events(created.id, undefined),
      (page) => page.events.some((e) => e.type === 'GhostPlaced'),
    );
    const taken = (botGhost.events.find((e) => e.type === 'GhostPlaced')!.payload as { position: number }).position;
    await t.http().post(`/v1/games/${created.id}/actions`).set(bearer(token)).send({ action: { type: 'PlaceGhost', position: [0, 3, 12, 15].find((p) => p !== taken) } }).expect(200);
    await until(
      () => games.legalActions(created.id, `Bearer ${token}`),
      (legal) => legal.actions.length > 0,
    );
    const game = await t.http().get(`/v1/games/${created.id}`).set(bearer(token)).expect(200);
    const appends = (await t.app.get(Metrics).appends.get()).values.reduce((n, v) => n + v.value, 0);
    // The person's one action and at least two of the bot's: over the 3 requests had the bot made any.
    expect(appends - 1).toBeGreaterThanOrEqual(2);
    expect(game.body.pending).toEqual([expect.objectContaining({ seat: 0 })]);
    expect((await t.http().get(`/v1/games/${created.id}`).expect(429)).body.code).toBe('RATE_LIMITED');
  });
});

describe('a bot seat across restarts (PGlite folder)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'holocron-bots-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function boot(botSeats: HolocronConfig['botSeats']): Promise<INestApplication> {
    const app = await createApp({ ...configFromEnv({}), dataDir: dir, limits: testLimits(), botSeats }, false);
    await app.init();
    return app;
  }

  it('moves after a restart when the instance stopped before its bot moved, and once the claim of an instance killed mid-way ran out', async () => {
    // An instance that plays no bots stands in for one stopped before its bot moved.
    const first = await boot({ ...QUICK_BOTS, enabled: false });
    const create = () =>
      request(first.getHttpServer())
        .post('/v1/games')
        .send({ game: 'rebels-attack', players: 2, options: { firstSeat: 1 }, seats: [{}, { bot: 'heuristic' }] })
        .expect(201)
        .then((r) => r.body as Created);
    const stopped = await create();
    const killed = await create();
    // The instance killed in the middle of the second game's bot turn: its claim stays behind.
    await first.get(Database).pool.query(`INSERT INTO bot_claims (game_id, owner, expires_at) VALUES ($1, 'killed', now() + interval '1 hour')`, [killed.id]);
    await sleep(300);
    for (const g of [stopped, killed]) expect((await request(first.getHttpServer()).get(`/v1/games/${g.id}`).expect(200)).body.version).toBe(g.version);
    await first.close();

    const second = await boot(QUICK_BOTS);
    try {
      const legal = (g: Created) => () => request(second.getHttpServer()).get(`/v1/games/${g.id}/legal-actions`).set(bearer(g.seats[0].token));
      const afterRestart = await until(legal(stopped), (r) => r.body.actions.length > 0);
      expect(afterRestart.body.version).toBe(stopped.version + 1);
      // Several sweeps later the game under the dead instance's claim has not moved ...
      await sleep(4 * QUICK_BOTS.sweepMs);
      expect((await legal(killed)()).body).toMatchObject({ version: killed.version, actions: [] });
      // ... until the claim runs out; then this instance takes the game over.
      await second.get(Database).pool.query('UPDATE bot_claims SET expires_at = now() WHERE game_id = $1', [killed.id]);
      const takenOver = await until(legal(killed), (r) => r.body.actions.length > 0);
      expect(takenOver.body.version).toBe(killed.version + 1);
      const claims = await second.get(Database).pool.query('SELECT owner FROM bot_claims WHERE game_id = ANY($1)', [[stopped.id, killed.id]]);
      expect(claims.rows).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

const url = process.env.DATABASE_URL;

// Several instances share only a Postgres database (a PGlite folder belongs to one process): CI sets DATABASE_URL.
const onPostgres = url ? describe : () => undefined;

onPostgres('two instances on one Postgres database', () => {
  const schema = `test_bots_${randomBytes(6).toString('hex')}`;
  let a: INestApplication;
  let b: INestApplication;

  async function serve(): Promise<INestApplication> {
    const app = await createApp({ ...configFromEnv({}), databaseUrl: url, dbSchema: schema, port: 0, limits: testLimits(), botSeats: QUICK_BOTS }, false);
    await app.init();
    return app;
  }

  beforeAll(async () => {
    a = await serve();
    b = await serve();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('play a person against a bot to the end, the person on both in turn: every event once, in order, and no claim left', async () => {
    const created = await request(a.getHttpServer())
      .post('/v1/games')
      .send({ game: 'rebels-attack', players: 2, seed: 'two-instances', seats: [{}, { bot: 'heuristic' }] })
      .expect(201);
    const apps: Http[] = [() => request(a.getHttpServer()), () => request(b.getHttpServer())];
    const end = await playToEnd(apps, created.body.id, 0, created.body.seats[0].token);
    expect(end.status).toBe('ended');
    const { rows } = await a.get(Database).pool.query<{ seq: number; n: string }>(
      'SELECT seq, count(*) AS n FROM events WHERE game_id = $1 GROUP BY seq ORDER BY seq',
      [created.body.id],
    );
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: end.version }, (_, i) => i + 1));
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
    const log = await events(apps[1], created.body.id);
    expect(log.filter((e) => e.type === 'TurnBegan' && e.payload.seat === 1).length).toBeGreaterThan(1);
    expect((await a.get(Database).pool.query('SELECT * FROM bot_claims')).rows).toEqual([]);
    // Both heard every append; had both moved for the bot, one of each pair of moves would have met a conflict.
    for (const app of [a, b]) expect((await app.get(Metrics).versionConflicts.get()).values.reduce((n, v) => n + v.value, 0)).toBe(0);
  });
});
