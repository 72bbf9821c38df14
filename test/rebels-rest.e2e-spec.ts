import { backends, startApp, type TestApp } from './support/app.harness.js';
import { position } from '../src/engine/rebels-attack/rebels.testkit.js';

describe.each(backends())('REST on %s: a game of Angriff der Rebellen', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function newGame(body: object = { game: 'rebels-attack', players: 2 }) {
    const res = await t.http().post('/v1/games').send(body).expect(201);
    return res.body as { id: string; version: number; seats: { seat: number; token: string }[] };
  }

  it('reports health with the database', async () => {
    const res = await t.http().get('/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: { kind: backend, status: 'up' } });
  });

  it('lists the games it plays with their options', async () => {
    const res = await t.http().get('/v1/games').expect(200);
    expect(res.body.games).toContainEqual(
      expect.objectContaining({ id: 'rebels-attack', players: { min: 2, max: 4 } }),
    );
    const options = res.body.games[0].options.map((o: { name: string }) => o.name);
    expect(options).toEqual(['firstSeat', 'enemies']);
  });

  it('creates a game with one secret token per seat and shows it to a spectator without face-down tiles', async () => {
    const game = await newGame({ game: 'rebels-attack', players: 3, options: { firstSeat: 2 } });
    expect(game.seats.map((s) => s.seat)).toEqual([0, 1, 2]);
    expect(new Set(game.seats.map((s) => s.token)).size).toBe(3);
    const res = await t.http().get(`/v1/games/${game.id}`).expect(200);
    expect(res.body).toMatchObject({ id: game.id, game: 'rebels-attack', status: 'active', sandbox: false, seat: null });
    expect(res.body.pending).toEqual([expect.objectContaining({ seat: 2, decision: 'placeGhost' })]);
    expect(res.body.view.board.every((c: { state: string; tile?: unknown }) => c.state === 'faceDown' && !c.tile)).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/#\d/);
  });

  it('plays a turn by action id and by machine form', async () => {
    const game = await newGame();
    const [first, second] = game.seats;
    const legal = await t.http().get(`/v1/games/${game.id}/legal-actions`).set(bearer(first.token)).expect(200);
    expect(legal.body.seat).toBe(0);
    expect(legal.body.actions).toHaveLength(4);
    const corner = legal.body.actions.find((a: { params: { position: number } }) => a.params.position === 0);
    expect(corner).toMatchObject({ type: 'PlaceGhost', label: { de: expect.any(String), en: expect.any(String) } });
    const byId = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(first.token)).send({ actionId: corner.id }).expect(200);
    expect(byId.body.version).toBe(game.version + 1);
    expect(byId.body.events).toEqual([
      expect.objectContaining({ seq: game.version + 1, type: 'GhostPlaced', payload: { seat: 0, position: 0 }, redacted: false }),
    ]);
    const byForm = await t
      .http()
      .post(`/v1/games/${game.id}/actions`)
      .set(bearer(second.token))
      .send({ action: { type: 'PlaceGhost', position: 15 }, expectedVersion: byId.body.version })
      .expect(200);
    expect(byForm.body.events.map((e: { type: string }) => e.type)).toEqual(['GhostPlaced', 'TurnBegan']);
    expect(byForm.body.view.phase).toBe('move');
    const spectator = await t.http().get(`/v1/games/${game.id}/legal-actions`).expect(200);
    expect(spectator.body).toMatchObject({ version: byForm.body.version, seat: null, actions: [] });
  });

  it('redacts the deal in the event log and pages through it', async () => {
    const game = await newGame();
    const all = await t.http().get(`/v1/games/${game.id}/events`).set(bearer(game.seats[0].token)).expect(200);
    expect(all.body.version).toBe(game.version);
    const dealt = all.body.events.find((e: { type: string }) => e.type === 'SpaceDealt');
    expect(dealt).toEqual(expect.objectContaining({ redacted: true, payload: { gridTiles: 16, stackTiles: 14 } }));
    const page = await t.http().get(`/v1/games/${game.id}/events?after=1&limit=1`).expect(200);
    expect(page.body.events.map((e: { seq: number }) => e.seq)).toEqual([2]);
    expect(page.body.hasMore).toBe(true);
  });

  it('plays a sandbox duel with scripted dice: the seed example through the API', async () => {
    const game = await newGame({
      game: 'rebels-attack',
      players: 2,
      sandbox: {
        position: position({
          at: { 2: 'tie-fighter' },
          ghosts: [0, 15],
          stack: 1,
          players: [{ support: 'lichtschwert', ally: 'sabine-wren', forceChips: 2 }],
        }),
        dice: [4, 3],
      },
    });
    const me = bearer(game.seats[0].token);
    const act = (action: object) => t.http().post(`/v1/games/${game.id}/actions`).set(me).send({ action });
    const view = (await t.http().get(`/v1/games/${game.id}`).expect(200)).body;
    expect(view.sandbox).toBe(true);
    expect(view.view.sandbox).toBe(true);
    await act({ type: 'MoveGhost', to: 1 }).expect(200);
    await act({ type: 'RevealTile', position: 2 }).expect(200);
    const rolled = await act({ type: 'Fight' }).expect(200);
    expect(rolled.body.events[0]).toMatchObject({ type: 'DuelRolled', payload: { enemyDie: 4, enemyStrength: 7, playerDie: 3 } });
    const won = await act({ type: 'CommitStrength', ally: true, forceChips: 1 }).expect(200);
    expect(won.body.events[0]).toMatchObject({ type: 'DuelWon', payload: { playerStrength: 7, forceChipsSpent: 1 } });
    expect(won.body.view.players[0]).toMatchObject({ ally: null, forceChips: 1, support: { type: 'lichtschwert' } });
  });

  it('applies a batch of steps atomically, and none of it when one step is refused', async () => {
    const game = await newGame();
    const [first, second] = game.seats;
    const ok = await t
      .http()
      .post(`/v1/games/${game.id}/actions`)
      .set(bearer(first.token))
      .send({ steps: [{ action: { type: 'PlaceGhost', position: 3 } }] })
      .expect(200);
    const refused = await t
      .http()
      .post(`/v1/games/${game.id}/actions`)
      .set(bearer(second.token))
      .send({ steps: [{ action: { type: 'PlaceGhost', position: 12 } }, { action: { type: 'MoveGhost', to: 15 } }] })
      .expect(422);
    expect(refused.body).toMatchObject({ code: 'NOT_YOUR_TURN', step: 1 });
    const after = await t.http().get(`/v1/games/${game.id}`).expect(200);
    expect(after.body.version).toBe(ok.body.version);
  });

  it('refuses a batch with a reveal or a duel before its last step as a whole, with one code, and applies nothing (issue 10)', async () => {
    const game = await newGame({
      game: 'rebels-attack',
      players: 2,
      sandbox: { position: position({ at: { 2: 'tie-fighter' }, ghosts: [0, 15], stack: 1 }) },
    });
    const me = bearer(game.seats[0].token);
    const submit = (body: object) => t.http().post(`/v1/games/${game.id}/actions`).set(me).send(body);
    const move = { action: { type: 'MoveGhost', to: 1 } };
    const reveal = { action: { type: 'RevealTile', position: 2 } };
    const refused = await submit({ steps: [move, reveal, { action: { type: 'Fight' } }] }).expect(422);
    expect(refused.body).toMatchObject({
      code: 'HIDDEN_OUTCOME_NOT_LAST',
      status: 422,
      step: 1,
      lastStep: 2,
      messages: { de: expect.stringContaining('letzte'), en: expect.stringContaining('last step') },
    });
    // The probe of the issue: reveal, then a step whose refusal would tell what the tile was.
    await submit(move).expect(200);
    const legal = await t.http().get(`/v1/games/${game.id}/legal-actions`).set(me).expect(200);
    const byId = legal.body.actions.find((a: { type: string; params: { position: number } }) => a.type === 'RevealTile' && a.params.position === 2);
    const probe = await submit({ steps: [{ actionId: byId.id }, { action: { type: 'PlaceGhost', position: 0 } }] }).expect(422);
    expect(probe.body).toMatchObject({ code: 'HIDDEN_OUTCOME_NOT_LAST', step: 0, lastStep: 1 });
    const before = (await t.http().get(`/v1/games/${game.id}`).expect(200)).body;
    expect(before.view.board[2].state).toBe('faceDown');
    // As the last step, or alone, it is played.
    const played = await submit({ steps: [reveal] }).expect(200);
    expect(played.body.events[0]).toMatchObject({ type: 'TileRevealed', payload: { position: 2, tile: expect.any(String) } });
  });
});
