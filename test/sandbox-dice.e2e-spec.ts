import { EventStore } from '../src/event-store/event-store.service.js';
import { backends, startApp, type TestApp } from './support/app.harness.js';
import { gql } from './support/graphql.client.js';

interface Created {
  id: string;
  version: number;
  seats: { seat: number; token: string }[];
}
interface LegalAction {
  id: string;
  type: string;
  params: Record<string, unknown>;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The rulebook's duel of "Angriff der Rebellen" (README walk-through): the enemy's die first, then the player's. */
const DUEL = {
  grid: ['stormtrooper', 'stormtrooper', 'tie-fighter', 'stormtrooper', 'agent-kallus', 'tie-fighter', 'tie-fighter', 'tie-fighter', 'tie-fighter-geschwader', 'tie-fighter-geschwader', 'tie-fighter-geschwader', 'tie-fighter-geschwader', 'sternzerstoerer', 'sternzerstoerer', 'sternzerstoerer', 'sternzerstoerer'],
  stack: ['darth-vader', 'inquisitor'],
  ghosts: [0, 15],
  players: [{ support: 'lichtschwert', ally: 'sabine-wren', forceChips: 2 }],
};

/**
 * Rebellion: the Empire attacks Naboo from Sullust with a Star Destroyer (2 red,
 * 1 black die) against an X-wing (1 black die); the base hides in Dantooine.
 */
const SPACE_BATTLE = {
  phase: 'command',
  turn: 'empire',
  rebelBase: { system: 'dantooine' },
  leaders: { 'general-tagge': 'pool', 'mon-mothma': 'dantooine' },
  systems: { naboo: { loyalty: 'rebel', units: { 'x-wing': 1 } }, sullust: { loyalty: 'empire', units: { 'star-destroyer': 1 } } },
};
const PASSIVE = ['EndCombatActions', 'DeclineRetreat', 'EndBlocking', 'DeclineCombatLeader', 'FinishCombatCards', 'SkipDeathStarPlans', 'AssignDamage'];

describe.each(backends())('sandbox scripts on %s: scripted dice replaced, scripted shuffles, deck orders', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const create = async (body: object): Promise<Created> => (await t.http().post('/v1/games').send(body).expect(201)).body as Created;
  const replace = (id: string, body: object, token?: string) => {
    const req = t.http().put(`/v1/games/${id}/sandbox/dice`).send(body);
    return token ? req.set(bearer(token)) : req;
  };

  /** Plays the battle's opening and then passive choices until an action is refused (returned) or none is left. */
  async function untilRefused(game: Created) {
    const empire = game.seats[0].token;
    const act = (token: string, action: object) => t.http().post(`/v1/games/${game.id}/actions`).set(bearer(token)).send({ action });
    await act(empire, { type: 'ActivateSystem', leader: 'general-tagge', system: 'naboo' }).expect(200);
    await act(empire, { type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 }).expect(200);
    for (let i = 0; i < 30; i++) {
      const { body } = await t.http().get(`/v1/games/${game.id}`).expect(200);
      const seat = (body.pending as { seat: number }[])[0].seat;
      const legal = (await t.http().get(`/v1/games/${game.id}/legal-actions`).set(bearer(game.seats[seat].token)).expect(200)).body.actions as LegalAction[];
      const pick = legal.find((a) => a.type === 'ConfirmMoves') ?? PASSIVE.map((type) => legal.find((a) => a.type === type)).find((a) => a !== undefined)!;
      const res = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game.seats[seat].token)).send({ actionId: pick.id });
      if (res.status !== 200) return { res, seat, pick };
    }
    throw new Error('no refusal');
  }

  it('a die result that fits another die than the one rolled: refused naming the die, until the rest of the script is replaced (REST)', async () => {
    const game = await create({ game: 'rebellion', players: 2, options: { imperialSeat: 0 }, sandbox: { position: SPACE_BATTLE, dice: ['direct-hit', 'direct-hit', 'direct-hit', 'direct-hit'] } });
    const { res, seat, pick } = await untilRefused(game);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'SANDBOX_DIE_NOT_A_FACE', die: 'black', value: 'direct-hit', fits: ['red'], faces: ['hit', 'hit', 'hit', 'special', 'blank', 'blank'] });
    expect(res.body.messages.en).toContain('The die rolled is black');
    expect(res.body.messages.de).toContain('Würfel black');
    const before = (await t.http().get(`/v1/games/${game.id}`).expect(200)).body.version as number;
    // Stuck as it was: the same listed action is refused again.
    await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game.seats[seat].token)).send({ actionId: pick.id }).expect(422);

    const replaced = await replace(game.id, { dice: ['hit', 'hit', 'hit', 'hit'], expectedVersion: before }, game.seats[1].token).expect(200);
    // The refused decision rolled two red dice but used none: all four scripted dice were still unused.
    expect(res.body.scriptIndex).toBe(2);
    expect(replaced.body).toEqual({ version: before + 1, dice: 4, replaced: 4 });
    const rolled = await t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game.seats[seat].token)).send({ actionId: pick.id }).expect(200);
    const dice = (rolled.body.events as { type: string; payload: { dice: { face: string }[] } }[]).filter((e) => e.type === 'AttackDiceRolled').flatMap((e) => e.payload.dice.map((d) => d.face));
    expect(dice[0]).toBe('hit');

    // The replacement is in the stream, seen by nobody but the server; the game folds past it.
    const log = (await t.http().get(`/v1/games/${game.id}/events?after=${before}&limit=1`).set(bearer(game.seats[0].token)).expect(200)).body.events;
    expect(log).toEqual([expect.objectContaining({ seq: before + 1, type: 'SandboxDiceReplaced', redacted: true, payload: { dice: 4, replaced: 4 } })]);
    expect((await t.http().get(`/v1/games/${game.id}`).expect(200)).body.version).toBe(before + 1 + rolled.body.events.length);
  });

  it('lets only a seat of a sandbox game replace its dice, and only with faces of the game’s dice', async () => {
    const game = await create({ game: 'rebels-attack', players: 2, sandbox: { position: DUEL, dice: [4, 3] } });
    const other = await create({ game: 'rebels-attack', players: 2 });
    const problem = async (res: { status: number; body: Record<string, unknown> }, status: number, code: string) => {
      expect([res.status, res.body.code]).toEqual([status, code]);
      return res.body;
    };
    await problem(await replace(game.id, { dice: [6] }), 401, 'SEAT_TOKEN_REQUIRED');
    await problem(await replace(game.id, { dice: [6] }, other.seats[0].token), 403, 'TOKEN_FOR_OTHER_GAME');
    await problem(await replace(other.id, { dice: [6] }, other.seats[0].token), 409, 'NOT_A_SANDBOX_GAME');
    const bad = await problem(await replace(game.id, { dice: [6, 11] }, game.seats[0].token), 400, 'INVALID_SANDBOX_DICE');
    expect(bad).toMatchObject({ index: 1, value: 11, rule: 'rebels-attack:spielvorbereitung' });
    // null is not "no expectation": a client that lost the version is told so (as for actions).
    await problem(await replace(game.id, { dice: [6], expectedVersion: null }, game.seats[0].token), 400, 'INVALID_REQUEST');
    await problem(await replace(game.id, { dice: [6], expectedVersion: 0 }, game.seats[0].token), 409, 'VERSION_CONFLICT');
    await problem(await replace(game.id, { dice: 'six' }, game.seats[0].token), 400, 'INVALID_REQUEST');
    await problem(await replace('00000000-0000-4000-8000-000000000000', { dice: [6] }, game.seats[0].token), 404, 'GAME_NOT_FOUND');

    // Generic for every game: the duel now rolls the replaced dice, the enemy's first.
    await replace(game.id, { dice: [1, 9] }, game.seats[0].token).expect(200);
    const act = (action: object) => t.http().post(`/v1/games/${game.id}/actions`).set(bearer(game.seats[0].token)).send({ action }).expect(200);
    await act({ type: 'MoveGhost', to: 1 });
    await act({ type: 'RevealTile', position: 2 });
    const rolled = await act({ type: 'Fight' });
    expect(rolled.body.events[0]).toMatchObject({ type: 'DuelRolled', payload: { enemyDie: 1, playerDie: 9 } });
  });

  it('refuses at creation a die result no die of the game shows, and shuffles and deck orders that do not fit their decks', async () => {
    const refused = async (sandbox: object, status: number, code: string) => {
      const res = await t.http().post('/v1/games').send({ game: 'rebellion', players: 2, sandbox });
      expect([res.status, res.body.code]).toEqual([status, code]);
      return res.body;
    };
    const dice = await refused({ position: {}, dice: ['hit', 'triple-hit'] }, 400, 'INVALID_SANDBOX_DICE');
    expect(dice).toMatchObject({ index: 1, value: 'triple-hit', rule: 'rebellion:anhang-vollstaendiger-spielaufbau' });
    expect(dice.messages.en).toContain('red: "hit", "direct-hit", "special", "blank"');
    const shuffle = await refused({ position: {}, shuffles: [{ deck: 'missions.empire', order: ['hidden-fleet'] }] }, 400, 'INVALID_SANDBOX_SHUFFLES');
    expect(shuffle).toMatchObject({ rule: 'rebellion:missionskarten', deck: 'missions.empire', card: 'hidden-fleet' });
    await refused({ position: {}, shuffles: [{ deck: 'discards', order: [] }] }, 400, 'INVALID_SANDBOX_SHUFFLES');
    const deck = await refused({ position: { decks: { probe: ['naboo', 'naboo'] } } }, 422, 'INVALID_SANDBOX_DECK');
    expect(deck).toMatchObject({ rule: 'rebellion:suchdroidenkarten' });
  });

  it('replays a recorded game from its setup: no position, the shuffles scripted, the deck orders dealt (GraphQL)', async () => {
    // Tier I's five objectives, shuffled on their own at setup; the Rebel draws the top one.
    const tier1 = ['rebel-assault', 'crippling-blow', 'cut-supply-lines', 'defend-the-people', 'regional-support'];
    const created = await gql<{ createGame: Created }>(
      t,
      'mutation($input: NewGameInput!) { createGame(input: $input) { id version sandbox seats { seat token } } }',
      { input: { game: 'rebellion', players: 2, options: { imperialSeat: 0 }, sandbox: { shuffles: [{ deck: 'objectives', order: tier1 }] } } },
    );
    expect(created.errors).toBeUndefined();
    const game = created.data.createGame;
    const rebel = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game.seats[1].token)).expect(200)).body;
    expect(rebel.view.hands.objectives.cards).toEqual(['rebel-assault']);
    const empire = (await t.http().get(`/v1/games/${game.id}`).set(bearer(game.seats[0].token)).expect(200)).body;
    expect(JSON.stringify(empire.view)).not.toContain('rebel-assault');
  });

  it('uses a scripted shuffle when the game shuffles exactly its cards mid-game: Rapid Mobilization’s probe cards go back in the scripted order', async () => {
    const game = await create({
      game: 'rebellion',
      players: 2,
      options: { imperialSeat: 0 },
      sandbox: {
        position: {
          phase: 'command',
          turn: 'rebel',
          passed: ['empire'],
          assigned: { rebel: [{ card: 'rapid-mobilization', leaders: ['mon-mothma'] }] },
          decks: { probe: ['naboo', 'yavin', 'hoth', 'endor'] },
        },
        shuffles: [{ deck: 'probe', order: ['hoth', 'naboo', 'endor', 'yavin'] }],
      },
    });
    const rebel = game.seats[1].token;
    const act = (action: object) => t.http().post(`/v1/games/${game.id}/actions`).set(bearer(rebel)).send({ action }).expect(200);
    await act({ type: 'RevealMission', slot: 0, system: 'rebel-base' });
    await act({ type: 'Pass' });
    await act({ type: 'ChooseMobilization', option: 'new-base' });
    const kept = await act({ type: 'KeepBase' });
    const returned = (kept.body.events as { seq: number; type: string; redacted: boolean }[]).find((e) => e.type === 'ProbeCardsReturned')!;
    expect(returned.redacted).toBe(true);
    const stored = await t.app.get(EventStore).eventsAfter(game.id, returned.seq - 1, 1);
    expect(stored[0].payload).toEqual({ order: ['hoth', 'naboo', 'endor', 'yavin'] });
    const row = await t.app.get(EventStore).findGame(game.id);
    expect([row!.shufflesUsed, row!.diceUsed]).toEqual([1, 0]);
  });

  it('replaceSandboxDice through GraphQL, with the refusal’s members in extensions', async () => {
    const game = await create({ game: 'rebellion', players: 2, options: { imperialSeat: 0 }, sandbox: { position: SPACE_BATTLE, dice: ['direct-hit', 'direct-hit', 'direct-hit', 'direct-hit'] } });
    const { seat, pick } = await untilRefused(game);
    const submit = await gql(t, 'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }', { id: game.id, input: { actionId: pick.id } }, game.seats[seat].token);
    expect(submit.errors![0].extensions).toMatchObject({ code: 'SANDBOX_DIE_NOT_A_FACE', die: 'black', value: 'direct-hit' });
    const mutation = 'mutation($id: ID!, $input: ReplaceSandboxDiceInput!) { replaceSandboxDice(gameId: $id, input: $input) { version dice replaced } }';
    const spectator = await gql(t, mutation, { id: game.id, input: { dice: ['hit'] } });
    expect(spectator.errors![0].extensions).toMatchObject({ code: 'SEAT_TOKEN_REQUIRED' });
    const wrong = await gql(t, mutation, { id: game.id, input: { dice: ['triple-hit'] } }, game.seats[0].token);
    expect(wrong.errors![0].extensions).toMatchObject({ code: 'INVALID_SANDBOX_DICE', index: 0 });
    const ok = await gql<{ replaceSandboxDice: { version: number; dice: number; replaced: number } }>(t, mutation, { id: game.id, input: { dice: ['blank', 'blank', 'blank', 'blank'] } }, game.seats[0].token);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.replaceSandboxDice).toMatchObject({ dice: 4 });
    const again = await gql(t, 'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version } }', { id: game.id, input: { actionId: pick.id } }, game.seats[seat].token);
    expect(again.errors).toBeUndefined();
  });
});
