import { backends } from './support/app.harness.js';
import { armadaApp, bearer, type Created, type EventItem } from './support/armada.harness.js';
import { position as sandboxPosition } from '../src/engine/armada/cards/upgrade.testkit.js';
import { gql } from './support/graphql.client.js';

type Legal = { id: string; type: string; params?: Record<string, unknown> };
type ShipView = { id: string; commandTokens: string[]; upgrades: { id: string; exhausted: boolean; tokens: string[] }[] };

/** Round 2, every stack full, seat 1 first; `ships` entries are merged over the stacks. */
const position = (ships: ({ id: string } & Record<string, unknown>)[]) => sandboxPosition(ships, { firstPlayer: 1 });

/** The Charger s0-1 bow to bow with the Munificent s1-2 (Sa Nalaor) at close range. */
const SA_NALAOR = position([
  { id: 's0-1', pose: { x: 250, y: 300, heading: 0 } },
  { id: 's1-2', pose: { x: 250, y: 430, heading: 180 }, upgrades: ['sa-nalaor'] },
]);
/** The Hardcell s1-1 bow to bow with the Acclamator II s0-2 (Reactive Gunnery) at close range. */
const REACTIVE = position([
  { id: 's0-2', pose: { x: 250, y: 290, heading: 0 }, upgrades: ['reactive-gunnery'] },
  { id: 's1-1', pose: { x: 250, y: 430, heading: 180 } },
]);
/** The Acclamator II s0-2 (Clone Gunners, a concentrate-fire dial) bow to bow with the Hardcell s1-1; the Charger s0-1 beside it holds a concentrate-fire token; seat 0 first. */
const CLONE_GUNNERS = {
  ...position([
    { id: 's0-1', pose: { x: 420, y: 300, heading: 0 }, tokens: ['concentrate-fire'] },
    { id: 's0-2', pose: { x: 250, y: 290, heading: 0 }, dials: ['concentrate-fire', 'navigate', 'navigate'], upgrades: ['clone-gunners'] },
    { id: 's1-1', pose: { x: 250, y: 430, heading: 180 } },
  ]),
  firstPlayer: 0,
};
/** The Munificent s1-2 carries the T-series Tactical Droid and a repair token. */
const T_SERIES = position([{ id: 's1-2', upgrades: ['t-series-tactical-droid'], tokens: ['repair'], shields: { front: 0 } }]);

/** Full-setup fleets: Bail Organa (five tokens, navigate or repair) and Rune Haako (two of any type) ask for their starting tokens. */
const REPUBLIC = { ships: [{ ship: 'acclamator-ii-class-assault-ship', upgrades: ['bail-organa'] }], squadrons: [], objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory'] };
const SEPARATISTS = { ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['kraken', 'rune-haako'] }], squadrons: [], objectives: ['most-wanted', 'fire-lanes', 'intel-sweep'] };

