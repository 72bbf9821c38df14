import { SeededRng } from '../src/engine/core/rng.random.js';
import { backends } from './support/app.harness.js';
import { armadaApp, republicList, separatistList, bearer, type Created, type EventItem } from './support/armada.harness.js';
import { gql } from './support/graphql.client.js';

type SetupView = { step: string; fleets: { submitted: boolean; fleet: unknown }[]; chooser: number | null; placer: number; obstaclesToPlace: number };

/** Republic, 171 points; Separatists, 121 points (the cheaper fleet chooses the first player). */
// Blockade Run (Corellian Conflict) does not act: the view names it as a card without effect.
const REPUBLIC = republicList(['blockade-run', 'hyperspace-assault', 'dangerous-territory']);
const SEPARATISTS = separatistList(['most-wanted', 'fire-lanes', 'intel-sweep']);

describe.each(backends())('armada on %s: a whole standard game (full setup) through the API', (backend) => {
  const t = armadaApp(backend);

  const viewOf = async (game: Created, seat: number | null) =>
    (await (seat === null ? t.http().get(`/v1/games/${game.id}`) : t.http().get(`/v1/games/${game.id}`).set(bearer(game, seat))).expect(200)).body;
  const submit = (game: Created, seat: number, action: Record<string, unknown>) => t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, seat)).send({ action });

  it('creates a standard game that refuses cards without effect once each side can field played cards only; a list with such a card is refused by name', async () => {
    const game = (await t.http().post('/v1/games').send({ game: 'armada', players: 2, options: { scenario: 'standard' }, tag: `armada-refuse-${backend}` }).expect(201)).body as Created;
    const legal = (await t.http().get(`/v1/games/${game.id}/legal-actions`).set(bearer(game, 1)).expect(200)).body;
    expect(legal.actions.length).toBeGreaterThan(0);
    const ready = legal.actions[0] as { type: string; params: { fleet: { objectives: string[] } } };
    expect(ready.type).toBe('SubmitFleet');
    // Blockade Run does not act: a ready list with it as its assault objective is refused, naming it.
    const assault = ['advanced-gunnery', 'most-wanted', 'opening-salvo', 'precision-strike'];
    const fleet = { ...ready.params.fleet, objectives: ready.params.fleet.objectives.map((o) => (assault.includes(o) ? 'blockade-run' : o)) };
    const refused = (await submit(game, 1, { type: 'SubmitFleet', fleet }).expect(422)).body;
    expect(refused).toMatchObject({ code: 'ARMADA_CARD_NOT_IMPLEMENTED', rule: 'armada:aufwertungskarten' });
    expect(refused.messages.en).toMatch(/Blockade Run/);
    await submit(game, 1, { type: 'SubmitFleet', fleet: ready.params.fleet }).expect(200);
  });

  it('REST: secret fleets, first player, objective, obstacles and deployment on the grid, then rounds to the end', async () => {
    const game = (await t.http().post('/v1/games').send({ game: 'armada', players: 2, options: { scenario: 'standard', format: 'starter', cardsWithoutEffect: 'allow' }, seed: `armada-std-${backend}` }).expect(201)).body as Created;
    let state = await viewOf(game, 0);
    expect(state.pending.map((p: { seat: number; decision: string }) => [p.seat, p.decision])).toEqual([
      [0, 'submit-fleet'],
      [1, 'submit-fleet'],
    ]);

    // Seat 0's list goes in; seat 1 and spectators see only that it is in.
    await submit(game, 0, { type: 'SubmitFleet', fleet: REPUBLIC }).expect(200);
    for (const seat of [1, null]) {
      const seen = await viewOf(game, seat);
      expect((seen.view.setup as SetupView).fleets[0]).toEqual({ submitted: true, fleet: null });
      expect(JSON.stringify(seen)).not.toMatch(/acclamator|obi-wan|blockade-run/);
    }
    expect((await viewOf(game, 0)).view.setup.fleets[0].fleet).toMatchObject({ points: 171 });
    const log1 = (await t.http().get(`/v1/games/${game.id}/events?after=0&limit=100`).set(bearer(game, 1)).expect(200)).body.events as EventItem[];
    const theirs = log1.find((e) => e.type === 'FleetSubmitted')!;
    expect([theirs.redacted, theirs.payload]).toEqual([true, { seat: 0 }]);
    const refusal = (await submit(game, 0, { type: 'SubmitFleet', fleet: REPUBLIC }).expect(422)).body;
    expect(refusal).toMatchObject({ code: 'NOT_YOUR_DECISION', rule: 'armada:vollstaendiger-spielaufbau' });
    expect((await submit(game, 1, { type: 'SubmitFleet', fleet: REPUBLIC }).expect(422)).body.code).toBe('FLEET_WRONG_FACTION');

    // Both in: revealed together; the cheaper Separatists choose, the first player picks one of the second's objectives.
    await submit(game, 1, { type: 'SubmitFleet', fleet: SEPARATISTS }).expect(200);
    state = await viewOf(game, null);
    expect(state.view.setup).toMatchObject({ step: 'first-player', chooser: 1 });
    expect(JSON.stringify(state.view.fleets)).toMatch(/acclamator-ii-class-assault-ship[\s\S]*munificent-class-comms-frigate/);
    // The cards the game cannot play yet are named in the view, per fleet.
    expect(state.view.setup.cardsWithoutEffect).toBe('allow');
    const without = state.view.cardsWithoutEffect as { kind: string; id: string }[][];
    expect(without.map((fleet) => fleet.map((c) => [c.kind, c.id]))).toEqual([[['objectives', 'blockade-run']], []]);
    await submit(game, 1, { type: 'ChooseFirstPlayer', firstPlayer: 0 }).expect(200);
    expect((await submit(game, 0, { type: 'ChooseObjective', objective: 'blockade-run' }).expect(422)).body.code).toBe('OBJECTIVE_NOT_OFFERED');
    await submit(game, 0, { type: 'ChooseObjective', objective: 'fire-lanes' }).expect(200);
    state = await viewOf(game, null);
    expect([state.view.objective, state.view.firstPlayer, state.view.setup.step, state.view.setup.placer]).toEqual(['fire-lanes', 0, 'obstacles', 1]);

    // Obstacles and deployment: an exact spot through the machine form, the rest from the legal grid.
    expect((await submit(game, 1, { type: 'PlaceObstacle', shape: 'station', x: 100, y: 457, heading: 0 }).expect(422)).body.code).toBe('OBSTACLE_TOO_CLOSE_TO_EDGE');
    await submit(game, 1, { type: 'PlaceObstacle', shape: 'station', x: 457.2, y: 457.2, heading: 30 }).expect(200);
    const bot = new SeededRng(`armada-std-bot-${backend}`);
    let steps = 0;
    let sawDeployment = false;
    state = await viewOf(game, 0);
    while (state.status === 'active') {
      expect(++steps).toBeLessThan(3000);
      const seat = state.pending[bot.int(state.pending.length)].seat as number;
      const legal = (await t.http().get(`/v1/games/${game.id}/legal-actions`).set(bearer(game, seat)).expect(200)).body;
      expect(legal.actions.length).toBeGreaterThan(0);
      expect(legal.actions.length).toBeLessThanOrEqual(200);
      const pick = legal.actions[bot.int(legal.actions.length)];
      if (pick.type === 'DeployShip') sawDeployment = true;
      await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, seat)).send({ actionId: pick.id, expectedVersion: legal.version }).expect(200);
      state = await viewOf(game, 1);
    }
    expect(sawDeployment).toBe(true);
    expect(state.status).toBe('ended');
    expect(state.view.obstacles).toHaveLength(4);
    expect(state.outcome.winners).toHaveLength(1);
    const log: EventItem[] = [];
    for (;;) {
      const page = (await t.http().get(`/v1/games/${game.id}/events?after=${log.length}&limit=1000`).set(bearer(game, 1)).expect(200)).body.events as EventItem[];
      if (page.length === 0) break;
      log.push(...page);
    }
    const types = log.map((e) => e.type);
    expect(types.indexOf('SetupFinished')).toBeGreaterThan(types.lastIndexOf('ShipDeployed'));
    expect(types).toContain('PassTokensGiven');
    expect(types).toContain('GameEnded');
  });

  it('GraphQL: a whole standard game by random legal actions, the lists hidden from the other seat until both are in', async () => {
    const created = await gql<{ createGame: Created }>(t, `mutation { createGame(input: {game: "armada", players: 2, options: {scenario: "standard", cardsWithoutEffect: "allow"}, seed: "armada-std-gql-${backend}"}) { id seats { seat token } } }`);
    expect(created.errors).toBeUndefined();
    const { id, seats } = created.data.createGame;
    const viewQuery = `query($id: ID!) { game(id: $id) { pending { seat } outcome view } }`;
    const bot = new SeededRng(`armada-std-gql-bot-${backend}`);
    let outcome: { winners: number[] } | null = null;
    let checkedSecret = false;
    for (let step = 0; step < 3000; step++) {
      const g = await gql<{ game: { pending: { seat: number }[]; outcome: { winners: number[] } | null; view: { setup: SetupView | null } } }>(t, viewQuery, { id });
      outcome = g.data.game.outcome;
      if (outcome) break;
      const setup = g.data.game.view.setup;
      if (setup?.step === 'fleets' && setup.fleets.filter((f) => f.submitted).length === 1) {
        checkedSecret = true;
        const waiting = setup.fleets.findIndex((f) => !f.submitted);
        const seen = await gql<{ game: { view: { setup: SetupView } } }>(t, viewQuery, { id }, seats[waiting].token);
        expect(seen.data.game.view.setup.fleets[1 - waiting]).toEqual({ submitted: true, fleet: null });
      }
      const pending = g.data.game.pending;
      const seat = pending[bot.int(pending.length)].seat;
      const legal = await gql<{ legalActions: { version: number; actions: { id: string }[] } }>(t, `query($id: ID!) { legalActions(gameId: $id) { version actions { id } } }`, { id }, seats[seat].token);
      const actions = legal.data.legalActions.actions;
      expect(actions.length).toBeGreaterThan(0);
      const res = await gql(
        t,
        `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }`,
        { id, input: { actionId: actions[bot.int(actions.length)].id, expectedVersion: legal.data.legalActions.version } },
        seats[seat].token,
      );
      expect(res.errors).toBeUndefined();
    }
    expect(checkedSecret).toBe(true);
    expect(outcome?.winners).toHaveLength(1);
  });
});
