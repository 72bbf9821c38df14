import { SeededRng } from '../src/engine/core/rng.random.js';
import { backends, startApp, wholeGameLimits, type TestApp } from './support/app.harness.js';

/** Tile ids look like `tie-fighter#2`. */
const tileIds = (value: unknown) => (JSON.stringify(value).match(/"[a-z0-9-]+#\d+"/g) ?? []).map((q) => q.slice(1, -1));

describe.each(backends())('REST on %s: a whole game by bots picking legal actions at random', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend, { limits: wholeGameLimits() });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([2, 4])('with %i players ends with an outcome, and no seat ever sees a face-down tile', async (players) => {
    const created = await t.http().post('/v1/games').send({ game: 'rebels-attack', players }).expect(201);
    const { id, seats } = created.body as { id: string; seats: { token: string }[] };
    const auth = (seat: number) => ({ Authorization: `Bearer ${seats[seat].token}` });
    const bot = new SeededRng(`rest-${backend}-${players}`);
    const revealed = new Set<string>();
    let game = (await t.http().get(`/v1/games/${id}`).expect(200)).body;
    let steps = 0;
    while (game.status === 'active') {
      expect(++steps).toBeLessThan(5000);
      const seat = game.pending[0].seat as number;
      const legal = (await t.http().get(`/v1/games/${id}/legal-actions`).set(auth(seat)).expect(200)).body;
      const pick = legal.actions[bot.int(legal.actions.length)];
      const res = await t
        .http()
        .post(`/v1/games/${id}/actions`)
        .set(auth(seat))
        .send({ actionId: pick.id, expectedVersion: legal.version })
        .expect(200);
      for (const e of res.body.events) if (e.type === 'TileRevealed') revealed.add(e.payload.tile);
      // The acting seat's answer and every seat's view show only tiles that have been face up.
      for (const tile of tileIds(res.body)) expect(revealed).toContain(tile);
      game = (await t.http().get(`/v1/games/${id}`).set(auth(bot.int(players))).expect(200)).body;
      for (const tile of tileIds(game.view)) expect(revealed).toContain(tile);
    }
    expect(game.status).toBe('ended');
    expect(game.outcome.winners.length).toBeGreaterThan(0);
    expect(game.pending).toEqual([]);
    for (let seat = 0; seat < players; seat++) {
      const log = (await t.http().get(`/v1/games/${id}/events?limit=1000`).set(auth(seat)).expect(200)).body;
      expect(log.events).toHaveLength(game.version);
      const seen = new Set<string>();
      for (const e of log.events) {
        if (e.type === 'TileRevealed') seen.add(e.payload.tile);
        for (const tile of tileIds(e)) expect(seen).toContain(tile);
      }
    }
  });
});
