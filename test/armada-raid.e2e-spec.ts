import { backends } from './support/app.harness.js';
import { armadaApp, bearer, type Created, type EventItem } from './support/armada.harness.js';
import { position as sandboxPosition } from '../src/engine/armada/cards/upgrade.testkit.js';
import { gql } from './support/graphql.client.js';

type Legal = { id: string; type: string; params?: Record<string, unknown> };
type ShipView = { id: string; owner: number; commandTokens: string[]; raidTokens?: string[]; upgrades: { id: string; tokens: string[] }[] };

/** Round 2, every stack full, seat 1 first; `ships` entries are merged over the stacks. */
const position = (ships: ({ id: string } & Record<string, unknown>)[]) => sandboxPosition(ships, { firstPlayer: 1 });

/** The Munificent s1-2 reveals a repair dial with repair and navigate raid tokens and a navigate command token. */
const RAIDED = position([{ id: 's1-2', dials: ['repair', 'navigate'], tokens: ['navigate'], raidTokens: ['repair', 'navigate'], shields: { left: 1 } }]);
/** Count Dooku on s1-2 with three tokens; the Charger s0-1 still needs its dial, so the ship phase starts once it is set. */
const DOOKU = position([
  { id: 's0-1', dials: [] },
  { id: 's1-2', upgrades: [{ id: 'count-dooku', tokens: ['navigate', 'repair', 'repair'] }] },
]);

describe.each(backends())('armada raid tokens on %s: Count Dooku gives them, a revealed ship discards them', (backend) => {
  const t = armadaApp(backend);

  const create = async (p: object) => (await t.http().post('/v1/games').send({ game: 'armada', players: 2, sandbox: { position: p } }).expect(201)).body as Created;
  const legal = async (game: Created, seat: number) => (await t.http().get(`/v1/games/${game.id}/legal-actions`).set(bearer(game, seat)).expect(200)).body.actions as Legal[];
  const post = async (game: Created, seat: number, body: object) => (await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, seat)).send(body).expect(200)).body.events as EventItem[];
  const ships = async (game: Created, seat: number) => (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, seat)).expect(200)).body.view.ships as ShipView[];

  it('REST: at the reveal a command token discards the matching raid token; the other raid token still forbids its command', async () => {
    const game = await create(RAIDED);
    expect((await ships(game, 0)).find((x) => x.id === 's1-2')!.raidTokens).toEqual(['repair', 'navigate']);
    await post(game, 1, { action: { type: 'ActivateShip', ship: 's1-2' } });
    const offered = (await legal(game, 1)).filter((a) => a.type === 'DiscardRaidTokens').map((a) => a.params);
    expect(offered).toEqual([{ by: 'dial' }, { by: 'token', command: 'navigate' }]);
    const events = await post(game, 1, { action: { type: 'DiscardRaidTokens', by: 'token', command: 'navigate' } });
    expect(events.find((e) => e.type === 'RaidTokensDiscarded')?.payload).toEqual({ ship: 's1-2', by: 'token', commands: ['navigate'] });
    const seen = (await ships(game, 0)).find((x) => x.id === 's1-2')!;
    expect([seen.raidTokens, seen.commandTokens]).toEqual([['repair'], []]);
    await post(game, 1, { action: { type: 'KeepCommandDial' } });
    const refused = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, 1)).send({ action: { type: 'SpendRepair', source: 'dial' } });
    expect([refused.status, refused.body.code, refused.body.rule]).toEqual([422, 'RAID_TOKEN_FORBIDS', 'armada:ueberfallmarker']);
  });

  it('REST + GraphQL: Count Dooku asks at the start of the ship phase; the answer gives every enemy ship a raid token', async () => {
    const game = await create(DOOKU);
    const started = await post(game, 0, { action: { type: 'SetCommandDial', ship: 's0-1', command: 'navigate' } });
    expect(started.map((e) => e.type)).toEqual(expect.arrayContaining(['ShipPhaseStarted', 'EffectPrompted']));
    const res = await gql<{ submitAction: { events: EventItem[] } }>(
      t,
      'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { events { type payload } } }',
      { id: game.id, input: { action: { type: 'ChooseOption', command: 'repair' } } },
      game.seats[1].token,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.submitAction.events.filter((e) => e.type === 'RaidTokenGained').map((e) => e.payload!.ship)).toEqual(['s0-1', 's0-2', 's0-3']);
    const seen = await ships(game, 0);
    expect(seen.filter((x) => x.owner === 0).map((x) => x.raidTokens)).toEqual([['repair'], ['repair'], ['repair']]);
    expect(seen.find((x) => x.id === 's1-2')!.upgrades[0].tokens).toEqual(['navigate', 'repair']);
    const flag = await gql<{ dooku: { implemented: boolean } }>(t, '{ dooku: armadaUpgrade(id: "count-dooku") { implemented } }');
    expect(flag.data).toEqual({ dooku: { implemented: true } });
  });
});
