import { gql } from './support/graphql.client.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';
import { Database } from '../src/database/database.service.js';

/**
 * Time travel and open histories, twin-state style: two games of
 * Angriff der Rebellen from different seeds differ only in their face-down
 * tiles, which nobody sees. Played alike without revealing a tile, every
 * view at every N, for every seat and spectators, must be equal in both,
 * until the game has ended with its history opened.
 */
describe.each(backends())('time travel on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  type Created = { id: string; version: number; seats: { seat: number; token: string }[] };
  type Legal = { id: string; type: string };
  const OPEN_TABLE = new Set(['PlaceGhost', 'MoveGhost', 'TakeForceChip']);

  async function newGame(seed: string, open: boolean): Promise<Created> {
    const res = await t.http().post('/v1/games').send({ game: 'rebels-attack', players: 2, seed, openHistoryWhenEnded: open }).expect(201);
    return res.body as Created;
  }

  /** Plays the same actions in both twins, none with a hidden outcome, until `steps` or none is left. */
  async function playAlike(twins: Created[], steps: number): Promise<void> {
    for (let i = 0; i < steps; i++) {
      const game = await t.http().get(`/v1/games/${twins[0].id}`).expect(200);
      const seat = game.body.pending[0].seat as number;
      const lists = await Promise.all(twins.map((g) => t.http().get(`/v1/games/${g.id}/legal-actions`).set(bearer(g.seats[seat].token)).expect(200)));
      expect(lists[1].body.actions).toEqual(lists[0].body.actions);
      const action = (lists[0].body.actions as Legal[]).find((a) => OPEN_TABLE.has(a.type));
      if (!action) return;
      for (const g of twins) await t.http().post(`/v1/games/${g.id}/actions`).set(bearer(g.seats[seat].token)).send({ actionId: action.id }).expect(200);
    }
  }

  /** What a game at N shows one viewer, without what differs between any two games (ids, dates). */
  async function at(g: Created, n: number, token?: string, seat?: number) {
    const req = t.http().get(`/v1/games/${g.id}?at=${n}${seat === undefined ? '' : `&seat=${seat}`}`);
    if (token) req.set(bearer(token));
    const res = await req.expect(200);
    const { view, pending, outcome, status, seat: shown, at: point } = res.body;
    return { view, pending, outcome, status, seat: shown, at: point };
  }

  async function eventsOf(g: Created, token?: string) {
    const req = t.http().get(`/v1/games/${g.id}/events?limit=1000`);
    if (token) req.set(bearer(token));
    return ((await req.expect(200)).body.events as { seq: number; type: string; payload: unknown; redacted: boolean }[]).map(({ seq, type, payload, redacted }) => ({
      seq,
      type,
      payload,
      redacted,
    }));
  }

  async function expectTwinsAlike(twins: Created[]): Promise<void> {
    const version = Math.min(...(await Promise.all(twins.map(async (g) => (await t.http().get(`/v1/games/${g.id}`).expect(200)).body.version as number))));
    for (let n = 1; n <= version; n++) {
      for (const who of [undefined, 0, 1]) {
        const [a, b] = await Promise.all(twins.map((g) => at(g, n, who === undefined ? undefined : g.seats[who].token)));
        expect({ n, who, view: b }).toEqual({ n, who, view: a });
        expect(a.at).toBe(n);
      }
    }
    for (const who of [undefined, 0, 1]) {
      const [a, b] = await Promise.all(twins.map((g) => eventsOf(g, who === undefined ? undefined : g.seats[who].token)));
      expect(b).toEqual(a);
    }
  }

  it('shows each viewer the game after any event N as it could see it then, and never a hidden fact before the end', async () => {
    const twins = [await newGame('twin-a', true), await newGame('twin-b', true)];
    // The hidden layouts differ: otherwise this test could not fail.
    const stored = (g: Created) => t.app.get(Database).dataSource.query('SELECT type, payload FROM events WHERE game_id = $1 ORDER BY seq', [g.id]);
    expect(await stored(twins[1])).not.toEqual(await stored(twins[0]));
    await playAlike(twins, 6);
    const now = await t.http().get(`/v1/games/${twins[0].id}`).set(bearer(twins[0].seats[0].token)).expect(200);
    expect(now.body.version).toBeGreaterThan(twins[0].version + 3);

    await expectTwinsAlike(twins);

    // At N: the state then, not now; seats' pending decisions as they were.
    const first = await at(twins[0], twins[0].version);
    expect(first).toMatchObject({ status: 'active', at: twins[0].version, pending: [{ seat: 0, decision: 'placeGhost' }] });
    const later = await at(twins[0], twins[0].version + 1);
    expect(later.pending).toEqual([expect.objectContaining({ seat: 1 })]);
    const legalThen = await t.http().get(`/v1/games/${twins[0].id}/legal-actions?at=${twins[0].version}`).set(bearer(twins[0].seats[0].token)).expect(200);
    expect(legalThen.body).toMatchObject({ at: twins[0].version, seat: 0 });
    expect(legalThen.body.actions.map((a: Legal) => a.type)).toEqual(['PlaceGhost', 'PlaceGhost', 'PlaceGhost', 'PlaceGhost']);

    // Replaying forwards, backwards and at the same point again gives the same answers.
    const forwards = [];
    for (let n = twins[0].version; n <= now.body.version; n++) forwards.push(await at(twins[0], n, twins[0].seats[0].token));
    for (let n = now.body.version; n >= twins[0].version; n--) expect(await at(twins[0], n, twins[0].seats[0].token)).toEqual(forwards[n - twins[0].version]);
    expect(await at(twins[0], twins[0].version, twins[0].seats[0].token)).toEqual(forwards[0]);

    // Before the end nobody borrows another seat's eyes, even with the option; out of range is 400.
    const other = await t.http().get(`/v1/games/${twins[0].id}?at=2&seat=1`).set(bearer(twins[0].seats[0].token)).expect(403);
    expect(other.body.code).toBe('HISTORY_NOT_OPEN');
    await t.http().get(`/v1/games/${twins[0].id}?at=2&seat=1`).set(bearer(twins[0].seats[1].token)).expect(200);
    expect((await t.http().get(`/v1/games/${twins[0].id}?at=0`).expect(400)).body.code).toBe('INVALID_REQUEST');
    expect((await t.http().get(`/v1/games/${twins[0].id}?at=${now.body.version + 1}`).expect(400)).body).toMatchObject({ code: 'INVALID_REQUEST', version: now.body.version });
    expect((await t.http().get(`/v1/games/${twins[0].id}?at=x`).expect(400)).body.code).toBe('INVALID_REQUEST');
  });

  it('once ended with openHistoryWhenEnded, opens every event and every seat’s view at any N to everybody (REST and GraphQL)', async () => {
    const twins = [await newGame('open-a', true), await newGame('open-b', true)];
    await playAlike(twins, 4);
    for (const g of twins) await t.http().post(`/v1/games/${g.id}/resign`).set(bearer(g.seats[1].token)).send({}).expect(200);

    const [a, b] = await Promise.all(twins.map((g) => eventsOf(g)));
    expect(a.every((e) => !e.redacted)).toBe(true);
    expect(b).not.toEqual(a); // the face-down tiles are open now
    const spectatorAsSeat = await t.http().get(`/v1/games/${twins[0].id}?at=3&seat=1`).expect(200);
    expect(spectatorAsSeat.body).toMatchObject({ seat: 1, at: 3, status: 'active' });
    const end = await t.http().get(`/v1/games/${twins[0].id}?seat=0`).expect(200);
    expect(end.body).toMatchObject({ seat: 0, status: 'ended', outcome: { winners: [0] } });
    const legal = await t.http().get(`/v1/games/${twins[0].id}/legal-actions?at=${twins[0].version}&seat=0`).expect(200);
    expect(legal.body).toMatchObject({ seat: 0, at: twins[0].version });
    expect(legal.body.actions.length).toBe(4);

    const res = await gql<{ game: { seat: number; at: number; pending: { seat: number }[] }; legalActions: { at: number; actions: unknown[] } }>(
      t,
      'query($id: ID!, $at: Int) { game(id: $id, at: $at, seat: 0) { seat at status pending { seat decision } } legalActions(gameId: $id, at: $at, seat: 0) { at seat actions { id } } }',
      { id: twins[0].id, at: twins[0].version },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.game).toMatchObject({ seat: 0, at: twins[0].version, pending: [{ seat: 0 }] });
    expect(res.data.legalActions).toMatchObject({ at: twins[0].version });
    expect(res.data.legalActions.actions).toHaveLength(4);
    const events = await gql<{ gameEvents: { events: { redacted: boolean; payload: unknown }[] } }>(
      t,
      'query($id: ID!) { gameEvents(gameId: $id, limit: 1000) { events { seq type payload redacted } } }',
      { id: twins[0].id },
    );
    expect(events.data.gameEvents.events.map(({ payload, redacted }) => ({ payload, redacted }))).toEqual(a.map(({ payload, redacted }) => ({ payload, redacted })));
  });

  it('without the option an ended game stays closed: twins alike, another seat refused (REST and GraphQL)', async () => {
    const twins = [await newGame('closed-a', false), await newGame('closed-b', false)];
    await playAlike(twins, 4);
    for (const g of twins) await t.http().post(`/v1/games/${g.id}/resign`).set(bearer(g.seats[0].token)).send({}).expect(200);
    await expectTwinsAlike(twins);
    expect((await t.http().get(`/v1/games/${twins[0].id}?at=2&seat=0`).expect(403)).body.code).toBe('HISTORY_NOT_OPEN');
    const res = await gql(t, 'query($id: ID!) { game(id: $id, at: 2, seat: 1) { seat } }', { id: twins[0].id }, twins[0].seats[0].token);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'HISTORY_NOT_OPEN', status: 403 });
    const mine = await gql<{ game: { seat: number; at: number } }>(t, 'query($id: ID!) { game(id: $id, at: 2) { seat at } }', { id: twins[0].id }, twins[0].seats[1].token);
    expect(mine.data.game).toEqual({ seat: 1, at: 2 });
  });
});
