import { backends } from './support/app.harness.js';
import { armadaApp, bearer, type Created, type EventItem } from './support/armada.harness.js';
import { position as sandboxPosition } from '../src/engine/armada/cards/upgrade.testkit.js';
import { gql } from './support/graphql.client.js';

type Legal = { id: string; type: string; params?: Record<string, unknown> };

/** Round 2, every stack full; `ships` entries are merged over the stacks. */
const position = (firstPlayer: number, ships: ({ id: string } & Record<string, unknown>)[], squadrons: object[]) => sandboxPosition(ships, { firstPlayer, squadrons });

/** The Acclamator s0-2 (Nevoota Bee, a squadron dial) commands the V-19 q0-1, which stands at distance 1 of the Hardcell s1-1. */
const NEVOOTA = position(0, [{ id: 's0-2', dials: ['squadron', 'navigate', 'navigate'], upgrades: ['nevoota-bee'] }, { id: 's1-1', pose: { x: 400, y: 400, heading: 180 } }], [{ id: 'q0-1', position: { x: 400, y: 300 } }]);

/** The Hardcell s1-1 (a squadron dial) commands the Vulture q1-1 at the V-19 q0-2; Axe (q0-1) stands at distance 1 of the V-19; seat 1 first. */
const AXE = position(
  1,
  [{ id: 's1-1', pose: { x: 150, y: 650, heading: 180 }, dials: ['squadron'] }],
  [
    { id: 'q0-1', card: 'axe', position: { x: 150, y: 480 } },
    { id: 'q0-2', position: { x: 150, y: 520 } },
    { id: 'q1-1', position: { x: 150, y: 560 } },
  ],
);

/** Haor Chall Prototypes (q1-1) beside the Charger c70 s0-1 at distance 1, engaged with the V-19 q0-1; seat 0 first. */
const HAOR = position(0, [], [
  { id: 'q1-1', card: 'haor-chall-prototypes', position: { x: 201, y: 150 } },
  { id: 'q0-1', position: { x: 150, y: 150 } },
]);

/** The steps up to the card's question, the same over both protocols: seat, then the action. */
const NEVOOTA_STEPS: [number, object][] = [
  [0, { type: 'ActivateShip', ship: 's0-2' }],
  [0, { type: 'KeepCommandDial' }],
  [0, { type: 'ActivateSquadronByCommand', squadron: 'q0-1', source: 'dial' }],
];
const AXE_STEPS: [number, object][] = [
  [1, { type: 'ActivateShip', ship: 's1-1' }],
  [1, { type: 'KeepCommandDial' }],
  [1, { type: 'ActivateSquadronByCommand', squadron: 'q1-1', source: 'dial' }],
  [1, { type: 'DeclareSquadronAttack', target: 'q0-2' }],
  [1, { type: 'RollAttackDice' }],
  [1, { type: 'FinishAttackEffects' }],
];

