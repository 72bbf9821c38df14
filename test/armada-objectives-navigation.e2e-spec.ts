import { FULL_STACKS } from '../src/engine/armada/cards/upgrade.testkit.js';
import { backends } from './support/app.harness.js';
import { armadaApp, republicList, separatistList, type Created, type EventItem } from './support/armada.harness.js';
import { gql } from './support/graphql.client.js';

type Pending = { seat: number; decision: string };

/** Republic, 171 points (s0-1 the Acclamator II, s0-2 the Charger); Separatists, 121 points, who bring Dangerous Territory. */
const REPUBLIC = republicList(['opening-salvo', 'contested-outpost', 'intel-sweep']);
const SEPARATISTS = separatistList(['most-wanted', 'fire-lanes', 'dangerous-territory']);

/** An asteroid field in the middle band, straight ahead of the Charger deployed at speed 4: one straight maneuver ends on it. */
const ASTEROID = { type: 'PlaceObstacle', shape: 'asteroid-1', x: 457, y: 400, heading: 0 };
const CHARGER = { type: 'DeployShip', ship: 's0-2', x: 457, y: 140, heading: 0, speed: 4 };
const STRAIGHT = { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0, 0, 0], side: 'right', dial: false, token: false };

describe.each(backends())('armada on %s: a standard game with Dangerous Territory until it scores (REST and GraphQL)', (backend) => {
  const t = armadaApp(backend);

  it('places obstacles in the middle band with a token each; the Charger ends on one and the Republic gains a victory token', async () => {
    const game = (await t.http().post('/v1/games').send({ game: 'armada', players: 2, options: { scenario: 'standard', format: 'starter', cardsWithoutEffect: 'allow' }, seed: `armada-dt-${backend}` }).expect(201))
      .body as Created;
    const auth = (seat: number) => ({ Authorization: `Bearer ${game.seats[seat].token}` });
    const submit = (seat: number, action: Record<string, unknown>) => t.http().post(`/v1/games/${game.id}/actions`).set(auth(seat)).send({ action });
    const view = async (seat: number) => (await t.http().get(`/v1/games/${game.id}`).set(auth(seat)).expect(200)).body;
    const firstLegal = async (seat: number) => {
      const legal = (await t.http().get(`/v1/games/${game.id}/legal-actions`).set(auth(seat)).expect(200)).body;
      await t.http().post(`/v1/games/${game.id}/actions`).set(auth(seat)).send({ actionId: legal.actions[0].id, expectedVersion: legal.version }).expect(200);
    };

    // The catalog says the objective is played now.
    expect((await t.http().get('/v1/catalog/armada/objectives/dangerous-territory').expect(200)).body.implemented).toBe(true);

    await submit(0, { type: 'SubmitFleet', fleet: REPUBLIC }).expect(200);
    await submit(1, { type: 'SubmitFleet', fleet: SEPARATISTS }).expect(200);
    await submit(1, { type: 'ChooseFirstPlayer', firstPlayer: 0 }).expect(200);
    await submit(0, { type: 'ChooseObjective', objective: 'dangerous-territory' }).expect(200);

    // Obstacles: the second player begins; none within distance 5 of a player edge.
    const edge = (await submit(1, { ...ASTEROID, y: 250 }).expect(422)).body;
    expect(edge).toMatchObject({ code: 'OBSTACLE_TOO_CLOSE_TO_PLAYER_EDGE', rule: 'armada:einsatzziele' });
    expect(edge.messages.de).toMatch(/Entfernung 5/);
    await submit(1, ASTEROID).expect(200);
    while ((await view(0)).view.setup.step === 'obstacles') await firstLegal((await view(0)).view.setup.placer);
    let state = await view(1);
    expect(state.view.obstacleTokens).toEqual(state.view.obstacles.map((o: { id: string }) => o.id));

    // Deployment: the Charger first, then the grid.
    await submit(0, CHARGER).expect(200);
    while ((await view(0)).view.setup) await firstLegal((await view(0)).view.setup.placer);

    // Round 1: dials from the legal list; the Charger activates first and flies straight onto the asteroid field.
    let moved = false;
    for (let step = 0; step < 100 && !moved; step++) {
      const pending = (await view(0)).pending as Pending[];
      const { seat, decision } = pending[0];
      if (seat === 0 && decision === 'activate-ship') await submit(0, { type: 'ActivateShip', ship: 's0-2' }).expect(200);
      else if (seat === 0 && decision === 'ship-maneuver') {
        await submit(0, STRAIGHT).expect(200);
        moved = true;
      } else await firstLegal(seat);
    }
    expect(moved).toBe(true);
    state = await view(1);
    expect(state.view.victoryTokens).toEqual([1, 0]);
    expect(state.view.obstacleTokens).not.toContain('o1');
    const log = (await t.http().get(`/v1/games/${game.id}/events?after=0&limit=1000`).set(auth(1)).expect(200)).body.events as EventItem[];
    const types = log.map((e) => e.type);
    expect(log.find((e) => e.type === 'ObstacleTokenTaken')?.payload).toEqual({ seat: 0, obstacle: 'o1', ship: 's0-2' });
    expect(types.indexOf('VictoryTokenGained')).toBe(types.indexOf('ObstacleTokenTaken') + 1);

    // GraphQL sees the same victory tokens.
    const g = await gql<{ game: { view: { victoryTokens: number[]; obstacleTokens: string[]; objective: string } } }>(t, `query($id: ID!) { game(id: $id) { view } }`, { id: game.id }, game.seats[1].token);
    expect(g.errors).toBeUndefined();
    expect(g.data.game.view).toMatchObject({ objective: 'dangerous-territory', victoryTokens: [1, 0] });
    expect(g.data.game.view.obstacleTokens).toEqual(state.view.obstacleTokens);
  });

  it('GraphQL: refuses an obstacle near a player edge with the rule; every legal obstacle spot lies in the middle band', async () => {
    const created = await gql<{ createGame: Created }>(t, `mutation { createGame(input: {game: "armada", players: 2, options: {scenario: "standard", format: "starter", cardsWithoutEffect: "allow"}, seed: "armada-dt-gql-${backend}"}) { id seats { seat token } } }`);
    expect(created.errors).toBeUndefined();
    const { id, seats } = created.data.createGame;
    const act = (seat: number, action: Record<string, unknown>) =>
      gql<{ submitAction: { version: number } }>(t, `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }`, { id, input: { action } }, seats[seat].token);
    for (const [seat, action] of [
      [0, { type: 'SubmitFleet', fleet: REPUBLIC }],
      [1, { type: 'SubmitFleet', fleet: SEPARATISTS }],
      [1, { type: 'ChooseFirstPlayer', firstPlayer: 0 }],
      [0, { type: 'ChooseObjective', objective: 'dangerous-territory' }],
    ] as const)
      expect((await act(seat, action)).errors).toBeUndefined();
    const refused = await act(1, { ...ASTEROID, y: 250 });
    expect(JSON.stringify(refused.errors)).toMatch(/OBSTACLE_TOO_CLOSE_TO_PLAYER_EDGE/);
    expect((await act(1, ASTEROID)).errors).toBeUndefined();
    const legal = await gql<{ legalActions: { actions: { type: string; params: { y: number } }[] } }>(t, `query($id: ID!) { legalActions(gameId: $id) { actions { type params } } }`, { id }, seats[0].token);
    expect(legal.errors).toBeUndefined();
    expect(legal.data.legalActions.actions.length).toBeGreaterThan(0);
    for (const a of legal.data.legalActions.actions) expect([a.type, a.params.y > 305 && a.params.y < 914.4 - 305]).toEqual(['PlaceObstacle', true]);
  });

  it('REST and GraphQL: a sandbox position with Intel Sweep mid-game; the objective ship takes a token; an unknown objective is refused naming the field', async () => {
    // Every stack full: the ship phase begins; t2 lies within distance 1 of s0-1.
    const position = {
      ships: FULL_STACKS,
      objective: { id: 'intel-sweep', objectiveShips: ['s0-1', 's1-2'], victoryTokens: [1, 1], objectiveTokens: [{ x: 450, y: 150 }, { x: 330, y: 150 }] },
    };
    const game = (await t.http().post('/v1/games').send({ game: 'armada', players: 2, sandbox: { position } }).expect(201)).body as Created;
    const auth = { Authorization: `Bearer ${game.seats[0].token}` };
    await t.http().post(`/v1/games/${game.id}/actions`).set(auth).send({ action: { type: 'ActivateShip', ship: 's0-1' } }).expect(200);
    const { view } = (await t.http().get(`/v1/games/${game.id}`).expect(200)).body;
    expect(view).toMatchObject({ objective: 'intel-sweep', objectiveShips: ['s0-1', 's1-2'], victoryTokens: [2, 1], objectiveTokens: [{ id: 't1', x: 450, y: 150 }] });

    const refused = (await t.http().post('/v1/games').send({ game: 'armada', players: 2, sandbox: { position: { objective: { id: 'death-star-run' } } } }).expect(400)).body;
    expect(refused).toMatchObject({ code: 'INVALID_SANDBOX_POSITION' });
    expect(refused.messages.de).toContain('objective.id: unbekanntes Einsatzziel');
    const unused = (await t.http().post('/v1/games').send({ game: 'armada', players: 2, sandbox: { position: { objective: { id: 'fire-lanes', objectiveShips: ['s0-1'] } } } }).expect(400)).body;
    expect(unused.messages.en).toContain('objective.objectiveShips: "Fire Lanes" keeps no such state');

    const viaGql = await gql<{ createGame: Created }>(t, `mutation($p: JSON!) { createGame(input: {game: "armada", players: 2, sandbox: {position: $p}}) { id seats { seat token } } }`, { p: position });
    expect(viaGql.errors).toBeUndefined();
    const g = await gql<{ game: { view: { objective: string; victoryTokens: number[]; objectiveTokens: unknown[] } } }>(t, `query($id: ID!) { game(id: $id) { view } }`, { id: viaGql.data.createGame.id }, viaGql.data.createGame.seats[1].token);
    expect(g.data.game.view).toMatchObject({ objective: 'intel-sweep', victoryTokens: [1, 1], objectiveTokens: [{ id: 't1' }, { id: 't2' }] });
    const bad = await gql(t, `mutation($p: JSON!) { createGame(input: {game: "armada", players: 2, sandbox: {position: $p}}) { id } }`, { p: { objective: { id: 'death-star-run' } } });
    expect(JSON.stringify(bad.errors)).toMatch(/INVALID_SANDBOX_POSITION/);
  });
});
