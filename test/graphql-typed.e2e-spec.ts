import { SeededRng } from '../src/engine/core/rng.random.js';
import { SEED_ATTACK, SEED_ATTACK_DECK, SEED_ATTACK_DICE } from './support/armada.fixtures.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';
import { gql } from './support/graphql.client.js';
import { ARMADA_ATTACK_VIEW_FIELDS } from '../clients/typescript/src/operations.graphql.js';
import { dashless, untypedRebellionView } from '../src/games/typed/rebellion-view.testkit.js';

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

const ARMADA_VIEW = `armadaAttackView { ${ARMADA_ATTACK_VIEW_FIELDS} }`;

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

const UNITS = 'unit count';
const HAND = 'count cards';
const MOVE = 'kind from unit count leader';
const TURN = 'turn passed { empire rebel }';
const DIE = 'colour face';
const REBELLION_VIEW = `rebellionView {
  viewer { kind seat faction } seats { empire rebel } round time reputation
  systems { id loyalty subjugated sabotaged destroyed units { ${UNITS} } }
  rebelBase { units { ${UNITS} } revealed system }
  leaders { id location { kind system slot } ring detained } sides { leader faction }
  assigned { empire { count missions { card leaders } } rebel { count missions { card leaders } } }
  hands {
    missions { empire { ${HAND} } rebel { ${HAND} } } actions { empire { ${HAND} } rebel { ${HAND} } }
    objectives { ${HAND} } probes { count systems }
    tactics { empire { ${HAND} space ground } rebel { ${HAND} space ground } }
  }
  decks { probe objectives projects missions { empire rebel } actions { empire rebel } tactics { space ground } }
  discards { missions { empire rebel } projects tactics { space ground } }
  ended { winner reason } probesInBox buildQueue { empire { unit space } rebel { unit space } }
  objectivesPlayed eliminated rapidMobilization { leaders }
  modifiers { source owner until effect { kind faction theater round system delta min from to max leader successes } }
  prompt { kind seat question { de en } rule source choices { params { name value } label { de en } group { de en } } optional passLabel { de en } secret }
  phase {
    kind
    placement { faction remaining { ${UNITS} } placed { unit at } }
    immediateActionCards { pending { empire rebel } resume }
    assignment { turn steps { slot leader opened } }
    command { ${TURN} }
    activation { command { ${TURN} } leader system steps { ${MOVE} } moved { from groundArrived } }
    mission {
      command { ${TURN} } faction card leaders system target stage rolls { own { ${DIE} } opposing { ${DIE} } } success ring ringsOffered saved
      setDown { faction dice { ${DIE} } } reactions rescued objectives { ${HAND} } projects { ${HAND} } movedFrom
    }
    combat {
      command { ${TURN} } system active from round step turn attack { attacker theater dice { ${DIE} used } free recoloured }
      wounds { faction unit markers pending doomed } noBlock noRetreat escape retreated retreat { faction leader to steps { ${MOVE} } }
      rebelDiceReduced rolled { space { empire rebel } ground { empire rebel } } plansTried objectivePlayed present { space ground }
      won { theater winner } destroyed { empire { ${UNITS} } rebel { ${UNITS} } } subjugated leaders objectivesOffered afterwards objectiveWindow { cards resume }
    }
    rapidMobilization { leaders stage system steps { ${MOVE} } drawn { count systems } }
    evacuation { card system steps { ${MOVE} } }
    recruit { offered { empire { ${HAND} } rebel { ${HAND} } } chosen { empire { done card } rebel { done card } } turn }
    build { stage done { empire rebel } releasing { empire rebel } choices { icon space } picked { unit space } }
    deploy { faction ready { ${UNITS} } deployed { place count } }
    handLimit { excess { empire rebel } }
  }
}`;

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
      const res = await gql<{ submitAction: { view: Json; rebelsAttackView: Json; armadaAttackView: unknown } }>(
        t,
        `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version view ${VIEW} armadaAttackView { status } } }`,
        { id, input: { actionId: pick.id, expectedVersion: legal.data.legalActions.version } },
        actor,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data.submitAction.armadaAttackView).toBeNull();
      expect(asJsonView(res.data.submitAction.rebelsAttackView)).toEqual(res.data.submitAction.view);
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
      // With a key, sent twice: the replayed answer carries the same typed view as the first.
      const submit = () =>
        gql<{ submitAction: { view: Json; armadaAttackView: Json; rebelsAttackView: unknown } }>(
          t,
          `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version view ${ARMADA_VIEW} rebelsAttackView { phase } } }`,
          { id, input: { actionId: legal.data.legalActions.actions[0].id, expectedVersion: legal.data.legalActions.version, idempotencyKey: `typed-${step}` } },
          actor,
        );
      const res = await submit();
      expect(res.errors).toBeUndefined();
      expect(res.data.submitAction.rebelsAttackView).toBeNull();
      expect(asJsonAttackView(res.data.submitAction.armadaAttackView)).toEqual(res.data.submitAction.view);
      expect((await submit()).data).toEqual(res.data);
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

  it('answers a Rebellion game alike in rebellionView and the JSON view, for each seat and a spectator, hiding what each may not see', async () => {
    const created = await gql<{ createGame: { id: string; seats: { token: string }[] } }>(
      t,
      `mutation { createGame(input: {game: "rebellion", players: 2}) { id seats { token } } }`,
    );
    expect(created.errors).toBeUndefined();
    const { id, seats } = created.data.createGame;
    const viewers = [seats[0].token, seats[1].token, undefined];
    const rng = new SeededRng(`typed-rebellion-${backend}`);
    const phases = new Set<string>();
    for (let step = 0; step < 40; step++) {
      let pendingSeat = -1;
      for (const token of viewers) {
        const game = await gql<{ game: { pending: { seat: number }[]; view: Json; rebellionView: Json; rebelsAttackView: unknown } }>(
          t,
          `query($id: ID!) { game(id: $id) { pending { seat } view ${REBELLION_VIEW} rebelsAttackView { phase } } }`,
          { id },
          token,
        );
        expect(game.errors).toBeUndefined();
        const { view, rebellionView, rebelsAttackView, pending } = game.data.game;
        expect(rebelsAttackView).toBeNull();
        expect(dashless(untypedRebellionView(rebellionView))).toEqual(dashless(view));
        const typed = rebellionView as { viewer: { faction: string | null }; hands: Record<string, Record<string, { cards: unknown }>>; phase: { kind: string } };
        const own = typed.viewer.faction;
        for (const f of ['empire', 'rebel']) {
          // A seat sees its own side's cards named, the other side's only counted; a spectator neither.
          expect(typed.hands.missions[f].cards === null).toBe(own !== f);
          expect(typed.hands.actions[f].cards === null).toBe(own !== f);
        }
        expect((typed.hands.objectives as unknown as { cards: unknown }).cards === null).toBe(own !== 'rebel');
        expect((typed.hands.probes as unknown as { systems: unknown }).systems === null).toBe(own !== 'empire');
        phases.add(typed.phase.kind);
        pendingSeat = pending[0]?.seat ?? -1;
      }
      if (pendingSeat < 0) break;
      const legal = await gql<{ legalActions: { version: number; actions: Action[] } }>(t, LEGAL, { id }, seats[pendingSeat].token);
      const actions = legal.data.legalActions.actions;
      const res = await gql<{ submitAction: { view: Json; rebellionView: Json } }>(
        t,
        `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version view ${REBELLION_VIEW} } }`,
        { id, input: { actionId: actions[rng.int(actions.length)].id, expectedVersion: legal.data.legalActions.version } },
        seats[pendingSeat].token,
      );
      expect(res.errors).toBeUndefined();
      expect(dashless(untypedRebellionView(res.data.submitAction.rebellionView))).toEqual(dashless(res.data.submitAction.view));
    }
    expect([...phases]).toEqual(expect.arrayContaining(['placement']));

    const other = await gql<{ createGame: { id: string } }>(t, `mutation { createGame(input: {game: "rebels-attack", players: 2}) { id } }`);
    const game = await gql<{ game: { rebellionView: unknown } }>(t, `query($id: ID!) { game(id: $id) { rebellionView { round } } }`, { id: other.data.createGame.id });
    expect(game.errors).toBeUndefined();
    expect(game.data.game.rebellionView).toBeNull();
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
        result: __type(name: "ActionResult") { fields(includeDeprecated: true) { name isDeprecated deprecationReason type { name ofType { name } } } }
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
    expect(field('game', 'view')).toMatchObject({ isDeprecated: true, deprecationReason: expect.stringContaining('rebellionView'), type: { ofType: { name: 'JSON' } } });
    expect(field('game', 'outcome')).toMatchObject({ isDeprecated: true, deprecationReason: expect.stringContaining('result') });
    expect(field('ended', 'outcome')).toMatchObject({ isDeprecated: true, deprecationReason: expect.stringContaining('result') });
    expect(field('game', 'result')).toMatchObject({ isDeprecated: false, type: { name: 'GameOutcome' } });
    expect(field('game', 'rebelsAttackView').type).toMatchObject({ name: 'RebelsAttackView' });
    expect(field('game', 'armadaAttackView').type).toMatchObject({ name: 'ArmadaAttackView' });
    expect(field('game', 'rebellionView').type).toMatchObject({ name: 'RebellionView' });
    expect(field('result', 'view')).toMatchObject({ isDeprecated: true, deprecationReason: expect.stringContaining('rebellionView') });
    expect(['rebelsAttackView', 'armadaAttackView', 'armadaView', 'rebellionView'].map((f) => field('result', f).type?.name)).toEqual(['RebelsAttackView', 'ArmadaAttackView', 'ArmadaView', 'RebellionView']);
    expect(field('entry', 'lang').type).toMatchObject({ ofType: { name: 'Language' } });
    expect((res.data.kind as { enumValues: { name: string }[] }).enumValues.map((v) => v.name).sort()).toEqual(['armada', 'armada_attack', 'rebellion', 'rebels_attack']);
    expect((res.data.language as { enumValues: { name: string }[] }).enumValues.map((v) => v.name)).toEqual(['de', 'en']);
  });
});
