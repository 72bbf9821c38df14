import { backends } from './support/app.harness.js';
import { armadaApp, bearer, type Created } from './support/armada.harness.js';
import { SEED_ATTACK, SEED_ATTACK_DECK, SEED_ATTACK_DICE } from './support/armada.fixtures.js';
import { gql } from './support/graphql.client.js';

type LegalAction = { id: string; type: string; params: Record<string, unknown>; label: { de: string; en: string } };
type VisibleEvent = { seq: number; type: string; payload: Record<string, unknown>; redacted: boolean };

const ATTACKER = 0;
const DEFENDER = 1;

describe.each(backends())('armada-attack on %s: one attack as decisions through the API', (backend) => {
  const t = armadaApp(backend);

  async function create(body: object): Promise<Created> {
    return (await t.http().post('/v1/games').send(body).expect(201)).body as Created;
  }

  const seedSandbox = (extra: object = {}) =>
    create({ game: 'armada-attack', players: 2, options: SEED_ATTACK, sandbox: { position: { damageDeck: SEED_ATTACK_DECK }, dice: SEED_ATTACK_DICE }, ...extra });

  async function legal(game: Created, seat: number): Promise<LegalAction[]> {
    return (await t.http().get(`/v1/games/${game.id}/legal-actions`).set(bearer(game, seat)).expect(200)).body.actions;
  }

  async function act(game: Created, seat: number, body: object): Promise<VisibleEvent[]> {
    const res = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, seat)).send(body);
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res.body.events;
  }

  async function refused(game: Created, seat: number, action: object, status: number, code: string) {
    const before = (await t.http().get(`/v1/games/${game.id}`).expect(200)).body.version;
    const res = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game, seat)).send({ action });
    expect([res.status, res.body.code]).toEqual([status, code]);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.messages.de).not.toBe(res.body.messages.en);
    expect((await t.http().get(`/v1/games/${game.id}`).expect(200)).body.version).toBe(before);
    return res.body as { rule?: string };
  }

  /** Everything a viewer can read about a game: its whole event log and its view. */
  async function everythingSeenBy(game: Created, headers: Record<string, string>): Promise<{ events: VisibleEvent[]; text: string }> {
    const events = (await t.http().get(`/v1/games/${game.id}/events?limit=1000`).set(headers).expect(200)).body.events as VisibleEvent[];
    const view = (await t.http().get(`/v1/games/${game.id}`).set(headers).expect(200)).body;
    return { events, text: JSON.stringify(events) + JSON.stringify(view) };
  }

  it('is listed with two seats and the declaration as options', async () => {
    const games = (await t.http().get('/v1/games').expect(200)).body.games;
    const attack = games.find((g: { id: string }) => g.id === 'armada-attack');
    expect(attack).toMatchObject({ players: { min: 2, max: 2 }, title: { de: expect.any(String), en: expect.any(String) } });
    expect(attack.options.map((o: { name: string }) => o.name)).toEqual(['attacker', 'defender', 'range', 'obstructed', 'defenderEngagedWithAnotherSquadron']);
  });

  it("plays the seed's attack example step by step over REST with scripted dice", async () => {
    const game = await seedSandbox();
    expect(game.sandbox).toBe(true);
    const start = (await t.http().get(`/v1/games/${game.id}`).expect(200)).body;
    expect(start).toMatchObject({ status: 'active', seat: null, pending: [{ seat: ATTACKER, decision: 'roll' }] });
    expect(start.view.combatants.hardcell).toMatchObject({ seat: ATTACKER, zone: 'front' });
    expect(start.view.attacks[0].pool).toEqual({ red: 2, blue: 1, black: 0 });

    expect(await legal(game, DEFENDER)).toEqual([]);
    const [roll] = await legal(game, ATTACKER);
    expect(roll).toMatchObject({ type: 'RollAttackDice', label: { de: 'Angriffswürfel werfen', en: 'Roll attack dice' } });
    expect(await act(game, ATTACKER, { actionId: roll.id })).toEqual([
      expect.objectContaining({ type: 'AttackDiceRolled', payload: { dice: [{ color: 'red', face: 'hit+hit' }, { color: 'red', face: 'hit+hit' }, { color: 'blue', face: 'accuracy' }] } }),
    ]);

    // The dial adds a die of a colour already rolled: black is not in the pool.
    const colour = await refused(game, ATTACKER, { type: 'SpendConcentrateFireDial', color: 'black' }, 422, 'CONCENTRATE_FIRE_COLOUR_NOT_ROLLED');
    expect(colour.rule).toBe('armada:feuer-konzentrieren');
    expect((await act(game, ATTACKER, { action: { type: 'SpendConcentrateFireDial', color: 'blue' } }))[0].payload).toEqual({ color: 'blue', face: 'crit' });

    // The accuracy locks the Acclamator's redirect token (index 1).
    const lock = (await legal(game, ATTACKER)).find((a) => a.type === 'SpendAccuracy' && a.params.token === 1);
    expect(lock?.label.en).toContain('redirect');
    await act(game, ATTACKER, { steps: [{ actionId: lock!.id }, { action: { type: 'FinishAttackEffects' } }] });

    const locked = await refused(game, DEFENDER, { type: 'SpendDefenseToken', token: 1, zone: 'left' }, 422, 'DEFENSE_TOKEN_LOCKED_BY_ACCURACY');
    expect(locked.rule).toBe('armada:angriffswuerfel');
    await refused(game, ATTACKER, { type: 'SkipCritical' }, 422, 'NOT_YOUR_DECISION');
    expect((await legal(game, DEFENDER)).map((a) => a.type + JSON.stringify(a.params))).toEqual([
      'SpendDefenseToken{"token":0}',
      'SpendDefenseToken{"token":2}',
      'FinishDefenseTokens{}',
    ]);
    await act(game, DEFENDER, { action: { type: 'SpendDefenseToken', token: 0 } });
    await act(game, DEFENDER, { action: { type: 'FinishDefenseTokens' } });

    const end = await act(game, ATTACKER, { action: { type: 'ResolveStandardCritical' } });
    expect(end.map((e) => [e.type, e.payload])).toEqual([
      ['CriticalEffectResolved', { effect: 'standard' }],
      ['DamageTotalled', { total: 3, beforeBrace: 5 }],
      ['ShieldsLost', { ship: 'acclamator', zone: 'rear', amount: 2 }],
      ['DamageCardDealt', { ship: 'acclamator', card: 'structural-damage', faceup: true }],
      ['DamageResolved', {}],
      ['AttackEnded', {}],
    ]);
    const over = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game, DEFENDER)).expect(200)).body;
    expect(over).toMatchObject({ status: 'ended', seat: DEFENDER, pending: [], outcome: { winners: [], reason: { en: 'The attack is resolved.' } } });
    expect(over.view.combatants.acclamator).toMatchObject({ shields: { rear: 0 }, faceupDamage: ['structural-damage'], facedownDamage: 0 });
    expect(await legal(game, ATTACKER)).toEqual([]);

    // The rest of the deck stays secret from both seats and spectators.
    for (const headers of [bearer(game, ATTACKER), bearer(game, DEFENDER), {}]) {
      const seen = await everythingSeenBy(game, headers);
      expect(seen.events.find((e) => e.type === 'DamageDeckPrepared')).toMatchObject({ payload: { cards: 3 }, redacted: true });
      expect(seen.text).not.toContain('comm-noise');
      expect(seen.text).not.toContain('injured-crew');
    }
  });

  it('keeps facedown damage cards, dealt or already on the ship, from both seats and spectators', async () => {
    const options = { ...SEED_ATTACK, defender: { ...SEED_ATTACK.defender, facedownDamage: ['faulty-countermeasures'] } };
    const game = await seedSandbox({ options });
    // Rolling and spending defense tokens have chance in their outcome: only a batch's last step (docs/security.md).
    await act(game, ATTACKER, { action: { type: 'RollAttackDice' } });
    await act(game, ATTACKER, { action: { type: 'SpendConcentrateFireDial', color: 'blue' } });
    await act(game, ATTACKER, { action: { type: 'FinishAttackEffects' } });
    await act(game, DEFENDER, { action: { type: 'SpendDefenseToken', token: 0 } });
    await act(game, DEFENDER, { action: { type: 'FinishDefenseTokens' } });
    const end = await act(game, ATTACKER, { action: { type: 'SkipCritical' } });
    expect(end.find((e) => e.type === 'DamageCardDealt')).toMatchObject({ payload: { ship: 'acclamator', faceup: false }, redacted: true });

    for (const headers of [bearer(game, ATTACKER), bearer(game, DEFENDER), {}]) {
      const seen = await everythingSeenBy(game, headers);
      const declared = seen.events.find((e) => e.type === 'AttackDeclared');
      expect(declared).toMatchObject({ redacted: true, payload: { defender: { id: 'acclamator', facedownDamage: 1 } } });
      expect(seen.events.filter((e) => e.type === 'DamageCardDealt')).toEqual([expect.objectContaining({ payload: { ship: 'acclamator', faceup: false }, redacted: true })]);
      for (const secret of ['faulty-countermeasures', ...SEED_ATTACK_DECK]) expect(seen.text).not.toContain(secret);
      expect(seen.text).toContain('"facedownDamage":2');
    }
  });

  it('plays a seeded game (no sandbox) to its end by legal action ids, with the shuffled deck hidden', async () => {
    const game = await create({ game: 'armada-attack', players: 2, options: SEED_ATTACK, seed: 'armada-e2e' });
    for (let step = 0; step < 30; step++) {
      const state = (await t.http().get(`/v1/games/${game.id}`).expect(200)).body;
      if (state.status === 'ended') break;
      const seat = state.pending[0].seat;
      const actions = await legal(game, seat);
      expect(actions.length).toBeGreaterThan(0);
      await act(game, seat, { actionId: actions[actions.length - 1].id });
    }
    const seen = await everythingSeenBy(game, bearer(game, ATTACKER));
    expect(seen.events.find((e) => e.type === 'DamageDeckPrepared')?.payload).toEqual({ cards: 52 });
    const end = (await t.http().get(`/v1/games/${game.id}`).expect(200)).body;
    expect(end).toMatchObject({ status: 'ended', sandbox: false, outcome: { winners: [] }, view: { deckSize: expect.any(Number) } });
    expect(end.view).not.toHaveProperty('deck');
  });

  it('refuses declarations, sandboxes and actions that are not right, with codes and both languages', async () => {
    const problem = async (body: object, status: number, code: string) => {
      const res = await t.http().post('/v1/games').send(body);
      expect([res.status, res.body.code]).toEqual([status, code]);
      expect(res.body.messages.de).not.toBe(res.body.messages.en);
      return res.body as { rule?: string; messages: { en: string } };
    };
    await problem({ game: 'armada-attack', players: 2 }, 400, 'INVALID_OPTIONS');
    await problem({ game: 'armada-attack', players: 3, options: SEED_ATTACK }, 400, 'INVALID_PLAYER_COUNT');
    expect((await problem({ game: 'armada-attack', players: 2, options: { ...SEED_ATTACK, damageDeck: SEED_ATTACK_DECK } }, 400, 'INVALID_OPTIONS')).messages.en).toContain('secret');
    await problem({ game: 'armada-attack', players: 2, options: { ...SEED_ATTACK, attacker: { ...SEED_ATTACK.attacker, seat: 1 } } }, 400, 'INVALID_OPTIONS');
    await problem({ game: 'armada-attack', players: 2, options: { ...SEED_ATTACK, defender: { ...SEED_ATTACK.defender, ship: 'executor' } } }, 400, 'ARMADA_MALFORMED_INPUT');
    const noDice = await problem({ game: 'armada-attack', players: 2, options: { ...SEED_ATTACK, range: 'long', attacker: { ...SEED_ATTACK.attacker, zone: 'rear' } } }, 422, 'NO_DICE_AT_RANGE');
    expect(noDice.rule).toBe('armada:ziel-festlegen');
    await problem({ game: 'armada-attack', players: 2, options: SEED_ATTACK, sandbox: { position: {}, dice: ['hit', 'purple'] } }, 400, 'INVALID_SANDBOX_DICE');
    await problem({ game: 'armada-attack', players: 2, options: SEED_ATTACK, sandbox: { position: { deck: [] } } }, 400, 'INVALID_SANDBOX_POSITION');
    await problem({ game: 'armada-attack', players: 2, options: SEED_ATTACK, sandbox: { position: { damageDeck: ['ace-of-spades'] } } }, 400, 'ARMADA_MALFORMED_INPUT');

    const game = await seedSandbox();
    await refused(game, ATTACKER, { type: 'Fire' }, 400, 'ARMADA_MALFORMED_INPUT');
    await refused(game, ATTACKER, { type: 'SpendAccuracy', die: 'first', token: 1 }, 400, 'ARMADA_MALFORMED_INPUT');
    await refused(game, DEFENDER, { type: 'RollAttackDice' }, 422, 'NOT_YOUR_DECISION');
  });

  it('plays the same example through GraphQL, leaking nothing into either seat\'s event log', async () => {
    const created = await gql<{ createGame: Created }>(
      t,
      'mutation($input: NewGameInput!) { createGame(input: $input) { id version sandbox seats { seat token } } }',
      { input: { game: 'armada-attack', players: 2, options: SEED_ATTACK, sandbox: { position: { damageDeck: SEED_ATTACK_DECK }, dice: SEED_ATTACK_DICE } } },
    );
    expect(created.errors).toBeUndefined();
    const game = created.data.createGame;
    const token = (seat: number) => game.seats[seat].token;
    const legalQuery = 'query($id: ID!) { legalActions(gameId: $id) { seat actions { id type params label { en } } } }';
    const submit = async (seat: number, input: object) => {
      const res = await gql<{ submitAction: { events: VisibleEvent[] } }>(
        t,
        'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version events { type payload redacted } } }',
        { id: game.id, input },
        token(seat),
      );
      expect(res.errors).toBeUndefined();
      return res.data.submitAction.events;
    };

    const first = await gql<{ legalActions: { seat: number; actions: LegalAction[] } }>(t, legalQuery, { id: game.id }, token(ATTACKER));
    expect(first.data.legalActions).toEqual({ seat: ATTACKER, actions: [expect.objectContaining({ type: 'RollAttackDice', label: { en: 'Roll attack dice' } })] });
    await submit(ATTACKER, { actionId: first.data.legalActions.actions[0].id });
    await submit(ATTACKER, { action: { type: 'SpendConcentrateFireDial', color: 'blue' } });
    await submit(ATTACKER, { steps: [{ action: { type: 'SpendAccuracy', die: 2, token: 1 } }, { action: { type: 'FinishAttackEffects' } }] });

    const locked = await gql(
      t,
      'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }',
      { id: game.id, input: { action: { type: 'SpendDefenseToken', token: 1, zone: 'left' } } },
      token(DEFENDER),
    );
    expect(locked.errors?.[0].extensions).toMatchObject({ code: 'DEFENSE_TOKEN_LOCKED_BY_ACCURACY', status: 422, rule: 'armada:angriffswuerfel' });

    // A defense token may reroll a die: only the last step of a batch (docs/security.md).
    await submit(DEFENDER, { action: { type: 'SpendDefenseToken', token: 0 } });
    await submit(DEFENDER, { action: { type: 'FinishDefenseTokens' } });
    const end = await submit(ATTACKER, { action: { type: 'ResolveStandardCritical' } });
    expect(end.map((e) => e.type)).toEqual(['CriticalEffectResolved', 'DamageTotalled', 'ShieldsLost', 'DamageCardDealt', 'DamageResolved', 'AttackEnded']);

    for (const seat of [ATTACKER, DEFENDER]) {
      const log = await gql<{ gameEvents: { events: VisibleEvent[] }; game: { status: string; view: { deckSize: number } } }>(
        t,
        'query($id: ID!) { gameEvents(gameId: $id) { events { type payload redacted } } game(id: $id) { status view } }',
        { id: game.id },
        token(seat),
      );
      expect(log.data.game).toMatchObject({ status: 'ended', view: { deckSize: 2 } });
      expect(log.data.gameEvents.events.find((e) => e.type === 'DamageDeckPrepared')).toEqual({ type: 'DamageDeckPrepared', payload: { cards: 3 }, redacted: true });
      const text = JSON.stringify(log.data);
      expect(text).not.toContain('comm-noise');
      expect(text).not.toContain('injured-crew');
    }
  });
});
