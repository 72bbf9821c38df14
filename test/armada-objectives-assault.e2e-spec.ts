import { SeededRng } from '../src/engine/core/rng.random.js';
import { backends } from './support/app.harness.js';
import { armadaApp, republicList, separatistList, fightingPick, type EventItem } from './support/armada.harness.js';
import { gql } from './support/graphql.client.js';

type Seats = { seat: number; token: string }[];
type ShipView = { id: string; card: string; owner: number; destroyed: boolean; faceupDamage: string[]; facedownDamage: number; upgrades: { id: string }[]; objectiveToken?: boolean; commandDials: { count: number; stack?: string[] } };
type View = { objective: string | null; ships: ShipView[]; squadrons: { card: string; owner: number; destroyed: boolean }[]; result: { points: [number, number] } | null };

/** Republic, 171 points; Separatists, 121 points: the cheaper Separatists choose, the Republic is first player and picks Opening Salvo from their three. */
const REPUBLIC = republicList(['most-wanted', 'contested-outpost', 'superior-positions']);
// Kraken, not Count Dooku: the bot's seeded game was tuned without raid tokens.
const SEPARATISTS = separatistList(['opening-salvo', 'contested-outpost', 'superior-positions'], 'kraken');

describe.each(backends())('armada on %s: the assault objective Opening Salvo through the API', (backend) => {
  const t = armadaApp(backend);

  const points = async (kind: 'ships' | 'upgrades' | 'squadrons', id: string) => (await t.http().get(`/v1/catalog/armada/${kind}/${id}`).expect(200)).body.points.current as number;

  it('GraphQL sets up, REST plays to the end, and the score holds half the cost of each damaged enemy ship left', async () => {
    const created = await gql<{ createGame: { id: string; seats: Seats } }>(
      t,
      `mutation { createGame(input: {game: "armada", players: 2, options: {scenario: "standard", format: "starter", cardsWithoutEffect: "allow"}, seed: "armada-obj-assault-pglite-5"}) { id seats { seat token } } }`,
    );
    expect(created.errors).toBeUndefined();
    const { id, seats } = created.data.createGame;
    const act = (seat: number, action: Record<string, unknown>) =>
      gql(t, `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }`, { id, input: { action } }, seats[seat].token);
    for (const [seat, action] of [
      [0, { type: 'SubmitFleet', fleet: REPUBLIC }],
      [1, { type: 'SubmitFleet', fleet: SEPARATISTS }],
      [1, { type: 'ChooseFirstPlayer', firstPlayer: 0 }],
      [0, { type: 'ChooseObjective', objective: 'opening-salvo' }],
    ] as const)
      expect((await act(seat, action)).errors).toBeUndefined();
    const viewQuery = `query($id: ID!) { game(id: $id) { status outcome view } }`;
    const chosen = await gql<{ game: { view: View } }>(t, viewQuery, { id });
    // The pick is public: a spectator sees it.
    expect(chosen.data.game.view.objective).toBe('opening-salvo');

    const auth = (seat: number) => ({ Authorization: `Bearer ${seats[seat].token}` });
    const bot = new SeededRng("armada-obj-assault-bot-pglite-5");
    let state = (await t.http().get(`/v1/games/${id}`).set(auth(0)).expect(200)).body;
    let sawTokens = false;
    for (let steps = 0; state.status === 'active'; steps++) {
      expect(steps).toBeLessThan(4000);
      const seat = state.pending[bot.int(state.pending.length)].seat as number;
      const legal = (await t.http().get(`/v1/games/${id}/legal-actions`).set(auth(seat)).expect(200)).body;
      const chosenAction = fightingPick(legal.actions as { id: string; type: string }[], bot);
      await t.http().post(`/v1/games/${id}/actions`).set(auth(seat)).send({ actionId: chosenAction.id, expectedVersion: legal.version }).expect(200);
      state = (await t.http().get(`/v1/games/${id}`).set(auth(0)).expect(200)).body;
      const view = state.view as View;
      if (!sawTokens && view.ships.length === 3 && view.ships.every((x) => x.objectiveToken === true)) {
        sawTokens = true;
        // The tokens lie open; the other fleet's dials stay hidden from seat 0.
        for (const x of view.ships.filter((v) => v.owner === 1)) expect(x.commandDials.stack).toBeUndefined();
      }
    }
    expect(sawTokens).toBe(true);

    const log: EventItem[] = [];
    for (;;) {
      const page = (await t.http().get(`/v1/games/${id}/events?after=${log.length}&limit=1000`).set(auth(0)).expect(200)).body.events as EventItem[];
      if (page.length === 0) break;
      log.push(...page);
    }
    // Each ship's first attack on a ship added 2 dice: red for the first player's, the second player's colours.
    const salvos = log.filter((e) => e.type === 'ObjectiveDiceAdded');
    expect(salvos.length).toBeGreaterThan(0);
    for (const e of salvos) expect(e.payload).toMatchObject({ objective: 'opening-salvo', tokenDiscarded: true });
    for (const e of salvos.filter((v) => String(v.payload!.ship).startsWith('s0-'))) expect((e.payload!.dice as { color: string }[]).map((d) => d.color)).toEqual(['red', 'red']);
    expect(new Set(salvos.map((e) => e.payload!.ship)).size).toBe(salvos.length);

    // The score, from the final view and the catalog: destroyed enemies, plus half the cost of each damaged enemy ship still in play.
    const final = await gql<{ game: { status: string; outcome: { winners: number[] }; view: View } }>(t, viewQuery, { id });
    const view = final.data.game.view;
    const cost = async (x: ShipView) => (await points('ships', x.card)) + (await Promise.all(x.upgrades.map((u) => points('upgrades', u.id)))).reduce((a, b) => a + b, 0);
    const expected: number[] = [];
    const halves: number[] = [];
    for (const seat of [0, 1]) {
      let destroyed = 0;
      let half = 0;
      for (const x of view.ships.filter((v) => v.owner !== seat)) {
        if (x.destroyed) destroyed += await cost(x);
        else if (x.faceupDamage.length + x.facedownDamage > 0) half += Math.ceil((await cost(x)) / 2);
      }
      for (const q of view.squadrons.filter((v) => v.owner !== seat && v.destroyed)) destroyed += await points('squadrons', q.card);
      expected.push(destroyed + half);
      halves.push(half);
    }
    expect(final.data.game.status).toBe('ended');
    // This seed's game (the same on every backend) ends with a damaged enemy ship left in play: the objective scores.
    expect(halves[0] + halves[1]).toBeGreaterThan(0);
    expect(view.result!.points).toEqual(expected);
    expect(final.data.game.outcome.winners).toHaveLength(1);
  });
});
