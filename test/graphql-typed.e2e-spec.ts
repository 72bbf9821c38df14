import { SeededRng } from '../src/engine/core/rng.random.js';
import { SEED_ATTACK, SEED_ATTACK_DECK, SEED_ATTACK_DICE } from './support/armada.fixtures.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';
import { gql } from './support/graphql.client.js';

interface Entry {
  name: string;
  value: string;
}
interface Action {
  id: string;
  type: string;
  params: Record<string, unknown>;
  paramEntries: Entry[];
}
interface Event {
  seq: number;
  type: string;
  payload: unknown;
  payloadEntries: Entry[];
}
type Json = Record<string, unknown>;

const TILE = 'id type category name { de en } strength points';
const VIEW = `rebelsAttackView {
  sandbox you layout { kind rows cols oddRowsShiftedRight } phase turn current extraTurn
  board { position name row col neighbours state tile { ${TILE} } ghost }
  stack { count } forceChipSupply
  players { seat ghost support { ${TILE} } ally { ${TILE} } enemies { ${TILE} } forceChips points }
  duel { position enemyDie enemyStrength playerDie }
  enemyValues { type strength points }
}`;
const RESULT = `result {
  winners reason { de en } scores { seat points tieBreak }
  endedBy { __typename ... on Resignation { seat winners } ... on Abandonment { claimedBy idleSeats idleSince winners } }
}`;
const GAME = `query($id: ID!) { game(id: $id) { game kind status pending { seat } outcome ${RESULT} view ${VIEW} } }`;

/** The typed result in the JSON outcome's form: the keys JSON leaves out dropped, endedBy's kind from its type. */
function asJsonOutcome(result: Json | null): Json | null {
  if (result === null) return null;
  const { scores, endedBy, ...rest } = result as { scores: Json[] | null; endedBy: Json | null };
  const ending = endedBy && (({ __typename, ...e }) => ({ kind: __typename === 'Resignation' ? 'resignation' : 'abandonment', ...e }))(endedBy);
  return {
    ...rest,
    ...(scores ? { scores: scores.map((sc) => Object.fromEntries(Object.entries(sc).filter(([, v]) => v !== null))) } : {}),
    ...(ending ? { endedBy: ending } : {}),
  };
}
const LEGAL = `query($id: ID!) { legalActions(gameId: $id) { version actions { id type params paramEntries { name value } } } }`;

const TOKENS = 'defenseTokens { type state }';
const ARMADA_VIEW = `armadaAttackView {
  status deckSize destroyed
  combatants {
    __typename
    ... on ArmadaAttackShip { id card seat zone speed shields { front left right rear } ${TOKENS} faceupDamage facedownDamage concentrateFireDial concentrateFireToken }
    ... on ArmadaAttackSquadron { id card seat hull ${TOKENS} activatedBySquadronCommand }
  }
  attacks {
    kind attacker defender range obstructed step pool { red blue black } dice { color face cancelled spent }
    concentrateFireDialUsed concentrateFireTokenUsed swarmEligible swarmUsed aiDiceAdded lockedTokens spentTokens
    redirectZone braced contained salvoSpent criticalResolved damageTotal redirected
  }
}`;

/** The typed armada-attack view in the JSON view's form: combatants as the map by id, each with its kind. */
function asJsonAttackView(typed: Json): Json {
  const { combatants, ...rest } = typed as { combatants: Json[] };
  return {
    ...rest,
    combatants: Object.fromEntries(
      combatants.map(({ __typename, ...c }) => [c.id, { kind: __typename === 'ArmadaAttackShip' ? 'ship' : 'squadron', ...c }]),
    ),
  };
}

const fromEntries = (entries: Entry[]) => Object.fromEntries(entries.map((e) => [e.name, JSON.parse(e.value)]));

/**
 * The typed view written back in the JSON view's form: enemyValues as the map
 * keyed by type, and the keys JSON leaves out (a face-down position's tile, an
 * ally's strength and points) dropped where GraphQL answers null.
 */