describe.each(backends())('armada unique squadrons and squadron upgrades on %s: Nevoota Bee, Axe, Haor Chall Prototypes', (backend) => {
  const t = armadaApp(backend);

  const create = async (p: object, dice: string[]) => (await t.http().post('/v1/games').send({ game: 'armada', players: 2, sandbox: { position: p, dice } }).expect(201)).body as Created;
  const legal = async (game: Created, seat: number) => (await t.http().get(`/v1/games/${game.id}/legal-actions`).set(bearer(game, seat)).expect(200)).body.actions as Legal[];
  const post = async (game: Created, seat: number, body: object) => (await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, seat)).send(body).expect(200)).body.events as EventItem[];

  it('REST: Nevoota Bee lets the commanded V-19 reroll a die against the Hardcell; the other seat cannot answer', async () => {
    const game = await create(NEVOOTA, ['blank', 'hit']);
    for (const [seat, action] of NEVOOTA_STEPS) await post(game, seat, { action });
    const declare = (await legal(game, 0)).find((a) => a.type === 'DeclareSquadronAttack' && a.params?.target === 's1-1')!;
    await post(game, 0, { actionId: declare.id });
    const rolled = await post(game, 0, { action: { type: 'RollAttackDice' } });
    expect(rolled.find((e) => e.type === 'EffectPrompted')?.payload).toMatchObject({ prompt: { seat: 0, source: 'nevoota-bee' } });
    expect((await legal(game, 0)).map((a) => [a.type, a.params])).toEqual([
      ['ChooseOption', { die: '0' }],
      ['PassChoice', {}],
    ]);
    const refused = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, 1)).send({ action: { type: 'PassChoice' } });
    expect([refused.status, refused.body.code]).toEqual([422, 'NOT_YOUR_DECISION']);
    const rerolled = await post(game, 0, { action: { type: 'ChooseOption', die: '0' } });
    expect(rerolled.find((e) => e.type === 'AttackDieRerolledByCard')?.payload).toEqual({ ship: 's0-2', upgrade: 'nevoota-bee', die: 0, face: 'hit' });
    expect((await legal(game, 0)).map((a) => a.type)).toContain('FinishAttackEffects');
    expect((await t.http().get('/v1/catalog/armada/upgrades/nevoota-bee').expect(200)).body.implemented).toBe(true);
  });

  it('REST: Axe’s question goes to the defending seat; the attacker is refused meanwhile', async () => {
    const game = await create(AXE, ['hit', 'hit']);
    for (const [seat, action] of AXE_STEPS) await post(game, seat, { action });
    const view = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 1)).expect(200)).body;
    expect(view.pending).toEqual([expect.objectContaining({ seat: 0, decision: 'squadron-card-choice' })]);
    const refused = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, 1)).send({ action: { type: 'FinishSquadronActivation' } });
    expect([refused.status, refused.body.code, refused.body.rule]).toEqual([422, 'SQUADRON_CARD_ASKS', 'armada:schluesselwoerter-der-staffeln']);
    const passed = await post(game, 0, { action: { type: 'PassChoice' } });
    expect(passed.find((e) => e.type === 'SquadronHullLost')?.payload).toMatchObject({ squadron: 'q0-2', amount: 2 });
    expect((await t.http().get('/v1/catalog/armada/squadrons/axe').expect(200)).body.implemented).toBe(true);
  });

  it('REST: Haor Chall Prototypes attacks the Charger c70 before it moves, even while engaged; then the ship maneuvers', async () => {
    const game = await create(HAOR, ['hit']);
    for (const action of [{ type: 'ActivateShip', ship: 's0-1' }, { type: 'KeepCommandDial' }, { type: 'FinishAttacks' }]) await post(game, 0, { action });
    const view = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 0)).expect(200)).body;
    expect(view.pending).toEqual([expect.objectContaining({ seat: 1, decision: 'squadron-card-choice' })]);
    expect(view.view.activation).toMatchObject({ ship: 's0-1', stage: 'maneuver' });
    expect(view.view.question).toMatchObject({ seat: 1, source: 'haor-chall-prototypes', optional: true });
    // The ship's owner waits: its maneuver is refused while the card asks.
    expect(await legal(game, 0)).toEqual([]);
    const refused = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, 0)).send({ action: { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: null, dial: false, token: false } });
    expect([refused.status, refused.body.code, refused.body.rule]).toEqual([422, 'SQUADRON_CARD_ASKS', 'armada:schluesselwoerter-der-staffeln']);
    const answers = await legal(game, 1);
    expect(answers.map((a) => a.type)).toContain('PassChoice');
    const accept = answers.find((a) => a.type === 'ChooseOption')!;
    const declared = await post(game, 1, { actionId: accept.id });
    expect(declared.find((e) => e.type === 'InterruptAttackDeclared')?.payload).toMatchObject({ squadron: 'q1-1', target: 's0-1', targetZone: accept.params?.zone, resume: 'maneuver' });
    await post(game, 1, { action: { type: 'RollAttackDice' } });
    await post(game, 1, { action: { type: 'FinishAttackEffects' } });
    const done = await post(game, 0, { action: { type: 'FinishDefenseTokens' } });
    expect(done.find((e) => e.type === 'AttackEnded')).toBeDefined();
    const after = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, 0)).expect(200)).body;
    expect(after.view.activation).toMatchObject({ ship: 's0-1', stage: 'maneuver' });
    const shields = (v: { view: { ships: { id: string; shields: Record<string, number> }[] } }) => v.view.ships.find((x) => x.id === 's0-1')!.shields[accept.params!.zone as string];
    expect(shields(after)).toBe(shields(view) - 1);
    const maneuver = (await legal(game, 0)).find((a) => a.type === 'ExecuteManeuver')!;
    const moved = await post(game, 0, { actionId: maneuver.id });
    expect(moved.map((e) => e.type)).toContain('ShipManeuvered');
    expect(moved.map((e) => e.type)).not.toContain('EffectPrompted');
    expect((await t.http().get('/v1/catalog/armada/squadrons/haor-chall-prototypes').expect(200)).body.implemented).toBe(true);
  });

  it('GraphQL: Axe spends its evade to lower the damage to the V-19 by 1; Nevoota Bee’s question passed', async () => {
    const create = async (p: object, dice: string[]) => {
      const res = await gql<{ createGame: Created }>(t, `mutation($p: JSON!, $d: [JSON!]) { createGame(input: {game: "armada", players: 2, sandbox: {position: $p, dice: $d}}) { id seats { seat token } } }`, { p, d: dice });
      expect(res.errors).toBeUndefined();
      return res.data.createGame;
    };
    const submit = async (game: Created, seat: number, input: object) => {
      const res = await gql<{ submitAction: { events: EventItem[] } }>(
        t,
        'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { events { type payload } } }',
        { id: game.id, input },
        game.seats[seat].token,
      );
      expect(res.errors).toBeUndefined();
      return res.data.submitAction.events;
    };
    const actions = async (game: Created, seat: number) =>
      (await gql<{ legalActions: { actions: Legal[] } }>(t, 'query($id: ID!) { legalActions(gameId: $id) { actions { id type params } } }', { id: game.id }, game.seats[seat].token)).data.legalActions.actions;

    const axe = await create(AXE, ['hit', 'hit']);
    for (const [seat, action] of AXE_STEPS) await submit(axe, seat, { action });
    const evade = (await actions(axe, 0)).find((a) => a.type === 'ChooseOption' && a.params?.token === '1')!;
    const events = await submit(axe, 0, { actionId: evade.id });
    expect(events.find((e) => e.type === 'DamageReducedBySquadron')?.payload).toEqual({ squadron: 'q0-1', card: 'axe', token: 1, amount: 1 });
    expect(events.find((e) => e.type === 'SquadronHullLost')?.payload).toMatchObject({ squadron: 'q0-2', amount: 1 });
    const flags = await gql<{ armadaSquadron: { implemented: boolean }; armadaUpgrade: { implemented: boolean } }>(t, '{ armadaSquadron(id: "axe") { implemented } armadaUpgrade(id: "nevoota-bee") { implemented } }');
    expect(flags.data).toEqual({ armadaSquadron: { implemented: true }, armadaUpgrade: { implemented: true } });

    const bee = await create(NEVOOTA, ['blank']);
    for (const [seat, action] of NEVOOTA_STEPS) await submit(bee, seat, { action });
    const declare = (await actions(bee, 0)).find((a) => a.type === 'DeclareSquadronAttack' && a.params?.target === 's1-1')!;
    await submit(bee, 0, { actionId: declare.id });
    await submit(bee, 0, { action: { type: 'RollAttackDice' } });
    const pass = (await actions(bee, 0)).find((a) => a.type === 'PassChoice')!;
    const passed = await submit(bee, 0, { actionId: pass.id });
    expect(passed.map((e) => e.type)).not.toContain('AttackDieRerolledByCard');
    expect(passed.find((e) => e.type === 'EffectResolved')?.payload).toMatchObject({ card: 'nevoota-bee' });
  });
});
