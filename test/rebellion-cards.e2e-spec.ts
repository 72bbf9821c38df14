import { backends, startApp, type TestApp } from './support/app.harness.js';
import { EMPIRE, REBEL, graphqlSandbox, restSandbox } from './support/rebellion-cards.harness.js';

/**
 * Rebellion's cards through the API: a card's question is a generic prompt
 * (its legal actions, labels, refusals and events come from core/prompts),
 * once per prompt kind the base cards use, and a card of each timing window
 * played by REST or GraphQL. Sandbox games set each situation up; the Empire
 * sits in seat 0.
 */

describe.each(backends())('Rebellion cards on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a units prompt over REST (Hit and Run, an attempted mission): one unit at a time, labelled, refused when not offered, pass to stop', async () => {
    const api = await restSandbox(t, {
      phase: 'command',
      rebelBase: { system: 'dantooine' },
      assigned: { rebel: [{ card: 'hit-and-run', leaders: ['princess-leia', 'general-rieekan'] }] },
      systems: { naboo: { loyalty: 'empire', units: { 'tie-fighter': 2, 'star-destroyer': 1 } } },
    });
    await api.act(REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    const declined = await api.act(EMPIRE, { type: 'DeclineOpposition' });
    expect(declined.events.map((e: { type: string }) => e.type)).toEqual(['OppositionDeclined', 'MissionResolved', 'PromptOpened']);
    const choices = await api.legal(REBEL);
    expect(choices.map((a) => [a.type, a.params, a.label.en])).toEqual([
      ['ChooseUnit', { at: 'naboo', unit: 'tie-fighter' }, 'TIE Fighter'],
      ['PassChoice', {}, 'Destroy no further unit'],
    ]);
    expect(await api.legal(EMPIRE)).toEqual([]);
    // Everybody sees the open question of a public prompt.
    expect((await api.view(null)).prompt).toMatchObject({ kind: 'units', seat: REBEL, source: 'hit-and-run', question: { de: expect.any(String) } });
    const refused = await api.act(REBEL, { type: 'ChooseUnit', at: 'naboo', unit: 'star-destroyer' }, 422);
    expect(refused).toMatchObject({ code: 'CHOICE_NOT_OFFERED', rule: 'rebellion:missionen-aufdecken', messages: { de: expect.any(String), en: expect.any(String) } });
    // Answered by the legal action's short id, as a bot echoes it back.
    const chosen = await api.actId(REBEL, choices[0].id);
    expect(chosen.events.map((e: { type: string }) => e.type)).toEqual(['PromptAnswered', 'UnitsDestroyed', 'PromptOpened']);
    const passed = await api.act(REBEL, { type: 'PassChoice' });
    expect(passed.events.map((e: { type: string }) => e.type)).toEqual(['PromptAnswered', 'MissionCardDiscarded', 'TurnBegan']);
    expect((await api.view(REBEL)).systems.naboo.units).toEqual({ 'tie-fighter': 1, 'star-destroyer': 1 });
  });

  it('an option prompt over GraphQL (Support of Mon Calamari): the options with German and English labels, the choice acts', async () => {
    const api = await graphqlSandbox(t, {
      phase: 'command',
      rebelBase: { system: 'dantooine' },
      assigned: { rebel: [{ card: 'support-of-mon-calamari', leaders: ['mon-mothma'] }] },
      systems: { 'mon-calamari': { loyalty: 'empire' } },
    });
    await api.act(REBEL, { type: 'RevealMission', slot: 0, system: 'mon-calamari' });
    await api.act(EMPIRE, { type: 'DeclineOpposition' });
    const options = await api.legal(REBEL);
    expect(options.map((a) => [a.type, a.params, a.label.de])).toEqual([
      ['ChooseOption', { option: 'loyalty' }, '2 Loyalität in Mon Calamari'],
      ['ChooseOption', { option: 'cruiser' }, 'Mon-Calamari-Kreuzer auf Feld 3 der Bauleiste'],
    ]);
    const events = await api.act(REBEL, { type: 'ChooseOption', option: 'loyalty' });
    expect(events.map((e) => e.type)).toEqual(['PromptAnswered', 'LoyaltyChanged', 'MissionCardDiscarded', 'TurnBegan']);
    expect(events[1].payload).toEqual({ system: 'mon-calamari', loyalty: 'rebel', subjugated: false });
  });

  it('an assignment card over REST (Temporary Alliance): Mon Mothma into a neutral system, units onto the build queue', async () => {
    const api = await restSandbox(t, { phase: 'assignment', turn: 'rebel', rebelBase: { system: 'dantooine' }, hands: { rebel: { actions: ['temporary-alliance'] } } });
    const uses = (await api.legal(REBEL)).filter((a) => a.type === 'UseActionCard');
    expect(uses.length).toBeGreaterThan(0);
    const used = await api.actId(REBEL, uses.find((a) => a.params.system === 'naboo')!.id);
    expect(used.events.map((e: { type: string }) => e.type)).toEqual(expect.arrayContaining(['ActionCardUsed', 'LeaderPlaced']));
    expect((await api.view(REBEL)).leaders['mon-mothma'].location).toEqual({ kind: 'system', system: 'naboo' });
  });

  it('a start-of-combat card over GraphQL (According to My Design) with the Emperor in the combat', async () => {
    const api = await graphqlSandbox(t, {
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      rebelBase: { system: 'dantooine' },
      systems: { naboo: { loyalty: 'rebel', units: { 'x-wing': 1 } }, sullust: { loyalty: 'empire', units: { 'star-destroyer': 1 } } },
      leaders: { 'general-tagge': 'pool', 'emperor-palpatine': 'naboo', 'princess-leia': 'naboo' },
      hands: { empire: { actions: ['according-to-my-design'] } },
    });
    await api.act(EMPIRE, { type: 'ActivateSystem', leader: 'general-tagge', system: 'naboo' });
    await api.act(EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 });
    await api.act(EMPIRE, { type: 'ConfirmMoves' });
    const offered = (await api.legal(EMPIRE)).find((a) => a.type === 'UseActionCard');
    expect(offered).toMatchObject({ params: { card: 'according-to-my-design' }, label: { en: expect.any(String), de: expect.any(String) } });
    const events = await api.act(EMPIRE, { type: 'UseActionCard', card: 'according-to-my-design' });
    expect(events.map((e) => e.type)).toContain('RebelDiceReduced');
  });

  it('a start-of-refresh objective over REST (Leave No One Behind) in the objective window', async () => {
    const api = await restSandbox(t, { phase: 'command', rebelBase: { system: 'dantooine' }, hands: { rebel: { objectives: ['leave-no-one-behind'] } } });
    await api.act(REBEL, { type: 'Pass' });
    await api.act(EMPIRE, { type: 'Pass' });
    expect((await api.legal(REBEL)).map((a) => a.type)).toEqual(['PlayObjective', 'SkipObjective']);
    const before = (await api.view(REBEL)).reputation;
    await api.act(REBEL, { type: 'PlayObjective', card: 'leave-no-one-behind' });
    expect((await api.view(REBEL)).reputation).toBe(before - 1);
  });
});
