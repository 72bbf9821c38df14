import { backends, startApp, type TestApp } from './support/app.harness.js';
import { gql } from './support/graphql.client.js';
import { EMPIRE, REBEL, type Action, type Created } from './support/rebellion-cards.harness.js';

/**
 * Rebellion's secret card prompts through the API: an order chosen one item
 * at a time (`order` prompts, answered by `ChooseNext`) by REST and GraphQL.
 * The answering side sees the cards; the other seat and spectators learn only
 * what the rules show (how many cards, how many to the top and the bottom),
 * in views, event logs and legal actions. The Empire sits in seat 0.
 */

interface SeenEvent {
  type: string;
  payload: unknown;
  redacted: boolean;
}

const LOOKED = ['popular-support', 'liberation', 'crippling-blow', 'defend-the-people'];
const HELD = ['tatooine', 'bespin', 'kessel', 'endor'];
const naming = (cards: readonly string[], seen: unknown) => cards.filter((c) => JSON.stringify(seen).includes(`"${c}"`));

describe.each(backends())('Rebellion secret card prompts on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('an order prompt over REST (Stolen Plans): the Rebel orders the top 4 objectives; the Empire and spectators never learn which or how', async () => {
    const game = (
      await t
        .http()
        .post('/v1/games')
        .send({
          game: 'rebellion',
          players: 2,
          sandbox: {
            position: {
              phase: 'command',
              rebelBase: { system: 'dantooine' },
              assigned: { rebel: [{ card: 'stolen-plans', leaders: ['princess-leia'] }] },
              systems: { naboo: { units: { 'tie-fighter': 1 } } },
              decks: { objectives: LOOKED },
            },
          },
        })
        .expect(201)
    ).body as Created;
    const auth = (seat: number) => ({ Authorization: `Bearer ${game.seats[seat].token}` });
    const act = async (seat: number, body: object, status = 200) => (await t.http().post(`/v1/games/${game.id}/actions`).set(auth(seat)).send(body).expect(status)).body;
    const legal = async (seat: number) => ((await t.http().get(`/v1/games/${game.id}/legal-actions`).set(auth(seat)).expect(200)).body as { actions: Action[] }).actions;
    const view = async (seat: number | null) => (await (seat === null ? t.http().get(`/v1/games/${game.id}`) : t.http().get(`/v1/games/${game.id}`).set(auth(seat))).expect(200)).body.view;
    const log = async (seat: number | null) => {
      const req = t.http().get(`/v1/games/${game.id}/events?limit=1000`);
      return ((await (seat === null ? req : req.set(auth(seat))).expect(200)).body as { events: SeenEvent[] }).events;
    };

    await act(REBEL, { action: { type: 'RevealMission', slot: 0, system: 'naboo' } });
    await act(EMPIRE, { action: { type: 'DeclineOpposition' } });
    const choices = await legal(REBEL);
    expect(choices.map((a) => [a.type, a.params])).toEqual(LOOKED.map((card) => ['ChooseNext', { card }]));
    expect(choices[1].label).toEqual({ de: expect.any(String), en: 'Liberation' });
    expect(await legal(EMPIRE)).toEqual([]);
    // Half answered: the secret prompt's stand-in carries neither the cards nor the choice made.
    await act(REBEL, { actionId: choices[2].id });
    for (const seat of [EMPIRE, null]) {
      expect(naming(LOOKED, await view(seat))).toEqual([]);
      expect(naming(LOOKED, await log(seat))).toEqual([]);
    }
    expect((await view(EMPIRE)).prompt).toMatchObject({ kind: 'order', seat: REBEL, source: 'stolen-plans', secret: true, choices: [] });
    const refused = await act(EMPIRE, { action: { type: 'ChooseNext', card: 'liberation' } }, 422);
    expect(naming(LOOKED, refused)).toEqual([]);
    expect((await view(REBEL)).prompt.choices).toHaveLength(3);
    await act(REBEL, { action: { type: 'ChooseNext', card: 'defend-the-people' } });
    const done = await act(REBEL, { action: { type: 'ChooseNext', card: 'popular-support' } });
    expect(done.events.map((e: SeenEvent) => e.type)).toEqual(['PromptAnswered', 'CardsPutBack', 'MissionCardDiscarded', 'TurnBegan']);
    expect(done.events[1].payload).toEqual({ deck: 'objectives', top: ['crippling-blow', 'defend-the-people', 'popular-support', 'liberation'], bottom: [] });
    const empireLog = await log(EMPIRE);
    expect(empireLog.find((e) => e.type === 'CardsPutBack')).toMatchObject({ redacted: true, payload: { deck: 'objectives', count: 4 } });
    expect(naming(LOOKED, empireLog)).toEqual([]);
  });

  it('an order prompt over GraphQL (Plant False Lead): probe cards put back to the top or the bottom; the Empire learns the counts', async () => {
    const created = await gql<{ createGame: Created }>(t, 'mutation($input: NewGameInput!) { createGame(input: $input) { id seats { seat token } } }', {
      input: {
        game: 'rebellion',
        players: 2,
        sandbox: {
          position: {
            phase: 'command',
            rebelBase: { system: 'dantooine' },
            assigned: { rebel: [{ card: 'plant-false-lead', leaders: ['general-rieekan'] }] },
            systems: { naboo: { units: { stormtrooper: 1 }, subjugated: true } },
            hands: { empire: { probes: HELD } },
          },
        },
      },
    });
    expect(created.errors).toBeUndefined();
    const game = created.data.createGame;
    const act = async (seat: number, action: object) => {
      const res = await gql<{ submitAction: { events: SeenEvent[] } }>(
        t,
        'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { events { type payload redacted } } }',
        { id: game.id, input: { action } },
        game.seats[seat].token,
      );
      expect(res.errors).toBeUndefined();
      return res.data.submitAction.events;
    };
    const legal = async (seat: number) => {
      const res = await gql<{ legalActions: { actions: Action[] } }>(t, 'query($id: ID!) { legalActions(gameId: $id) { actions { id type params label { de en } } } }', { id: game.id }, game.seats[seat].token);
      expect(res.errors).toBeUndefined();
      return res.data.legalActions.actions;
    };
    const log = async (seat: number | null) => {
      const res = await gql<{ gameEvents: { events: SeenEvent[] } }>(
        t,
        'query($id: ID!) { gameEvents(gameId: $id, limit: 1000) { events { type payload redacted } } }',
        { id: game.id },
        seat === null ? undefined : game.seats[seat].token,
      );
      expect(res.errors).toBeUndefined();
      return res.data.gameEvents.events;
    };

    await act(REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    const choices = await legal(REBEL);
    expect(choices).toHaveLength(8);
    expect(choices.find((a) => a.params.card === 'kessel' && a.params.end === 'top')!.label.en).toBe('Kessel onto the top of the deck');
    expect(await legal(EMPIRE)).toEqual([]);
    const since = (await log(EMPIRE)).length;
    for (const [card, to] of [
      ['kessel', 'top'],
      ['endor', 'bottom'],
    ])
      await act(REBEL, { type: 'ChooseNext', card, end: to });
    // The cards taken and the ends chosen so far reach neither the Empire nor spectators.
    for (const seat of [EMPIRE, null]) {
      const seen = (await log(seat)).slice(since);
      expect(naming(HELD, seen)).toEqual([]);
      expect(JSON.stringify(seen)).not.toMatch(/"(top|bottom)"/);
    }
    await act(REBEL, { type: 'ChooseNext', card: 'tatooine', end: 'top' });
    const last = await act(REBEL, { type: 'ChooseNext', card: 'bespin', end: 'bottom' });
    expect(last.find((e) => e.type === 'CardsPutBack')!.payload).toEqual({ deck: 'probe', top: ['tatooine', 'kessel'], bottom: ['endor', 'bespin'] });
    const empireLog = await log(EMPIRE);
    expect(empireLog.find((e) => e.type === 'CardsPutBack')).toMatchObject({ redacted: true, payload: { deck: 'probe', top: 2, bottom: 2 } });
    expect(naming(HELD, empireLog.slice(since))).toEqual([]);
  });
});
