import { SeededRng } from '../src/engine/core/rng.random.js';
import { backends } from './support/app.harness.js';
import { armadaApp } from './support/armada.harness.js';
import { gql } from './support/graphql.client.js';
import { ARMADA_VIEW_FIELDS } from '../clients/typescript/src/operations.graphql.js';

type Json = Record<string, unknown>;
interface Created {
  id: string;
  seats: { seat: number; token: string }[];
}
interface Action {
  id: string;
  type: string;
  paramEntries: { name: string; value: string }[];
}

/** The client's armadaView selection (clients/typescript), and the fields the client does not ask for yet. */
const ARMADA_VIEW = `armadaView {
  ${ARMADA_VIEW_FIELDS}
  setAside { ships { id card owner } squadrons { id card owner } } hyperspace { seat step token moved }
}`;
const GAME = `query($id: ID!) { game(id: $id) { kind version pending { seat } view ${ARMADA_VIEW} rebelsAttackView { phase } armadaAttackView { status } } }`;
const LEGAL = `query($id: ID!) { legalActions(gameId: $id) { version actions { id type paramEntries { name value } } } }`;
const SUBMIT = `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }`;
const SUBMIT_VIEW = `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version view ${ARMADA_VIEW} rebellionView { round } } }`;

// GraphQL enum names cannot hold "-": these enums' names have "_" where the JSON values have "-".
const dashed = (v: unknown) => (typeof v === 'string' ? v.replaceAll('_', '-') : v);
const dashedAll = (vs: unknown) => (Array.isArray(vs) ? vs.map(dashed) : vs);

function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, withoutNulls(v)]));
}

/**
 * The typed view written back in the JSON view's form: enum names with "-",
 * a prompt choice's entries as its params, the attack's combatants as the map
 * by id with its kind, and the keys the JSON view leaves out (null here) dropped.
 */
function asJsonView(typed: Json): unknown {
  const t = typed as Json & { ships: Json[]; obstacles: Json[]; activation: Json | null; result: Json | null; setup: Json | null; question: Json | null; attack: Json | null; hyperspace: Json | null };
  return withoutNulls({
    ...t,
    ships: t.ships.map((x) => ({
      ...x,
      commandDials: { ...(x.commandDials as Json), stack: dashedAll((x.commandDials as Json).stack) },
      commandTokens: dashedAll(x.commandTokens),
      raidTokens: dashedAll(x.raidTokens),
      upgrades: (x.upgrades as Json[]).map((u) => ({ ...u, tokens: dashedAll(u.tokens) })),
    })),
    obstacles: t.obstacles.map((o) => ({ ...o, shape: dashed(o.shape) })),
    activation: t.activation && { ...t.activation, revealed: dashed(t.activation.revealed), extraDials: dashedAll(t.activation.extraDials) },
    result: t.result && { ...t.result, reason: dashed(t.result.reason) },
    setup: t.setup && { ...t.setup, step: dashed(t.setup.step), obstaclePool: dashedAll(t.setup.obstaclePool) },
    hyperspace: t.hyperspace && { ...t.hyperspace, step: dashed(t.hyperspace.step) },
    question: t.question && {
      ...t.question,
      choices: (t.question.choices as { params: { name: string; value: string }[] }[]).map((c) => ({ ...c, params: Object.fromEntries(c.params.map((e) => [e.name, JSON.parse(e.value)])) })),
    },
    attack: t.attack && {
      ...t.attack,
      combatants: Object.fromEntries(
        (t.attack.combatants as Json[]).map(({ __typename, ...c }) => [c.id, { kind: __typename === 'ArmadaAttackShip' ? 'ship' : 'squadron', ...c }]),
      ),
    },
  });
}

