import { SeededRng } from '../src/engine/core/rng.random.js';
import { backends } from './support/app.harness.js';
import { armadaApp, republicList, separatistList, fightingPick, type EventItem } from './support/armada.harness.js';
import { gql } from './support/graphql.client.js';

type Seats = { seat: number; token: string }[];
type View = {
  objective: string | null;
  victoryTokens: [number, number];
  objectiveTokens: { id: string; x: number; y: number }[];
  ships: { card: string; owner: number; destroyed: boolean; upgrades: { id: string }[] }[];
  squadrons: { card: string; owner: number; destroyed: boolean }[];
  result: { points: [number, number] } | null;
};

/** Republic, 171 points; Separatists, 121 points: the cheaper Separatists choose, the Republic is first player and picks Fire Lanes from their three. */
const REPUBLIC = republicList(['most-wanted', 'contested-outpost', 'superior-positions']);
const SEPARATISTS = separatistList(['opening-salvo', 'fire-lanes', 'superior-positions']);

describe.each(backends())('armada on %s: the defense objective Fire Lanes through the API', (backend) => {
  const t = armadaApp(backend);

  const points = async (kind: 'ships' | 'upgrades' | 'squadrons', id: string) => (await t.http().get(`/v1/catalog/armada/${kind}/${id}`).expect(200)).body.points.current as number;

  it('REST places and shifts the tokens and plays to the end; control scores 15 points a victory token; GraphQL shows the tokens', async () => {
    expect((await t.http().get('/v1/catalog/armada/objectives/fire-lanes').expect(200)).body.implemented).toBe(true);
    const created = await t.http().post('/v1/games').send({ game: 'armada', players: 2, options: { scenario: 'standard', format: 'starter', cardsWithoutEffect: 'allow' }, seed: 'armada-obj-defense-1' }).expect(201);
    const id = created.body.id as string;
    const seats = created.body.seats as Seats;
    const auth = (seat: number) => ({ Authorization: `Bearer ${seats[seat].token}` });
    const act = (seat: number, action: Record<string, unknown>) => t.http().post(`/v1/games/${id}/actions`).set(auth(seat)).send({ action });
    for (const [seat, action] of [
      [0, { type: 'SubmitFleet', fleet: REPUBLIC }],
      [1, { type: 'SubmitFleet', fleet: SEPARATISTS }],
      [1, { type: 'ChooseFirstPlayer', firstPlayer: 0 }],
      [0, { type: 'ChooseObjective', objective: 'fire-lanes' }],
    ] as const)
      await act(seat, action).expect(200);

    const bot = new SeededRng('armada-obj-defense-bot-1');
    let state = (await t.http().get(`/v1/games/${id}`).set(auth(0)).expect(200)).body;
    let shifted = false;
    for (let steps = 0; state.status === 'active'; steps++) {
      expect(steps).toBeLessThan(4000);
      const view = state.view as View;
      const seat = state.pending[bot.int(state.pending.length)].seat as number;
      // The first shift: beyond distance 2 is refused with the card's rule; within it the token moves.
      if (!shifted && view.objectiveTokens.length === 3 && state.pending.some((p: { decision: string }) => p.decision === 'place-objective-token') && seat === 0) {
        shifted = true;
        const t1 = view.objectiveTokens[0];
        const far = await act(0, { type: 'PlaceObjectiveToken', x: t1.x, y: t1.y + 200 }).expect(422);
        expect(far.body).toMatchObject({ code: 'OBJECTIVE_TOKEN_SHIFT_TOO_FAR', rule: 'armada:einsatzziele' });
        await act(0, { type: 'PlaceObjectiveToken', x: t1.x, y: t1.y + 100 }).expect(200);
        state = (await t.http().get(`/v1/games/${id}`).set(auth(1)).expect(200)).body;
        expect((state.view as View).objectiveTokens[0]).toEqual({ ...t1, y: t1.y + 100 });
        continue;
      }
      const legal = (await t.http().get(`/v1/games/${id}/legal-actions`).set(auth(seat)).expect(200)).body;
      const chosen = fightingPick(legal.actions as { id: string; type: string }[], bot);
      await t.http().post(`/v1/games/${id}/actions`).set(auth(seat)).send({ actionId: chosen.id, expectedVersion: legal.version }).expect(200);
      state = (await t.http().get(`/v1/games/${id}`).set(auth(0)).expect(200)).body;
    }
    expect(shifted).toBe(true);

    const log: EventItem[] = [];
    for (;;) {
      const page = (await t.http().get(`/v1/games/${id}/events?after=${log.length}&limit=1000`).set(auth(1)).expect(200)).body.events as EventItem[];
      if (page.length === 0) break;
      log.push(...page);
    }
    expect(log.filter((e) => e.type === 'ObjectiveTokenPlaced').map((e) => e.payload!.seat)).toEqual([1, 1, 1]);
    expect(log.filter((e) => e.type === 'ObjectiveTokenShifted').map((e) => e.payload!.seat)).toEqual([0, 0, 0]);
    // Each round's end names who controls each token; the victory tokens add up from them.
    const controls = log.filter((e) => e.type === 'FireLanesControlled');
    expect(controls.length).toBeGreaterThan(0);
    const won: [number, number] = [0, 0];
    for (const e of controls) for (const c of e.payload!.tokens as { seat: number | null }[]) if (c.seat !== null) won[c.seat] += 1;
    expect(won[0] + won[1]).toBeGreaterThan(0);

    const final = await gql<{ game: { status: string; view: View } }>(t, `query($id: ID!) { game(id: $id) { status view } }`, { id });
    expect(final.errors).toBeUndefined();
    const view = final.data.game.view;
    expect([final.data.game.status, view.objective, view.victoryTokens]).toEqual(['ended', 'fire-lanes', won]);
    expect(view.objectiveTokens).toHaveLength(3);
    const cost = async (x: View['ships'][number]) => (await points('ships', x.card)) + (await Promise.all(x.upgrades.map((u) => points('upgrades', u.id)))).reduce((a, b) => a + b, 0);
    const expected: number[] = [];
    for (const seat of [0, 1]) {
      let destroyed = 0;
      for (const x of view.ships.filter((v) => v.owner !== seat && v.destroyed)) destroyed += await cost(x);
      for (const q of view.squadrons.filter((v) => v.owner !== seat && v.destroyed)) destroyed += await points('squadrons', q.card);
      expected.push(destroyed + 15 * won[seat]);
    }
    expect(view.result!.points).toEqual(expected);
  });
});
