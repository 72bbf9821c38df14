import { backends, startApp, type TestApp } from './support/app.harness.js';
import { EMPIRE, REBEL, graphqlSandbox, restSandbox, type SeenEvent } from './support/rebellion-cards.harness.js';

/**
 * A deck searched by a card through the API: the `card` prompt (ChooseCard),
 * secret to the searching side. The other side sees the question only, no
 * choices, no legal action, and nothing of the card taken or of the deck's
 * new order in its events or its view. The Empire sits in seat 0.
 */

describe.each(backends())('Rebellion deck searches on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a card prompt over REST (Proceeding as Planned): the Empire picks project and leader in secret; the Rebel sees only the question', async () => {
    const { send: act, legal, read, log } = await restSandbox(t, {
        phase: 'assignment',
        turn: 'empire',
        rebelBase: { system: 'dantooine' },
        leaders: { 'admiral-ozzel': 'pool', 'moff-jerjerrod': 'pool' },
        hands: { empire: { actions: ['proceeding-as-planned'] } },
      });

    const use = (await legal(EMPIRE)).find((a) => a.type === 'UseActionCard')!;
    expect(use.params).toEqual({ card: 'proceeding-as-planned' });
    const used = await act(EMPIRE, { actionId: use.id });
    expect(used.events.map((e: { type: string }) => e.type)).toEqual(['ActionCardUsed', 'PromptOpened']);

    const choices = await legal(EMPIRE);
    expect(choices).toHaveLength(10);
    expect(choices.every((a) => a.type === 'ChooseCard')).toBe(true);
    expect(choices.find((a) => a.params.card === 'superlaser-online' && a.params.leader === 'moff-jerjerrod')!.label).toEqual({
      de: 'Superlaser einsatzbereit mit Moff Jerjerrod',
      en: 'Superlaser Online with Moff Jerjerrod',
    });
    expect(await legal(REBEL)).toEqual([]);
    expect((await read(REBEL)).view.prompt).toMatchObject({ kind: 'card', seat: EMPIRE, secret: true, choices: [] });
    const refused = await act(EMPIRE, { action: { type: 'ChooseCard', card: 'sabotage', leader: 'admiral-ozzel' } }, 422);
    expect(refused).toMatchObject({ code: 'CHOICE_NOT_OFFERED', rule: 'rebellion:aktionskarten', messages: { de: expect.any(String), en: expect.any(String) } });

    const chosen = await act(EMPIRE, { actionId: choices.find((a) => a.params.card === 'superlaser-online' && a.params.leader === 'moff-jerjerrod')!.id });
    expect(chosen.events.map((e: { type: string }) => e.type)).toEqual(['PromptAnswered', 'CardSearched', 'ProjectDeckShuffled']);
    expect((await read(EMPIRE)).view.assigned.empire).toEqual({ count: 1, cards: [{ card: 'superlaser-online', leaders: ['moff-jerjerrod'] }] });

    const rebelLog = await log(REBEL);
    expect(rebelLog.filter((e) => e.type === 'CardSearched')).toEqual([expect.objectContaining({ payload: { faction: 'empire', deck: 'projects' }, redacted: true })]);
    expect(rebelLog.filter((e) => e.type === 'ProjectDeckShuffled').every((e) => e.redacted)).toBe(true);
    const rebelSees = JSON.stringify(rebelLog) + JSON.stringify(await read(REBEL));
    expect(rebelSees).not.toContain('superlaser-online');
    expect(rebelSees).not.toContain('construct-factory');
  });

  it('a card prompt over GraphQL (Son of Skywalker): after a mission succeeds in Luke’s system the Rebel takes Seek Yoda unseen by the Empire', async () => {
    const api = await graphqlSandbox(t, {
      phase: 'command',
      rebelBase: { system: 'dantooine' },
      leaders: { 'luke-skywalker': 'naboo' },
      assigned: { rebel: [{ card: 'build-alliance', leaders: ['mon-mothma'] }] },
      hands: { rebel: { actions: ['son-of-skywalker'] } },
    });
    const act = async (seat: number, action: object) => (await api.act(seat, action)).map((e) => e.type);
    const { legal } = api;

    expect((await act(REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' })).slice(-1)).toEqual(['PromptOpened']);
    expect((await legal(REBEL)).map((a) => [a.type, a.params, a.label.en])).toEqual([
      ['ChooseCard', { card: 'daring-rescue' }, 'Daring Rescue'],
      ['ChooseCard', { card: 'seek-yoda' }, 'Seek Yoda'],
      ['PassChoice', {}, 'Do not use the card'],
    ]);
    expect(await legal(EMPIRE)).toEqual([]);
    expect(await act(REBEL, { type: 'ChooseCard', card: 'seek-yoda' })).toEqual(['PromptAnswered', 'ActionCardUsed', 'CardSearched', 'MissionDeckShuffled', 'MissionCardReturned', 'TurnBegan']);

    const empireLog = await api.query<{ gameEvents: { events: SeenEvent[] }; game: { view: unknown } }>(
      'query($id: ID!) { gameEvents(gameId: $id, limit: 1000) { events { type payload redacted } } game(id: $id) { view } }',
      {},
      EMPIRE,
    );
    const searched = empireLog.gameEvents.events.filter((e) => e.type === 'CardSearched');
    expect(searched).toEqual([{ type: 'CardSearched', payload: { faction: 'rebel', deck: 'missions' }, redacted: true }]);
    expect(JSON.stringify(empireLog)).not.toContain('seek-yoda');
    expect(JSON.stringify(empireLog)).toContain('son-of-skywalker');
  });
});
