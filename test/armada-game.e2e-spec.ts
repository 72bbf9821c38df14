import { SeededRng } from '../src/engine/core/rng.random.js';
import { backends } from './support/app.harness.js';
import { armadaApp, bearer, type Created, type EventItem } from './support/armada.harness.js';
import { gql } from './support/graphql.client.js';

type ShipView = { id: string; owner: number; commandDials: { count: number; stack?: string[] }; facedownDamage: number };

const COMMANDS = /"(navigate|squadron|repair|concentrate-fire)"/;

describe.each(backends())('armada on %s: a whole training game through the API', (backend) => {
  const t = armadaApp(backend);

  it('is listed as a game for two with the training scenario', async () => {
    const games = (await t.http().get('/v1/games').expect(200)).body.games;
    expect(games.find((g: { id: string }) => g.id === 'armada')).toMatchObject({ players: { min: 2, max: 2 } });
    const refused = await t.http().post('/v1/games').send({ game: 'armada', players: 2, options: { scenario: 'skirmish' } });
    expect(refused.body.code).toBe('INVALID_OPTIONS');
  });

  it('REST and GraphQL: a sandbox position plays on with scripted dice, and keeps the other seat’s dial secret', async () => {
    const position = {
      round: 2,
      ships: [
        { id: 's0-1', pose: { x: 250, y: 300, heading: 0 }, dials: ['concentrate-fire'] },
        { id: 's0-2', dials: ['navigate', 'navigate', 'navigate'] },
        { id: 's0-3', dials: ['navigate'] },
        { id: 's1-1', pose: { x: 250, y: 420, heading: 180 }, dials: ['repair'] },
        { id: 's1-2', dials: ['navigate', 'navigate'] },
        { id: 's1-3', dials: ['squadron'] },
      ],
    };
    const game = (await t.http().post('/v1/games').send({ game: 'armada', players: 2, sandbox: { position, dice: ['crit', 'hit', 'hit'] } }).expect(201)).body as Created;
    const act = async (seat: number, action: object) => {
      const res = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, seat)).send({ action });
      if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
      return res.body.events as EventItem[];
    };
    const seen = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 0)).expect(200)).body.view.ships as ShipView[];
    expect(seen.find((x) => x.id === 's1-1')!.commandDials).toEqual({ count: 1 });
    expect(seen.find((x) => x.id === 's0-1')!.commandDials).toEqual({ count: 1, stack: ['concentrate-fire'] });
    await act(0, { type: 'ActivateShip', ship: 's0-1' });
    await act(0, { type: 'KeepCommandDial' });
    await act(0, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' });
    const rolled = (await act(0, { type: 'RollAttackDice' })).find((e) => e.type === 'AttackDiceRolled')!;
    expect(rolled.payload).toEqual({ dice: [{ color: 'red', face: 'crit' }, { color: 'red', face: 'hit' }, { color: 'blue', face: 'hit' }] });
    const wrong = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, 0)).send({ action: { type: 'FinishAttacks' } });
    expect([wrong.status, wrong.body.code, wrong.body.rule]).toEqual([422, 'ATTACK_IN_PROGRESS', 'armada:angreifen']);

    const viaGql = await gql<{ createGame: Created }>(t, `mutation($p: JSON!) { createGame(input: {game: "armada", players: 2, sandbox: {position: $p}}) { id seats { seat token } } }`, { p: position });
    expect(viaGql.errors).toBeUndefined();
    const legal = await gql<{ legalActions: { actions: { type: string }[] } }>(t, `query($id: ID!) { legalActions(gameId: $id) { actions { type } } }`, { id: viaGql.data.createGame.id }, viaGql.data.createGame.seats[0].token);
    expect(legal.data.legalActions.actions.map((a) => a.type)).toEqual(['ActivateShip', 'ActivateShip', 'ActivateShip']);
  });

  it('REST and GraphQL: a sandbox position with standard fleets and an obstacle; a list the validator refuses is refused', async () => {
    const fleets = [
      { ships: [{ ship: 'acclamator-ii-class-assault-ship', upgrades: ['obi-wan-kenobi'] }, { ship: 'consular-class-charger-c70' }], squadrons: [], objectives: ['opening-salvo', 'hyperspace-assault', 'dangerous-territory'] },
      { ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['count-dooku'] }], squadrons: [], objectives: ['most-wanted', 'fire-lanes', 'intel-sweep'] },
    ];
    const position = {
      fleets,
      ships: [
        { id: 's0-1', pose: { x: 300, y: 150, heading: 0 } },
        { id: 's0-2', pose: { x: 600, y: 150, heading: 0 } },
        { id: 's1-1', pose: { x: 300, y: 760, heading: 180 } },
      ],
      obstacles: [{ id: 'o1', shape: 'station', pose: { x: 457, y: 457, heading: 0 } }],
    };
    const game = (await t.http().post('/v1/games').send({ game: 'armada', players: 2, sandbox: { position } }).expect(201)).body as Created;
    const view = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 1)).expect(200)).body.view;
    expect([view.scenario, view.fleets.map((f: { points: number }) => f.points), view.obstacles.map((o: { id: string }) => o.id)]).toEqual(['standard', [135, 97], ['o1']]);
    expect(view.ships.find((x: { id: string }) => x.id === 's0-1').upgrades.map((u: { id: string }) => u.id)).toEqual(['obi-wan-kenobi']);
    const noFlagship = { ...position, fleets: [{ ...fleets[0], ships: [{ ship: 'consular-class-charger-c70' }] }, fleets[1]] };
    const refused = await t.http().post('/v1/games').send({ game: 'armada', players: 2, sandbox: { position: noFlagship } });
    expect([refused.status, refused.body.code]).toEqual([422, 'FLEET_WITHOUT_FLAGSHIP']);

    const viaGql = await gql<{ createGame: Created }>(t, `mutation($p: JSON!) { createGame(input: {game: "armada", players: 2, sandbox: {position: $p}}) { id seats { seat token } } }`, { p: position });
    expect(viaGql.errors).toBeUndefined();
    const legal = await gql<{ legalActions: { actions: { type: string; params: { ship: string } }[] } }>(
      t,
      `query($id: ID!) { legalActions(gameId: $id) { actions { type params } } }`,
      { id: viaGql.data.createGame.id },
      viaGql.data.createGame.seats[1].token,
    );
    expect([...new Set(legal.data.legalActions.actions.map((a) => `${a.type} ${a.params.ship}`))]).toEqual(['SetCommandDial s1-1']);
  });

  it('REST: bots picking legal actions at random play to the end; the other seat never sees a dial before it is revealed', async () => {
    const game = (await t.http().post('/v1/games').send({ game: 'armada', players: 2, options: { scenario: 'training' }, seed: `armada-rest-${backend}` }).expect(201)).body as Created;
    const bot = new SeededRng(`armada-rest-bot-${backend}`);
    let state = (await t.http().get(`/v1/games/${game.id}`).expect(200)).body;
    let steps = 0;
    let checkedCommandPhase = false;
    while (state.status === 'active') {
      expect(++steps).toBeLessThan(3000);
      const seat = state.pending[bot.int(state.pending.length)].seat as number;
      const legal = (await t.http().get(`/v1/games/${game.id}/legal-actions`).set(bearer(game, seat)).expect(200)).body;
      expect(legal.actions.length).toBeGreaterThan(0);
      const pick = legal.actions[bot.int(legal.actions.length)];
      await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, seat)).send({ actionId: pick.id, expectedVersion: legal.version }).expect(200);
      state = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 1)).expect(200)).body;
      const ships = state.view.ships as ShipView[];
      // Seat 1 sees seat 0's stacks only as counts, its own in full; nobody sees a facedown card.
      for (const x of ships) expect(x.commandDials.stack === undefined).toBe(x.owner === 0);
      expect(ships.every((x) => typeof x.facedownDamage === 'number')).toBe(true);
      if (!checkedCommandPhase && state.view.phase === 'ship') {
        checkedCommandPhase = true;
        const spectator = (await t.http().get(`/v1/games/${game.id}`).expect(200)).body;
        expect(JSON.stringify(spectator.view.ships)).not.toMatch(COMMANDS);
      }
    }
    expect(checkedCommandPhase).toBe(true);
    expect(state.status).toBe('ended');
    expect(state.outcome.winners).toHaveLength(1);
    expect(state.outcome.scores).toHaveLength(2);

    // Seat 1's log: seat 0's dial assignments carry no command; revealed dials do.
    const log: EventItem[] = [];
    for (;;) {
      const page = (await t.http().get(`/v1/games/${game.id}/events?after=${log.length}&limit=1000`).set(bearer(game, 1)).expect(200)).body.events as EventItem[];
      if (page.length === 0) break;
      log.push(...page);
    }
    const assigned = log.filter((e) => e.type === 'CommandDialAssigned');
    const theirs = assigned.filter((e) => String(e.payload?.ship).startsWith('s0-'));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((e) => e.redacted && !COMMANDS.test(JSON.stringify(e.payload)))).toBe(true);
    expect(assigned.filter((e) => String(e.payload?.ship).startsWith('s1-')).every((e) => !e.redacted)).toBe(true);
    expect(log.filter((e) => e.type === 'DamageDeckShuffled').every((e) => e.redacted)).toBe(true);
    expect(log.find((e) => e.type === 'GameEnded')).toBeDefined();
  });

  it('GraphQL: a whole game by random legal actions', async () => {
    const created = await gql<{ createGame: Created }>(t, `mutation { createGame(input: {game: "armada", players: 2, options: {scenario: "training"}, seed: "armada-gql-${backend}"}) { id seats { seat token } } }`);
    expect(created.errors).toBeUndefined();
    const { id, seats } = created.data.createGame;
    const bot = new SeededRng(`armada-gql-bot-${backend}`);
    let outcome: { winners: number[] } | null = null;
    for (let step = 0; step < 3000; step++) {
      const g = await gql<{ game: { pending: { seat: number }[]; outcome: { winners: number[] } | null } }>(t, `query($id: ID!) { game(id: $id) { pending { seat } outcome } }`, { id });
      outcome = g.data.game.outcome;
      if (outcome) break;
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
    expect(outcome?.winners).toHaveLength(1);
  });
});