describe.each(backends())('more armada upgrade cards on %s: token substitution, a token as a dial, Clone Gunners, starting tokens', (backend) => {
  const t = armadaApp(backend);

  const create = async (p: object) => (await t.http().post('/v1/games').send({ game: 'armada', players: 2, sandbox: { position: p } }).expect(201)).body as Created;
  const legal = async (game: Created, seat: number) => (await t.http().get(`/v1/games/${game.id}/legal-actions`).set(bearer(game, seat)).expect(200)).body.actions as Legal[];
  const post = async (game: Created, seat: number, body: object) => (await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, seat)).send(body).expect(200)).body.events as EventItem[];

  /** Over REST: `seat` activates `ship`, keeps its dial, skips commands, fires its bow at `target`'s bow and finishes its dice effects. */
  async function fireBow(game: Created, seat: number, ship: string, target: string): Promise<void> {
    await post(game, seat, { action: { type: 'ActivateShip', ship } });
    await post(game, seat, { action: { type: 'KeepCommandDial' } });
    if ((await legal(game, seat)).some((a) => a.type === 'FinishCommands')) await post(game, seat, { action: { type: 'FinishCommands' } });
    await post(game, seat, { action: { type: 'DeclareShipAttack', zone: 'front', target, targetZone: 'front' } });
    await post(game, seat, { action: { type: 'RollAttackDice' } });
    await post(game, seat, { action: { type: 'FinishAttackEffects' } });
  }

  it('REST: Sa Nalaor offers the brace for the evade effect; spent, it resolves as evade, once per attack', async () => {
    const game = await create(SA_NALAOR);
    // Seat 1 goes first: its Hardcell s1-1 activates and does nothing, then seat 0's Charger fires.
    await post(game, 1, { action: { type: 'ActivateShip', ship: 's1-1' } });
    for (let guard = 0; guard < 10; guard++) {
      const actions = await legal(game, 1);
      const pick = ['KeepCommandDial', 'FinishCommands', 'FinishAttacks', 'ExecuteManeuver'].map((type) => actions.find((a) => a.type === type)).find((a) => a !== undefined);
      if (!pick) break;
      await post(game, 1, { actionId: pick.id });
    }
    await fireBow(game, 0, 's0-1', 's1-2');
    const offered = (await legal(game, 1)).filter((a) => a.type === 'SpendDefenseToken' && a.params?.as === 'evade');
    expect(offered.length).toBeGreaterThan(0);
    const events = await post(game, 1, { actionId: offered.find((a) => a.params?.token === 0)!.id });
    expect(events.find((e) => e.type === 'DefenseTokenSpent')?.payload).toMatchObject({ token: 0, tokenType: 'brace', as: 'evade', card: 'sa-nalaor' });
    expect((await legal(game, 1)).filter((a) => a.params?.as !== undefined)).toEqual([]);
    const again = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, 1)).send({ action: { type: 'SpendDefenseToken', token: 2, as: 'evade', dice: [0] } });
    expect([again.status, again.body.code]).toEqual([422, 'DEFENSE_EFFECT_ALREADY_RESOLVED']);
  });

  it('REST: Clone Gunners asks once the concentrate-fire dial is spent and adds a blue accuracy for a friend’s token', async () => {
    const game = await create(CLONE_GUNNERS);
    await post(game, 0, { action: { type: 'ActivateShip', ship: 's0-2' } });
    await post(game, 0, { action: { type: 'KeepCommandDial' } });
    if ((await legal(game, 0)).some((a) => a.type === 'FinishCommands')) await post(game, 0, { action: { type: 'FinishCommands' } });
    await post(game, 0, { action: { type: 'DeclareShipAttack', zone: 'front', target: 's1-1', targetZone: 'front' } });
    await post(game, 0, { action: { type: 'RollAttackDice' } });
    await post(game, 0, { action: { type: 'SpendConcentrateFireDial', color: 'red' } });
    const state = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 0)).expect(200)).body;
    expect(state.view.question).toMatchObject({ source: 'clone-gunners', rule: 'armada:feuer-konzentrieren' });
    const choice = (await legal(game, 0)).find((a) => a.type === 'ChooseOption')!;
    expect(choice.params).toEqual({ ship: 's0-1' });
    const events = await post(game, 0, { actionId: choice.id });
    expect(events.find((e) => e.type === 'AttackDieAddedByCard')?.payload).toMatchObject({ ship: 's0-2', upgrade: 'clone-gunners', color: 'blue', face: 'accuracy' });
    const seen = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 1)).expect(200)).body.view.ships as ShipView[];
    expect(seen.find((x) => x.id === 's0-1')!.commandTokens).toEqual([]);
  });

  it('REST: the T-series Tactical Droid asks at the reveal and turns the repair token into a dial; the catalog marks the cards implemented', async () => {
    const game = await create(T_SERIES);
    await post(game, 1, { action: { type: 'ActivateShip', ship: 's1-2' } });
    const state = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 1)).expect(200)).body;
    expect(state.view.question).toMatchObject({ source: 't-series-tactical-droid', rule: 'armada:verwendung-von-aufwertungskarten' });
    const choice = (await legal(game, 1)).find((a) => a.type === 'ChooseOption' && a.params?.command === 'repair')!;
    const events = await post(game, 1, { actionId: choice.id });
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['UpgradeExhausted', 'CommandTokenLost', 'ExtraCommandDialGained']));
    await post(game, 1, { action: { type: 'KeepCommandDial' } });
    const repaired = await post(game, 1, { action: { type: 'SpendRepair', source: 'dial' } });
    expect(repaired.find((e) => e.type === 'RepairPointsGained')?.payload).toMatchObject({ ship: 's1-2', source: 'dial', points: 4 });
    const seen = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 0)).expect(200)).body.view.ships as ShipView[];
    expect(seen.find((x) => x.id === 's1-2')).toMatchObject({ commandTokens: [], upgrades: [{ id: 't-series-tactical-droid', exhausted: true, tokens: [] }] });
    for (const id of ['t-series-tactical-droid', 'sa-nalaor', 'reactive-gunnery']) expect((await t.http().get(`/v1/catalog/armada/upgrades/${id}`).expect(200)).body.implemented).toBe(true);
  });

  it('REST and GraphQL: the full setup asks for the starting tokens the owner picks, one at a time, the first player first', async () => {
    const game = (await t.http().post('/v1/games').send({ game: 'armada', players: 2, options: { scenario: 'standard', format: 'starter', cardsWithoutEffect: 'allow' } }).expect(201)).body as Created;
    await post(game, 0, { action: { type: 'SubmitFleet', fleet: REPUBLIC } });
    await post(game, 1, { action: { type: 'SubmitFleet', fleet: SEPARATISTS } });
    let state = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 0)).expect(200)).body;
    await post(game, state.view.setup.chooser, { action: { type: 'ChooseFirstPlayer', firstPlayer: 0 } });
    for (let guard = 0; guard < 40; guard++) {
      state = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 0)).expect(200)).body;
      if (!state.view.setup) break;
      const seat = state.pending[0].seat as number;
      await post(game, seat, { actionId: (await legal(game, seat))[0].id });
    }
    expect(state.view.question).toMatchObject({ source: 'bail-organa', rule: 'armada:aufwertungskarten-mit-markern' });
    expect((await legal(game, 0)).map((a) => [a.type, a.params?.command])).toEqual([
      ['ChooseOption', 'navigate'],
      ['ChooseOption', 'repair'],
    ]);
    const pass = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, 0)).send({ action: { type: 'PassChoice' } });
    expect([pass.status, pass.body.code]).toEqual([422, 'CHOICE_REQUIRED']);
    for (const command of ['repair', 'repair', 'repair', 'navigate', 'navigate']) await post(game, 0, { action: { type: 'ChooseOption', command } });
    const answer = async (command: string) => {
      const res = await gql<{ submitAction: { events: EventItem[] } }>(
        t,
        'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { events { type payload } } }',
        { id: game.id, input: { action: { type: 'ChooseOption', command } } },
        game.seats[1].token,
      );
      expect(res.errors).toBeUndefined();
      return res.data.submitAction.events;
    };
    expect((await answer('concentrate-fire')).find((e) => e.type === 'StartingTokenChosen')?.payload).toEqual({ ship: 's1-1', upgrade: 'rune-haako', command: 'concentrate-fire' });
    await answer('squadron');
    const ships = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 1)).expect(200)).body.view.ships as ShipView[];
    expect(ships.find((x) => x.id === 's0-1')!.upgrades[0].tokens).toEqual(['repair', 'repair', 'repair', 'navigate', 'navigate']);
    expect(ships.find((x) => x.id === 's1-1')!.upgrades.find((u) => u.id === 'rune-haako')!.tokens).toEqual(['concentrate-fire', 'squadron']);
  });

  it('GraphQL: Reactive Gunnery spends the readied brace for the salvo effect and is exhausted', async () => {
    const created = await gql<{ createGame: Created }>(t, `mutation($p: JSON!) { createGame(input: {game: "armada", players: 2, sandbox: {position: $p}}) { id seats { seat token } } }`, { p: REACTIVE });
    expect(created.errors).toBeUndefined();
    const game = created.data.createGame;
    const submit = async (seat: number, input: object) => {
      const res = await gql<{ submitAction: { events: EventItem[] } }>(
        t,
        'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { events { type payload } } }',
        { id: game.id, input },
        game.seats[seat].token,
      );
      expect(res.errors).toBeUndefined();
      return res.data.submitAction.events;
    };
    const actions = async (seat: number) =>
      (await gql<{ legalActions: { actions: Legal[] } }>(t, 'query($id: ID!) { legalActions(gameId: $id) { actions { id type params } } }', { id: game.id }, game.seats[seat].token)).data.legalActions.actions;
    await submit(1, { action: { type: 'ActivateShip', ship: 's1-1' } });
    await submit(1, { action: { type: 'KeepCommandDial' } });
    if ((await actions(1)).some((a) => a.type === 'FinishCommands')) await submit(1, { action: { type: 'FinishCommands' } });
    await submit(1, { action: { type: 'DeclareShipAttack', zone: 'front', target: 's0-2', targetZone: 'front' } });
    await submit(1, { action: { type: 'RollAttackDice' } });
    await submit(1, { action: { type: 'FinishAttackEffects' } });
    expect((await actions(0)).filter((a) => a.params?.as === 'salvo').map((a) => a.params)).toEqual([{ token: 0, as: 'salvo' }, { token: 1, as: 'salvo' }]);
    const events = await submit(0, { action: { type: 'SpendDefenseToken', token: 0, as: 'salvo' } });
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['DefenseTokenSpent', 'UpgradeExhausted']));
    const flags = await gql<{ rg: { implemented: boolean }; ventress: { implemented: boolean } }>(t, '{ rg: armadaUpgrade(id: "reactive-gunnery") { implemented } ventress: armadaUpgrade(id: "asajj-ventress") { implemented } }');
    expect(flags.data).toEqual({ rg: { implemented: true }, ventress: { implemented: false } });
  });
});