function asJsonView(typed: Json): Json {
  const drop = (o: Json, keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k, v]) => !(keys.includes(k) && v === null)));
  const tile = (t: Json | null) => (t === null ? null : drop(t, ['strength', 'points']));
  const { enemyValues, board, players, ...rest } = typed as { enemyValues: Json[]; board: Json[]; players: Json[] };
  return {
    ...rest,
    board: board.map((p) => drop({ ...p, tile: tile(p.tile as Json | null) }, ['tile'])),
    players: players.map((p) => ({ ...p, support: tile(p.support as Json | null), ally: tile(p.ally as Json | null), enemies: (p.enemies as Json[]).map(tile) })),
    enemyValues: Object.fromEntries(enemyValues.map(({ type, ...v }) => [type, v])),
  };
}

describe.each(backends())('GraphQL on %s: typed fields beside the JSON ones', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a played rebels-attack game alike in its typed and its deprecated JSON fields', async () => {
    const created = await gql<{ createGame: { id: string; kind: string; seats: { token: string }[] } }>(
      t,
      `mutation { createGame(input: {game: "rebels-attack", players: 2}) { id kind seats { token } } }`,
    );
    expect(created.errors).toBeUndefined();
    const { id, kind, seats } = created.data.createGame;
    expect(kind).toBe('rebels_attack');

    const rng = new SeededRng(`typed-${backend}`);
    const phases = new Set<string>();
    let actionsSeen = 0;
    let outcome: unknown = null;
    for (let step = 0; step < 3000 && outcome === null; step++) {
      const seat = step % 2;
      const game = await gql<{ game: { kind: string; pending: { seat: number }[]; outcome: Json | null; result: Json | null; view: Json; rebelsAttackView: Json } }>(
        t,
        GAME,
        { id },
        seats[seat].token,
      );
      expect(game.errors).toBeUndefined();
      const g = game.data.game;
      expect(g.kind).toBe('rebels_attack');
      expect(asJsonView(g.rebelsAttackView)).toEqual(g.view);
      expect(asJsonOutcome(g.result)).toEqual(g.outcome);
      phases.add(g.rebelsAttackView.phase as string);
      outcome = g.outcome;
      if (outcome !== null) break;
      const actor = seats[g.pending[0].seat].token;
      const legal = await gql<{ legalActions: { version: number; actions: Action[] } }>(t, LEGAL, { id }, actor);
      expect(legal.errors).toBeUndefined();
      for (const a of legal.data.legalActions.actions) {
        expect(fromEntries(a.paramEntries)).toEqual(a.params);
        actionsSeen += a.paramEntries.length;
      }
      const actions = legal.data.legalActions.actions;
      const pick = actions[rng.int(actions.length)];
      const res = await gql(
        t,
        `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }`,
        { id, input: { actionId: pick.id, expectedVersion: legal.data.legalActions.version } },
        actor,
      );
      expect(res.errors).toBeUndefined();
    }
    expect(outcome).toMatchObject({ winners: expect.any(Array), scores: expect.any(Array) });
    // The game went through its phases, and actions carried params to compare.
    expect([...phases]).toEqual(expect.arrayContaining(['placeGhost', 'move', 'reveal', 'ended']));
    expect(actionsSeen).toBeGreaterThan(0);

    // Pages of 200: payloadEntries is a list per event, so a page of 1000 costs more than the complexity limit.
    const events: Event[] = [];
    for (let more = true; more; ) {
      const page = await gql<{ gameEvents: { hasMore: boolean; events: Event[] } }>(
        t,
        `query($id: ID!, $after: Int!) { gameEvents(gameId: $id, after: $after, limit: 200) { hasMore events { seq type payload payloadEntries { name value } } } }`,
        { id, after: events.at(-1)?.seq ?? 0 },
      );
      expect(page.errors).toBeUndefined();
      events.push(...page.data.gameEvents.events);
      more = page.data.gameEvents.hasMore;
    }
    expect(events.length).toBeGreaterThan(10);
    for (const e of events) {
      const isObject = e.payload !== null && typeof e.payload === 'object' && !Array.isArray(e.payload);
      expect(fromEntries(e.payloadEntries)).toEqual(isObject ? e.payload : {});
    }
    expect(events.some((e) => e.payloadEntries.length > 0)).toBe(true);
  });

  it('answers an armada-attack game alike in armadaAttackView and the JSON view, step by step to its end', async () => {
    const created = await gql<{ createGame: { id: string; seats: { token: string }[] } }>(
      t,
      `mutation($input: NewGameInput!) { createGame(input: $input) { id seats { token } } }`,
      { input: { game: 'armada-attack', players: 2, options: SEED_ATTACK, sandbox: { position: { damageDeck: SEED_ATTACK_DECK }, dice: SEED_ATTACK_DICE } } },
    );
    expect(created.errors).toBeUndefined();
    const { id, seats } = created.data.createGame;
    const steps = new Set<string>();
    let outcome: unknown = null;
    for (let step = 0; step < 60 && outcome === null; step++) {
      const game = await gql<{ game: { kind: string; pending: { seat: number }[]; outcome: Json | null; result: Json | null; view: Json; armadaAttackView: Json; rebelsAttackView: unknown } }>(
        t,
        `query($id: ID!) { game(id: $id) { kind pending { seat } outcome ${RESULT} view ${ARMADA_VIEW} rebelsAttackView { phase } } }`,
        { id },
      );
      expect(game.errors).toBeUndefined();
      const g = game.data.game;
      expect(g).toMatchObject({ kind: 'armada_attack', rebelsAttackView: null });
      expect(asJsonAttackView(g.armadaAttackView)).toEqual(g.view);
      expect(asJsonOutcome(g.result)).toEqual(g.outcome);
      for (const a of g.armadaAttackView.attacks as Json[]) steps.add(a.step as string);
      outcome = g.outcome;
      if (outcome !== null) break;
      const actor = seats[g.pending[0].seat].token;
      const legal = await gql<{ legalActions: { version: number; actions: Action[] } }>(t, LEGAL, { id }, actor);
      for (const a of legal.data.legalActions.actions) expect(fromEntries(a.paramEntries)).toEqual(a.params);
      const res = await gql(
        t,
        `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }`,
        { id, input: { actionId: legal.data.legalActions.actions[0].id, expectedVersion: legal.data.legalActions.version } },
        actor,
      );
      expect(res.errors).toBeUndefined();
    }
    expect(outcome).not.toBeNull();
    expect([...steps]).toEqual(expect.arrayContaining(['roll', 'ended']));
  });

  it('types the outcome of a resignation, in the mutation and in the game, as the deprecated JSON one', async () => {
    const created = await gql<{ createGame: { id: string; seats: { token: string }[] } }>(
      t,
      `mutation { createGame(input: {game: "rebels-attack", players: 3}) { id seats { token } } }`,
    );
    const { id, seats } = created.data.createGame;
    const resigned = await gql<{ resignGame: { outcome: Json; result: Json } }>(
      t,
      `mutation($id: ID!) { resignGame(gameId: $id) { outcome ${RESULT} } }`,
      { id },
      seats[1].token,
    );
    expect(resigned.errors).toBeUndefined();
    expect(resigned.data.resignGame.result).toMatchObject({ winners: [0, 2], scores: null, endedBy: { __typename: 'Resignation', seat: 1, winners: [0, 2] } });
    expect(asJsonOutcome(resigned.data.resignGame.result)).toEqual(resigned.data.resignGame.outcome);
    const game = await gql<{ game: { outcome: Json; result: Json } }>(t, `query($id: ID!) { game(id: $id) { outcome ${RESULT} } }`, { id });
    expect(game.data.game.result).toEqual(resigned.data.resignGame.result);
    expect(asJsonOutcome(game.data.game.result)).toEqual(game.data.game.outcome);
  });

  it('gives no typed view for a game without one, and the kind of every game as an enum', async () => {
    const games = await gql<{ games: { id: string; kind: string }[] }>(t, `{ games { id kind } }`);
    expect(games.data.games.map((g) => [g.id, g.kind])).toEqual(
      expect.arrayContaining([
        ['rebels-attack', 'rebels_attack'],
        ['armada-attack', 'armada_attack'],
        ['rebellion', 'rebellion'],
        ['armada', 'armada'],
      ]),
    );
    const created = await gql<{ createGame: { id: string } }>(t, `mutation { createGame(input: {game: "rebellion", players: 2}) { id } }`);
    expect(created.errors).toBeUndefined();
    const game = await gql<{ game: { kind: string; view: unknown; rebelsAttackView: unknown; armadaAttackView: unknown } }>(
      t,
      `query($id: ID!) { game(id: $id) { kind view rebelsAttackView { phase } armadaAttackView { status } } }`,
      { id: created.data.createGame.id },
    );
    expect(game.errors).toBeUndefined();
    expect(game.data.game).toMatchObject({ kind: 'rebellion', rebelsAttackView: null, armadaAttackView: null });
    expect(game.data.game.view).toEqual(expect.any(Object));
  });

  it('shows by introspection which JSON fields are deprecated and what replaces them, and the new enums', async () => {
    const res = await gql<{ [type: string]: { fields: { name: string; isDeprecated: boolean; deprecationReason: string | null; type: { name: string | null; ofType: { name: string | null } | null } }[] } | { enumValues: { name: string }[] } }>(
      t,
      `{
        action: __type(name: "LegalAction") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } }
        actionVisible: __type(name: "LegalAction") { fields { name } }
        event: __type(name: "GameEvent") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } }
        game: __type(name: "Game") { fields(includeDeprecated: true) { name isDeprecated deprecationReason type { name ofType { name } } } }
        ended: __type(name: "GameEnded") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } }
        entry: __type(name: "RuleEntry") { fields { name type { name ofType { name } } } }
        kind: __type(name: "GameKind") { enumValues { name } }
        language: __type(name: "Language") { enumValues { name } }
      }`,
    );
    expect(res.errors).toBeUndefined();
    const fields = (k: string) => (res.data[k] as { fields: { name: string; isDeprecated?: boolean; deprecationReason?: string | null; type?: { name: string | null; ofType: { name: string | null } | null } }[] }).fields;
    const field = (k: string, name: string) => fields(k).find((f) => f.name === name)!;
    expect(field('action', 'params')).toMatchObject({ isDeprecated: true, deprecationReason: expect.stringContaining('paramEntries') });
    expect(field('action', 'paramEntries')).toMatchObject({ isDeprecated: false });
    expect(fields('actionVisible').map((f) => f.name)).not.toContain('params');
    expect(field('event', 'payload')).toMatchObject({ isDeprecated: true, deprecationReason: expect.stringContaining('payloadEntries') });
    expect(field('event', 'payloadEntries')).toMatchObject({ isDeprecated: false });
    // Game.view stays JSON and undeprecated: only rebels-attack has a typed view so far.
    expect(field('game', 'view')).toMatchObject({ isDeprecated: false, type: { ofType: { name: 'JSON' } } });
    expect(field('game', 'outcome')).toMatchObject({ isDeprecated: true, deprecationReason: expect.stringContaining('result') });
    expect(field('ended', 'outcome')).toMatchObject({ isDeprecated: true, deprecationReason: expect.stringContaining('result') });
    expect(field('game', 'result')).toMatchObject({ isDeprecated: false, type: { name: 'GameOutcome' } });
    expect(field('game', 'rebelsAttackView').type).toMatchObject({ name: 'RebelsAttackView' });
    expect(field('game', 'armadaAttackView').type).toMatchObject({ name: 'ArmadaAttackView' });
    expect(field('entry', 'lang').type).toMatchObject({ ofType: { name: 'Language' } });
    expect((res.data.kind as { enumValues: { name: string }[] }).enumValues.map((v) => v.name).sort()).toEqual(['armada', 'armada_attack', 'rebellion', 'rebels_attack']);
    expect((res.data.language as { enumValues: { name: string }[] }).enumValues.map((v) => v.name)).toEqual(['de', 'en']);
  });
});
