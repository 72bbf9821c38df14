import { SeededRng } from '../src/engine/core/rng.random.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';
import { collect, gql, wsClient } from './support/graphql.client.js';

interface LegalActions {
  legalActions: { version: number; actions: { id: string; type: string }[] };
}
interface EventItem {
  seq: number;
  type: string;
  payload: unknown;
  redacted: boolean;
}

const SUBSCRIBE = `subscription($id: ID!, $after: Int) { gameUpdated(gameId: $id, after: $after) { seq type payload redacted } }`;

describe.each(backends())('GraphQL on %s: a whole game with live updates', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('plays a random game to its end through GraphQL while subscribers follow it', async () => {
    const created = await gql<{ createGame: { id: string; version: number; seats: { seat: number; token: string }[] } }>(
      t,
      `mutation { createGame(input: {game: "rebels-attack", players: 3, options: {firstSeat: 1}}) { id version seats { seat token } } }`,
    );
    const { id, seats } = created.data.createGame;
    const spectatorWs = wsClient(t);
    const seatWs = wsClient(t, seats[0].token);
    const spectator = collect<{ gameUpdated: EventItem }>(spectatorWs, SUBSCRIBE, { id, after: 0 }, (items) =>
      items.some((i) => i.gameUpdated.type === 'GameEnded'),
    );
    const seat0 = collect<{ gameUpdated: EventItem }>(seatWs, SUBSCRIBE, { id, after: 0 }, (items) =>
      items.some((i) => i.gameUpdated.type === 'GameEnded'),
    );

    const bot = new SeededRng(`gql-${backend}`);
    let outcome: unknown = null;
    for (let step = 0; step < 5000 && outcome === null; step++) {
      const game = await gql<{ game: { pending: { seat: number }[]; outcome: unknown } }>(t, `query($id: ID!) { game(id: $id) { pending { seat } outcome } }`, { id });
      outcome = game.data.game.outcome;
      if (outcome !== null) break;
      const seat = game.data.game.pending[0].seat;
      const legal = await gql<LegalActions>(t, `query($id: ID!) { legalActions(gameId: $id) { version actions { id type } } }`, { id }, seats[seat].token);
      const actions = legal.data.legalActions.actions;
      expect(actions.length).toBeGreaterThan(0);
      const pick = actions[bot.int(actions.length)];
      const res = await gql(
        t,
        `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }`,
        { id, input: { actionId: pick.id, expectedVersion: legal.data.legalActions.version } },
        seats[seat].token,
      );
      expect(res.errors).toBeUndefined();
    }
    expect(outcome).toMatchObject({ winners: expect.any(Array) });

    const [seen, seenBySeat] = await Promise.all([spectator.done, seat0.done]);
    spectator.stop();
    seat0.stop();
    await Promise.all([spectatorWs.dispose(), seatWs.dispose()]);

    const log = await gql<{ gameEvents: { version: number; events: EventItem[] } }>(
      t,
      `query($id: ID!) { gameEvents(gameId: $id, limit: 1000) { version events { seq type payload redacted } } }`,
      { id },
    );
    const pushed = seen.map((i) => i.gameUpdated);
    // Every event pushed once, in order, exactly as the log shows it to a spectator.
    expect(pushed.map((e) => e.seq)).toEqual(Array.from({ length: log.data.gameEvents.version }, (_, i) => i + 1));
    expect(pushed).toEqual(log.data.gameEvents.events);
    expect(seenBySeat.map((i) => i.gameUpdated)).toEqual(pushed);
    const dealt = pushed.find((e) => e.type === 'SpaceDealt')!;
    expect(dealt).toMatchObject({ redacted: true, payload: { gridTiles: 16, stackTiles: 14 } });
  });

  it('pushes only new events when subscribed without `after`, and refuses a foreign token', async () => {
    const a = await gql<{ createGame: { id: string; seats: { token: string }[] } }>(t, `mutation { createGame(input: {game: "rebels-attack", players: 2}) { id seats { token } } }`);
    const b = await gql<{ createGame: { id: string; seats: { token: string }[] } }>(t, `mutation { createGame(input: {game: "rebels-attack", players: 2}) { id seats { token } } }`);
    const { id, seats } = a.data.createGame;
    const client = wsClient(t);
    const sub = collect<{ gameUpdated: EventItem }>(client, SUBSCRIBE, { id }, (items) => items.length >= 1);
    // Give the subscription time to be registered before the action it should see.
    await new Promise((r) => setTimeout(r, 200));
    await gql(t, `mutation($id: ID!) { submitAction(gameId: $id, input: {action: {type: "PlaceGhost", position: 0}}) { version } }`, { id }, seats[0].token);
    const items = await sub.done;
    expect(items.map((i) => i.gameUpdated.type)).toEqual(['GhostPlaced']);
    sub.stop();
    await client.dispose();

    const foreign = wsClient(t, b.data.createGame.seats[0].token);
    await expect(collect(foreign, SUBSCRIBE, { id }, () => true).done).rejects.toThrow('TOKEN_FOR_OTHER_GAME');
    await foreign.dispose();
  });

  it('refuses a batch with a reveal before its last step with one code, as GraphQL extensions (issue 10)', async () => {
    const created = await gql<{ createGame: { id: string; seats: { token: string }[] } }>(t, `mutation { createGame(input: {game: "rebels-attack", players: 2}) { id seats { token } } }`);
    const { id, seats } = created.data.createGame;
    const submit = (input: object, token: string) =>
      gql<{ submitAction: { version: number } }>(t, `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }`, { id, input }, token);
    await submit({ action: { type: 'PlaceGhost', position: 0 } }, seats[0].token);
    const placed = await submit({ action: { type: 'PlaceGhost', position: 15 } }, seats[1].token);
    const res = await submit({ steps: [{ action: { type: 'MoveGhost', to: 1 } }, { action: { type: 'RevealTile', position: 2 } }, { action: { type: 'PlaceGhost', position: 3 } }] }, seats[0].token);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'HIDDEN_OUTCOME_NOT_LAST', status: 422, step: 1, lastStep: 2, messages: { de: expect.any(String), en: expect.any(String) } });
    const game = await gql<{ game: { version: number } }>(t, `query($id: ID!) { game(id: $id) { version } }`, { id });
    expect(game.data.game.version).toBe(placed.data.submitAction.version);
  });
});
