import { SeededRng } from '../src/engine/core/rng.random.js';
import { backends, startApp, wholeGameLimits, type TestApp } from './support/app.harness.js';
import { gql } from './support/graphql.client.js';

interface Snapshot {
  version: number;
  status: string;
  pending: { seat: number }[];
  outcome: { winners: number[] } | null;
  view: { viewer: { faction: 'empire' | 'rebel' | null }; rebelBase: { revealed: boolean; system: string | null } };
}
interface LegalAction {
  id: string;
}
interface EventItem {
  seq: number;
  type: string;
  payload: unknown;
  redacted: boolean;
}

/**
 * The Empire must not learn the base before it is revealed: not from its view,
 * not from its event log. Checked after every step of a whole game.
 */
function expectBaseHidden(empire: Snapshot, rebel: Snapshot, empireLog: EventItem[]) {
  expect(rebel.view.rebelBase.system).not.toBeNull();
  if (rebel.view.rebelBase.revealed) return;
  expect(empire.view.rebelBase.system).toBeNull();
  const choices = empireLog.filter((e) => ['BaseChosen', 'NewBaseChosen', 'NewBaseCardsDrawn'].includes(e.type));
  for (const e of choices) expect(e.redacted).toBe(true);
  // An earlier base may have been revealed and given up; the current one must not be.
  const lastChoice = Math.max(...empireLog.filter((e) => e.type === 'BaseChosen' || e.type === 'NewBaseChosen').map((e) => e.seq));
  expect(empireLog.filter((e) => e.type === 'BaseRevealed' && e.seq > lastChoice)).toEqual([]);
}

/** A whole game is a few thousand requests: on PGlite, on 2 cores shared with other suites, one took over jest's 120 s. */
const WHOLE_GAME_MS = 300_000;

describe.each(backends())('Rebellion on %s: whole games by bots picking legal actions at random', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend, { limits: wholeGameLimits() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('plays a whole game through REST, and the Empire never sees the hidden base', async () => {
    const created = await t.http().post('/v1/games').send({ game: 'rebellion', players: 2, seed: `rest-${backend}` }).expect(201);
    const { id, seats } = created.body as { id: string; seats: { token: string }[] };
    const auth = (seat: number) => ({ Authorization: `Bearer ${seats[seat].token}` });
    const get = async (seat: number) => (await t.http().get(`/v1/games/${id}`).set(auth(seat)).expect(200)).body as Snapshot;
    const bot = new SeededRng(`rebellion-rest-${backend}`);
    let views = [await get(0), await get(1)];
    const factionSeat = (f: 'empire' | 'rebel') => views.findIndex((v) => v.view.viewer.faction === f);
    let steps = 0;
    let empireLog: EventItem[] = [];
    let checked = 0;
    while (views[0].status === 'active') {
      expect(++steps).toBeLessThan(4000);
      const pending = views[0].pending;
      const seat = pending[bot.int(pending.length)].seat;
      const legal = (await t.http().get(`/v1/games/${id}/legal-actions`).set(auth(seat)).expect(200)).body as { version: number; actions: LegalAction[] };
      expect(legal.actions.length).toBeGreaterThan(0);
      const pick = legal.actions[bot.int(legal.actions.length)];
      await t.http().post(`/v1/games/${id}/actions`).set(auth(seat)).send({ actionId: pick.id }).expect(200);
      views = [await get(0), await get(1)];
      if (factionSeat('empire') >= 0) {
        const after = empireLog.length ? empireLog[empireLog.length - 1].seq : 0;
        const page = (await t.http().get(`/v1/games/${id}/events?after=${after}&limit=1000`).set(auth(factionSeat('empire'))).expect(200)).body;
        empireLog = [...empireLog, ...page.events];
        if (views[factionSeat('rebel')].view.rebelBase.system !== null) {
          expectBaseHidden(views[factionSeat('empire')], views[factionSeat('rebel')], empireLog);
          checked++;
        }
      }
    }
    expect(views[0].status).toBe('ended');
    expect(views[0].outcome!.winners).toHaveLength(1);
    expect(checked).toBeGreaterThan(50);
    expect(empireLog.find((e) => e.type === 'BaseChosen')).toMatchObject({ redacted: true });
    expect(views[0].pending).toEqual([]);
  }, WHOLE_GAME_MS);

  it('plays a whole game through GraphQL', async () => {
    const created = await gql<{ createGame: { id: string; seats: { token: string }[] } }>(
      t,
      `mutation { createGame(input: {game: "rebellion", players: 2, seed: "gql-${backend}"}) { id seats { token } } }`,
    );
    const { id, seats } = created.data.createGame;
    const bot = new SeededRng(`rebellion-gql-${backend}`);
    let outcome: unknown = null;
    for (let step = 0; step < 4000 && outcome === null; step++) {
      const game = await gql<{ game: { pending: { seat: number }[]; outcome: unknown } }>(t, `query($id: ID!) { game(id: $id) { pending { seat } outcome } }`, { id });
      outcome = game.data.game.outcome;
      if (outcome !== null) break;
      const pending = game.data.game.pending;
      const seat = pending[bot.int(pending.length)].seat;
      const legal = await gql<{ legalActions: { version: number; actions: LegalAction[] } }>(
        t,
        `query($id: ID!) { legalActions(gameId: $id) { version actions { id } } }`,
        { id },
        seats[seat].token,
      );
      const actions = legal.data.legalActions.actions;
      const res = await gql(
        t,
        `mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }`,
        { id, input: { actionId: actions[bot.int(actions.length)].id, expectedVersion: legal.data.legalActions.version } },
        seats[seat].token,
      );
      expect(res.errors).toBeUndefined();
    }
    expect(outcome).toMatchObject({ winners: [expect.any(Number)] });
  }, WHOLE_GAME_MS);
});
