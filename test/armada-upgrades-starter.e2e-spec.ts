import { backends } from './support/app.harness.js';
import { armadaApp, bearer, type Created, type EventItem } from './support/armada.harness.js';
import { gql } from './support/graphql.client.js';

type Legal = { id: string; type: string; params?: Record<string, unknown> };
type ShipView = { id: string; upgrades: { id: string; exhausted: boolean; tokens: string[]; focus?: string }[] };

/** Starter fleets with the cards issue 9 added last: Swivel-Mount Batteries on both sides, Tide of Progress XII on the Munificent. */
const REPUBLIC = {
  ships: [{ ship: 'acclamator-ii-class-assault-ship', upgrades: ['obi-wan-kenobi', 'swivel-mount-batteries'] }, { ship: 'consular-class-charger-c70' }],
  squadrons: [{ squadron: 'v-19-torrent-squadron', count: 2 }],
  objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory'],
};
const SEPARATISTS = {
  ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['kraken', 'tide-of-progress-xii', 'swivel-mount-batteries'] }, { ship: 'hardcell-class-transport' }],
  squadrons: [{ squadron: 'vulture-class-droid-fighter-squadron', count: 2 }],
  objectives: ['most-wanted', 'fire-lanes', 'intel-sweep'],
};

describe.each(backends())('armada starter upgrades on %s: a standard game with Swivel-Mount Batteries and Tide of Progress XII', (backend) => {
  const t = armadaApp(backend);

  const viewOf = async (game: Created, seat: number) => (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, seat)).expect(200)).body;
  const legal = async (game: Created, seat: number) => (await t.http().get(`/v1/games/${game.id}/legal-actions`).set(bearer(game, seat)).expect(200)).body.actions as Legal[];
  const post = async (game: Created, seat: number, body: object) => (await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, seat)).send(body).expect(200)).body.events as EventItem[];

  it('REST and GraphQL: the lists are accepted with cards refused unless played, the setup runs, and Swivel-Mount Batteries asks at the reveal', async () => {
    // The default refuses cards without effect: these lists pass, so every card in them is played.
    const game = (await t.http().post('/v1/games').send({ game: 'armada', players: 2, options: { scenario: 'standard', format: 'starter' }, seed: `armada-cards-${backend}` }).expect(201)).body as Created;
    await post(game, 0, { action: { type: 'SubmitFleet', fleet: REPUBLIC } });
    await post(game, 1, { action: { type: 'SubmitFleet', fleet: SEPARATISTS } });
    let state = await viewOf(game, 0);
    // The cheaper fleet chooses; seat 1 goes first, so its Munificent may reveal first.
    await post(game, state.view.setup.chooser, { action: { type: 'ChooseFirstPlayer', firstPlayer: 1 } });
    for (let guard = 0; guard < 60; guard++) {
      state = await viewOf(game, 0);
      if (state.view.phase === 'command') break;
      const seat = state.pending[0].seat as number;
      await post(game, seat, { actionId: (await legal(game, seat))[0].id });
    }
    // Command phase: every dial goes in, through the legal list.
    for (let guard = 0; guard < 20 && (await viewOf(game, 0)).view.phase === 'command'; guard++) {
      state = await viewOf(game, 0);
      const seat = state.pending[0].seat as number;
      await post(game, seat, { actionId: (await legal(game, seat))[0].id });
    }
    const munificent = ((await viewOf(game, 1)).view.ships as ShipView[]).find((x) => x.upgrades.some((u) => u.id === 'tide-of-progress-xii'))!;
    expect(munificent.upgrades.map((u) => u.id)).toEqual(['kraken', 'tide-of-progress-xii', 'swivel-mount-batteries']);
    await post(game, 1, { action: { type: 'ActivateShip', ship: munificent.id } });
    state = await viewOf(game, 0);
    expect(state.view.question).toMatchObject({ seat: 1, source: 'swivel-mount-batteries', rule: 'armada:fokus-und-radartaeuschungsmarker' });

    // GraphQL answers the question: the focus token lies on the bow, for everybody to see.
    const res = await gql<{ submitAction: { events: EventItem[] } }>(
      t,
      'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { events { type payload } } }',
      { id: game.id, input: { action: { type: 'ChooseOption', zone: 'front' } } },
      game.seats[1].token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.submitAction.events.find((e) => e.type === 'FocusTokenPlaced')?.payload).toEqual({ ship: munificent.id, upgrade: 'swivel-mount-batteries', zone: 'front' });
    const seen = ((await viewOf(game, 0)).view.ships as ShipView[]).find((x) => x.id === munificent.id)!;
    expect(seen.upgrades.find((u) => u.id === 'swivel-mount-batteries')).toEqual({ id: 'swivel-mount-batteries', exhausted: true, tokens: [], focus: 'front' });
    const flags = await gql<{ tide: { implemented: boolean }; swivel: { implemented: boolean } }>(t, '{ tide: armadaUpgrade(id: "tide-of-progress-xii") { implemented } swivel: armadaUpgrade(id: "swivel-mount-batteries") { implemented } }');
    expect(flags.data).toEqual({ tide: { implemented: true }, swivel: { implemented: true } });
  });
});
