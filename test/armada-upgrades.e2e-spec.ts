import { backends } from './support/app.harness.js';
import { armadaApp, bearer, type Created, type EventItem } from './support/armada.harness.js';
import { gql } from './support/graphql.client.js';

type Legal = { id: string; type: string; params?: Record<string, unknown>; label: { en: string } };
type ShipView = { id: string; commandTokens: string[]; upgrades: { id: string; exhausted: boolean; tokens: string[] }[] };

/** Round 2, every stack full: the Charger s0-1 carries Radiant VII and Munitions Resupply (five concentrate-fire tokens). */
const POSITION = {
  round: 2,
  ships: [
    { id: 's0-1', dials: ['navigate'], upgrades: ['radiant-vii', 'munitions-resupply'] },
    { id: 's0-2', dials: ['navigate', 'navigate', 'navigate'] },
    { id: 's0-3', dials: ['navigate'] },
    { id: 's1-1', dials: ['navigate'] },
    { id: 's1-2', dials: ['navigate', 'navigate'] },
    { id: 's1-3', dials: ['navigate'] },
  ],
};

describe.each(backends())('armada upgrade cards on %s: sandbox positions, prompts and the catalog', (backend) => {
  const t = armadaApp(backend);

  it('REST: Munitions Resupply asks its owner after the reveal, hands a token on, and everybody sees the card exhausted', async () => {
    const game = (await t.http().post('/v1/games').send({ game: 'armada', players: 2, sandbox: { position: POSITION } }).expect(201)).body as Created;
    await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, 0)).send({ action: { type: 'ActivateShip', ship: 's0-1' } }).expect(200);
    const state = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 0)).expect(200)).body;
    expect(state.pending).toEqual([expect.objectContaining({ seat: 0, decision: 'upgrade-card-choice' })]);
    expect(state.view.question).toMatchObject({ source: 'munitions-resupply', rule: 'armada:verwendung-von-aufwertungskarten' });
    const legal = (await t.http().get(`/v1/games/${game.id}/legal-actions`).set(bearer(game, 0)).expect(200)).body.actions as Legal[];
    expect(legal.map((a) => [a.type, a.params?.ship ?? null])).toEqual([
      ['ChooseOption', 's0-2'],
      ['PassChoice', null],
    ]);
    const other = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, 1)).send({ action: { type: 'ChooseOption', ship: 's0-2' } });
    expect([other.status, other.body.code]).toEqual([422, 'NOT_YOUR_DECISION']);
    const events = (await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, 0)).send({ actionId: legal[0].id }).expect(200)).body.events as EventItem[];
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['UpgradeExhausted', 'UpgradeTokenSpent', 'CommandTokenGained']));
    const seen = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 1)).expect(200)).body.view.ships as ShipView[];
    expect(seen.find((x) => x.id === 's0-1')!.upgrades).toEqual([
      { id: 'radiant-vii', exhausted: false, tokens: [] },
      { id: 'munitions-resupply', exhausted: true, tokens: Array(4).fill('concentrate-fire') },
    ]);
    expect(seen.find((x) => x.id === 's0-2')!.commandTokens).toEqual(['concentrate-fire']);
  });

  it('REST: a card without a module is refused in a position with ARMADA_CARD_NOT_IMPLEMENTED; the catalog says implemented per card', async () => {
    const ventress = { ...POSITION, ships: [{ id: 's1-2', dials: ['navigate', 'navigate'], upgrades: ['asajj-ventress'] }] };
    const refused = await t.http().post('/v1/games').send({ game: 'armada', players: 2, sandbox: { position: ventress } });
    expect([refused.status, refused.body.code]).toEqual([422, 'ARMADA_CARD_NOT_IMPLEMENTED']);
    expect(refused.body.messages.en).toContain('Asajj Ventress (asajj-ventress)');
    expect((await t.http().get('/v1/catalog/armada/upgrades/munitions-resupply').expect(200)).body.implemented).toBe(true);
    expect((await t.http().get('/v1/catalog/armada/upgrades/asajj-ventress').expect(200)).body.implemented).toBe(false);
    const page = (await t.http().get('/v1/catalog/armada/squadrons?faction=separatist&limit=100').expect(200)).body.items as { id: string; implemented: boolean }[];
    expect(page.find((q) => q.id === 'vulture-class-droid-fighter-squadron')?.implemented).toBe(true);
    expect(page.find((q) => q.id === 'haor-chall-prototypes')?.implemented).toBe(true);
    expect(page.find((q) => q.id === 'dfs-311')?.implemented).toBe(false);
  });

  it('GraphQL: the same question answered with a pass, and the implemented flag', async () => {
    const created = await gql<{ createGame: Created }>(t, `mutation($p: JSON!) { createGame(input: {game: "armada", players: 2, sandbox: {position: $p}}) { id seats { seat token } } }`, { p: POSITION });
    expect(created.errors).toBeUndefined();
    const game = created.data.createGame;
    const submit = async (input: object) => {
      const res = await gql<{ submitAction: { events: EventItem[] } }>(
        t,
        'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { events { type payload } } }',
        { id: game.id, input },
        game.seats[0].token,
      );
      expect(res.errors).toBeUndefined();
      return res.data.submitAction.events;
    };
    await submit({ action: { type: 'ActivateShip', ship: 's0-1' } });
    const legal = await gql<{ legalActions: { actions: Legal[] } }>(t, 'query($id: ID!) { legalActions(gameId: $id) { actions { id type params label { en } } } }', { id: game.id }, game.seats[0].token);
    const pass = legal.data.legalActions.actions.find((a) => a.type === 'PassChoice')!;
    expect(pass.label.en).toBeTruthy();
    const events = await submit({ actionId: pass.id });
    expect(events.map((e) => e.type)).not.toContain('UpgradeExhausted');
    const flags = await gql<{ armadaUpgrade: { implemented: boolean }; ventress: { implemented: boolean }; armadaSquadron: { implemented: boolean } }>(
      t,
      '{ armadaUpgrade(id: "munitions-resupply") { implemented } ventress: armadaUpgrade(id: "asajj-ventress") { implemented } armadaSquadron(id: "dfs-311") { implemented } }',
    );
    expect(flags.errors).toBeUndefined();
    expect(flags.data).toEqual({ armadaUpgrade: { implemented: true }, ventress: { implemented: false }, armadaSquadron: { implemented: false } });
  });
});