describe.each(backends())('GraphQL on %s: Game.armadaView, the typed armada view, and actions submitted typed', (backend) => {
  const t = armadaApp(backend);

  const seen = async (id: string, token?: string) => {
    const res = await gql<{ game: Json & { view: Json; armadaView: Json; pending: { seat: number }[]; version: number } }>(t, GAME, { id }, token);
    expect(res.errors).toBeUndefined();
    return res.data.game;
  };

  /** Plays random legal actions by id, comparing the typed view with the JSON one for both seats and a spectator before each. */
  async function playAndCompare(game: Created, rng: SeededRng, steps: number): Promise<Set<string>> {
    const phases = new Set<string>();
    for (let step = 0; step < steps; step++) {
      const views = await Promise.all([seen(game.id, game.seats[0].token), seen(game.id, game.seats[1].token), seen(game.id)]);
      for (const g of views) {
        expect(g).toMatchObject({ kind: 'armada', rebelsAttackView: null, armadaAttackView: null });
        expect(asJsonView(g.armadaView)).toEqual(withoutNulls(g.view));
        phases.add(`${g.armadaView.phase}${g.armadaView.setup ? `:${(g.armadaView.setup as Json).step}` : ''}`);
      }
      if (views[2].pending.length === 0) break;
      const actor = game.seats[views[2].pending[rng.int(views[2].pending.length)].seat].token;
      const legal = await gql<{ legalActions: { version: number; actions: Action[] } }>(t, LEGAL, { id: game.id }, actor);
      const actions = legal.data.legalActions.actions;
      const res = await gql<{ submitAction: { view: Json; armadaView: Json; rebellionView: unknown } }>(
        t,
        SUBMIT_VIEW,
        { id: game.id, input: { actionId: actions[rng.int(actions.length)].id, expectedVersion: legal.data.legalActions.version } },
        actor,
      );
      expect(res.errors).toBeUndefined();
      // The mutation's typed view is the actor's seat view after the action, as its JSON view.
      expect(res.data.submitAction.rebellionView).toBeNull();
      expect(asJsonView(res.data.submitAction.armadaView)).toEqual(withoutNulls(res.data.submitAction.view));
    }
    return phases;
  }

  it('answers a training game alike in armadaView and the JSON view, for each seat and a spectator, through the command and ship phases', async () => {
    const created = await gql<{ createGame: Created }>(t, `mutation { createGame(input: {game: "armada", players: 2, seed: "armada-view-${backend}"}) { id seats { seat token } } }`);
    expect(created.errors).toBeUndefined();
    const phases = await playAndCompare(created.data.createGame, new SeededRng(`armada-view-${backend}`), 20);
    expect([...phases]).toEqual(expect.arrayContaining(['command', 'ship']));
  });

  it('answers the full setup alike, for each seat and a spectator, from the secret lists to the obstacles', async () => {
    const created = await gql<{ createGame: Created }>(
      t,
      `mutation { createGame(input: {game: "armada", players: 2, options: {scenario: "standard", format: "starter", cardsWithoutEffect: "allow"}, seed: "armada-view-setup-${backend}"}) { id seats { seat token } } }`,
    );
    expect(created.errors).toBeUndefined();
    const game = created.data.createGame;
    const phases = await playAndCompare(game, new SeededRng(`armada-view-setup-${backend}`), 12);
    expect([...phases]).toEqual(expect.arrayContaining(['setup:fleets', 'setup:obstacles']));
  });

  it("gives seat 1 and spectators identical typed views of two games differing only in seat 0's dials, and seat 0 its own", async () => {
    const position = (dial: string) => ({
      round: 2,
      ships: [
        { id: 's0-1', pose: { x: 250, y: 300, heading: 0 }, dials: [dial] },
        { id: 's0-2', dials: ['navigate', 'navigate', 'navigate'] },
        { id: 's0-3', dials: ['navigate'] },
        { id: 's1-1', pose: { x: 250, y: 420, heading: 180 }, dials: ['repair'] },
        { id: 's1-2', dials: ['navigate', 'navigate'] },
        { id: 's1-3', dials: ['squadron'] },
      ],
    });
    const create = async (dial: string) => {
      const res = await gql<{ createGame: Created }>(t, `mutation($p: JSON!) { createGame(input: {game: "armada", players: 2, sandbox: {position: $p}}) { id seats { seat token } } }`, {
        p: position(dial),
      });
      expect(res.errors).toBeUndefined();
      return res.data.createGame;
    };
    const [a, b] = [await create('concentrate-fire'), await create('repair')];
    const typed = async (g: Created, seat: number | null) => (await seen(g.id, seat === null ? undefined : g.seats[seat].token)).armadaView;
    expect(await typed(a, 1)).toEqual(await typed(b, 1));
    expect(await typed(a, null)).toEqual(await typed(b, null));
    const own = (v: Json) => (v.ships as Json[]).find((x) => x.id === 's0-1')!.commandDials;
    expect(own(await typed(a, 0))).toEqual({ count: 1, stack: ['concentrate_fire'] });
    expect(own(await typed(b, 0))).toEqual({ count: 1, stack: ['repair'] });
    expect(own(await typed(a, 1))).toEqual({ count: 1, stack: null });

    // On into an attack: the typed attack inside the view answers as the JSON one.
    for (const action of [{ type: 'ActivateShip', ship: 's0-1' }, { type: 'KeepCommandDial' }, { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' }]) {
      const res = await gql(t, SUBMIT, { id: a.id, input: { action } }, a.seats[0].token);
      expect(res.errors).toBeUndefined();
    }
    for (const seat of [0, 1]) {
      const g = await seen(a.id, a.seats[seat].token);
      expect(g.armadaView.attack).toMatchObject({ status: 'active', combatants: expect.arrayContaining([expect.objectContaining({ __typename: 'ArmadaAttackShip', id: 's1-1' })]) });
      expect(g.armadaView.activation).toMatchObject({ ship: 's0-1', stage: 'attack', revealed: 'concentrate_fire', dialKept: true });
      expect(asJsonView(g.armadaView)).toEqual(withoutNulls(g.view));
    }
  });

  /** The legal actions of the seat the game waits for, with that seat's token. */
  const waiting = async (id: string, game: Created) => {
    const pending = (await seen(id)).pending;
    const token = game.seats[pending[0].seat].token;
    const legal = await gql<{ legalActions: { version: number; actions: Action[] } }>(t, LEGAL, { id }, token);
    expect(legal.errors).toBeUndefined();
    return { token, ...legal.data.legalActions };
  };
  const submitTyped = (id: string, token: string, typed: { type: string; params: { name: string; value: string }[] }) =>
    gql<{ submitAction: { version: number; events: { type: string; payloadEntries: { name: string; value: string }[] }[] } }>(
      t,
      `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version events { type payloadEntries { name value } } } }`,
      { id, input: { typed } },
      token,
    );

  it('takes actions as type and parameter entries: the setup played so, and an obstacle placed off the legal grid', async () => {
    const created = await gql<{ createGame: Created }>(
      t,
      `mutation { createGame(input: {game: "armada", players: 2, options: {scenario: "standard", format: "starter", cardsWithoutEffect: "allow"}, seed: "armada-typed-input-${backend}"}) { id seats { seat token } } }`,
    );
    const game = created.data.createGame;
    // Fleets, first player, objective: each a legal action's type and paramEntries sent back as typed.
    for (let step = 0; ((await seen(game.id)).armadaView.setup as Json).step !== 'obstacles'; step++) {
      expect(step).toBeLessThan(6);
      const { token, actions } = await waiting(game.id, game);
      const res = await submitTyped(game.id, token, { type: actions[0].type, params: actions[0].paramEntries });
      expect(res.errors).toBeUndefined();
    }
    // The grid offers spots 100 mm apart; any exact spot the rules allow is taken, here one 1 mm off a listed one.
    const { token, actions } = await waiting(game.id, game);
    const placed: { x: number; events: { type: string; payloadEntries: { name: string; value: string }[] }[] }[] = [];
    for (const a of actions.filter((x) => x.type === 'PlaceObstacle').slice(0, 10)) {
      const params = a.paramEntries.map((e) => (e.name === 'x' ? { name: 'x', value: JSON.stringify(JSON.parse(e.value) + 1) } : e));
      const res = await submitTyped(game.id, token, { type: a.type, params });
      if (res.errors === undefined) {
        placed.push({ x: JSON.parse(params.find((e) => e.name === 'x')!.value), events: res.data.submitAction.events });
        break;
      }
      expect(res.errors[0].extensions).toMatchObject({ status: 422 });
    }
    expect(placed).toHaveLength(1);
    const obstacle = JSON.parse(placed[0].events.find((e) => e.type === 'ObstaclePlaced')!.payloadEntries.find((e) => e.name === 'obstacle')!.value);
    expect(obstacle.pose.x).toBe(placed[0].x);
    expect(actions.some((a) => a.paramEntries.some((e) => e.name === 'x' && JSON.parse(e.value) === placed[0].x))).toBe(false);
  });

  it('refuses a typed action with an entry that is no JSON text, a name given twice, or beside another form, with codes; REST takes it too', async () => {
    const created = await gql<{ createGame: Created }>(t, `mutation { createGame(input: {game: "rebels-attack", players: 2}) { id seats { seat token } } }`);
    const game = created.data.createGame;
    const token = game.seats[0].token;
    const notJson = await submitTyped(game.id, token, { type: 'PlaceGhost', params: [{ name: 'position', value: 'north' }] });
    expect(notJson.errors?.[0].extensions).toMatchObject({ code: 'ACTION_ENTRY_INVALID', status: 400, entry: 'position' });
    const twice = await submitTyped(game.id, token, { type: 'PlaceGhost', params: [{ name: 'position', value: '1' }, { name: 'position', value: '2' }] });
    expect(twice.errors?.[0].extensions).toMatchObject({ code: 'ACTION_ENTRY_INVALID', entry: 'position' });
    const named = await submitTyped(game.id, token, { type: 'PlaceGhost', params: [{ name: 'type', value: '"MoveGhost"' }] });
    expect(named.errors?.[0].extensions).toMatchObject({ code: 'ACTION_ENTRY_INVALID', entry: 'type' });
    const both = await gql(t, SUBMIT, { id: game.id, input: { actionId: 'abc', typed: { type: 'Fight', params: [] } } }, token);
    expect(both.errors?.[0].extensions).toMatchObject({ code: 'ACTION_REQUIRED' });
    const inSteps = await gql(t, SUBMIT, { id: game.id, input: { steps: [{ typed: { type: 'PlaceGhost', params: [{ name: 'position', value: 'x' }] } }] } }, token);
    expect(inSteps.errors?.[0].extensions).toMatchObject({ code: 'ACTION_ENTRY_INVALID', step: 0 });

    // A form sent as null counts as left out: refused as no action at all, never an internal error.
    for (const body of [{ typed: null }, { typed: null, action: null, actionId: null }]) {
      const nulls = await t.http().post(`/v1/games/${game.id}/actions`).set('Authorization', `Bearer ${token}`).send(body);
      expect([nulls.status, nulls.body.code]).toEqual([400, 'ACTION_REQUIRED']);
    }

    const waited = await waiting(game.id, game);
    const actions = waited.actions;
    const rest = await t.http().post(`/v1/games/${game.id}/actions`).set('Authorization', `Bearer ${waited.token}`).send({ typed: { type: actions[0].type, params: actions[0].paramEntries } });
    expect(rest.status).toBe(200);
    expect(rest.body.version).toBeGreaterThan(0);
    // REST answers as before: the game the typed views need is no key of its body.
    expect(Object.keys(rest.body).sort()).toEqual(['events', 'version', 'view']);
  });

  it('is null for every other game', async () => {
    const created = await gql<{ createGame: { id: string } }>(t, `mutation { createGame(input: {game: "rebels-attack", players: 2}) { id } }`);
    const res = await gql<{ game: { armadaView: unknown } }>(t, `query($id: ID!) { game(id: $id) { armadaView { round } } }`, { id: created.data.createGame.id });
    expect(res.errors).toBeUndefined();
    expect(res.data.game.armadaView).toBeNull();
  });
});
