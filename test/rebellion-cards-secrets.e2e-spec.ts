import { backends, startApp, type TestApp } from './support/app.harness.js';
import { EMPIRE, REBEL, graphqlSandbox, restSandbox, type SeenEvent } from './support/rebellion-cards.harness.js';

/**
 * Rebellion's secret card prompts through the API: an order chosen one item
 * at a time (`order` prompts, answered by `ChooseNext`) by REST and GraphQL.
 * The answering side sees the cards; the other seat and spectators learn only
 * what the rules show (how many cards, how many to the top and the bottom),
 * in views, event logs and legal actions. The Empire sits in seat 0.
 */

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
    const { send: act, legal, view, log } = await restSandbox(t, {
        phase: 'command',
        rebelBase: { system: 'dantooine' },
        assigned: { rebel: [{ card: 'stolen-plans', leaders: ['princess-leia'] }] },
        systems: { naboo: { units: { 'tie-fighter': 1 } } },
        decks: { objectives: LOOKED },
      });

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
    const { act, legal, log } = await graphqlSandbox(t, {
      phase: 'command',
      rebelBase: { system: 'dantooine' },
      assigned: { rebel: [{ card: 'plant-false-lead', leaders: ['general-rieekan'] }] },
      systems: { naboo: { units: { stormtrooper: 1 }, subjugated: true } },
      hands: { empire: { probes: HELD } },
    });

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
