import { backends, startApp, type TestApp } from './support/app.harness.js';
import { EMPIRE, REBEL, graphqlSandbox, restSandbox } from './support/rebellion-cards.harness.js';

/**
 * Rebellion's leader prompt through the API: a card asks for one leader
 * (`ChooseLeader {leader}`), offered as legal actions labelled with the
 * leader's name and place in German and English, checked as a leader id,
 * answered with `PromptAnswered`. Misdirection asks it after a mission, Return
 * of the Jedi in a combat. Sandbox games set each situation up; the Empire
 * sits in seat 0.
 */

/** Madine attempts Misdirection in Naboo (a Star Destroyer there); Han's Sabotage waits; the Empire has passed, Vader in its pool. */
const MISDIRECTION = {
  phase: 'command',
  passed: ['empire'],
  rebelBase: { system: 'dantooine' },
  systems: { naboo: { units: { 'star-destroyer': 1 } } },
  leaders: { 'darth-vader': 'pool' },
  assigned: {
    rebel: [
      { card: 'misdirection', leaders: ['general-madine'] },
      { card: 'sabotage', leaders: ['han-solo'] },
    ],
  },
};

/** Rieekan activates Naboo, where Vader, the Emperor and Luke (Jedi) stand; the Rebel holds Return of the Jedi. */
const JEDI = {
  phase: 'command',
  rebelBase: { system: 'dantooine' },
  leaders: { 'general-rieekan': 'pool', 'darth-vader': 'naboo', 'emperor-palpatine': 'naboo', 'luke-skywalker-jedi': 'naboo' },
  systems: { naboo: { loyalty: 'empire', units: { stormtrooper: 1, 'rebel-trooper': 3 } } },
  hands: { rebel: { objectives: ['return-of-the-jedi'] } },
};

/** Han and Leia attempt Daring Rescue in Naboo, where Mon Mothma is held and Vader stands; the Empire holds It Is Your Destiny. */
const DESTINY = {
  phase: 'command',
  rebelBase: { system: 'dantooine' },
  assigned: { rebel: [{ card: 'daring-rescue', leaders: ['han-solo', 'princess-leia'] }] },
  leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' }, 'darth-vader': 'naboo' },
  systems: { naboo: { units: { stormtrooper: 1 } } },
  hands: { empire: { actions: ['it-is-your-destiny'] } },
};

describe.each(backends())('Rebellion leader prompt on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('over REST (Misdirection): the leaders offered and labelled, refusals, the public answer, and its effect on the next mission', async () => {
    const { act, legal, read } = await restSandbox(t, MISDIRECTION);
    const view = () => read(null);

    await act(REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    const declined = await act(EMPIRE, { type: 'DeclineOpposition' });
    expect(declined.events.map((e: { type: string }) => e.type)).toEqual(['OppositionDeclined', 'MissionResolved', 'PromptOpened']);
    const choices = await legal(REBEL);
    expect(choices.every((a) => a.type === 'ChooseLeader')).toBe(true);
    expect(choices.find((a) => a.params.leader === 'general-madine')!.label).toEqual({ de: 'General Madine (Naboo)', en: 'General Madine (Naboo)' });
    expect(choices.find((a) => a.params.leader === 'han-solo')!.label).toEqual({ de: 'Han Solo (auf einer Missionskarte)', en: 'Han Solo (on a mission card)' });
    expect(choices.map((a) => a.params.leader)).not.toContain('darth-vader');
    expect(await legal(EMPIRE)).toEqual([]);
    // A public prompt: spectators see the question and the leaders.
    const prompt = (await view()).view.prompt;
    expect(prompt).toMatchObject({ kind: 'leader', seat: REBEL, source: 'misdirection', optional: false, secret: false });
    expect(prompt.choices).toHaveLength(choices.length);
    // The machine form is a leader id; a leader not offered is a rule's refusal.
    expect(await act(REBEL, { type: 'ChooseLeader', leader: 'nobody' }, 400)).toMatchObject({ code: 'ACTION_MALFORMED' });
    expect(await act(REBEL, { type: 'ChooseLeader', leader: 'han-solo', extra: 'x' }, 400)).toMatchObject({ code: 'ACTION_MALFORMED' });
    expect(await act(REBEL, { type: 'ChooseLeader', leader: 'darth-vader' }, 422)).toMatchObject({
      code: 'CHOICE_NOT_OFFERED',
      rule: 'rebellion:missionen-aufdecken',
      messages: { de: expect.any(String), en: expect.any(String) },
    });
    const chosen = await act(REBEL, { type: 'ChooseLeader', leader: 'han-solo' });
    expect(chosen.events.map((e: { type: string }) => e.type)).toEqual(['PromptAnswered', 'ModifierAdded', 'MissionCardDiscarded', 'TurnBegan']);
    expect(chosen.events[0].payload).toEqual({ faction: 'rebel', choice: { leader: 'han-solo' } });
    expect((await view()).view.prompt).toBeUndefined();
    // Han's next mission: the Empire is not asked to send Vader.
    const han = await act(REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    expect(han.events[0]).toMatchObject({ type: 'MissionRevealed', payload: { leaders: ['han-solo'], opposable: false } });
    expect((await legal(EMPIRE)).map((a) => a.type)).not.toContain('OpposeMission');
  });

  it('over GraphQL (Return of the Jedi): a leader prompt in a combat, with German and English labels; the chosen leader is eliminated', async () => {
    const api = await graphqlSandbox(t, JEDI, ['hit', 'blank', 'blank', 'blank']);
    const { act, legal } = api;
    await act(REBEL, { type: 'ActivateSystem', leader: 'general-rieekan', system: 'naboo' });
    await act(REBEL, { type: 'ConfirmMoves' });
    // Passive steps until the objective window opens.
    for (let i = 0; i < 20; i++) {
      const rebel = await legal(REBEL);
      if (rebel.some((a) => a.type === 'PlayObjective')) break;
      const mine = rebel.length > 0 ? { seat: REBEL, actions: rebel } : { seat: EMPIRE, actions: await legal(EMPIRE) };
      const passive = mine.actions.find((a) => ['EndCombatActions', 'EndBlocking', 'FinishCombatCards', 'DeclineCombatLeader'].includes(a.type)) ?? mine.actions[0];
      await act(mine.seat, { type: passive.type, ...passive.params });
    }
    const played = await act(REBEL, { type: 'PlayObjective', card: 'return-of-the-jedi' });
    expect(played.map((e) => e.type)).toEqual(['ObjectivePlayed', 'PromptOpened']);
    const choices = await legal(REBEL);
    expect(choices.map((a) => [a.type, a.params, a.label])).toEqual([
      ['ChooseLeader', { leader: 'emperor-palpatine' }, { de: expect.stringContaining('(Naboo)'), en: 'Emperor Palpatine (Naboo)' }],
      ['ChooseLeader', { leader: 'darth-vader' }, { de: 'Darth Vader (Naboo)', en: 'Darth Vader (Naboo)' }],
    ]);
    expect(await legal(EMPIRE)).toEqual([]);
    expect((await api.view(null)).prompt).toMatchObject({ kind: 'leader', choices: [expect.anything(), expect.anything()] });
    const chosen = await act(REBEL, { type: 'ChooseLeader', leader: 'darth-vader' });
    expect(chosen.slice(0, 2)).toEqual([
      { type: 'PromptAnswered', payload: { faction: 'rebel', choice: { leader: 'darth-vader' } } },
      { type: 'LeaderEliminated', payload: { leader: 'darth-vader' } },
    ]);
    expect((await api.view(null)).eliminated).toContain('darth-vader');
  });

  it('a secret leader prompt over REST (It Is Your Destiny): the Rebel sees the question, never the leaders, in the view and the events', async () => {
    // The Rebels' 3 intel dice hit, Vader's miss.
    const { act, legal, read: view, log: events } = await restSandbox(t, DESTINY, ['hit', 'hit', 'hit', ...Array(7).fill('blank')]);

    await act(REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    if ((await legal(EMPIRE)).some((a) => a.type === 'DeclineOpposition')) await act(EMPIRE, { type: 'DeclineOpposition' });
    // Leia goes along with Mon Mothma; then the Empire's window opens.
    const along = await act(REBEL, { type: 'ChooseOption', option: 'princess-leia' });
    expect(along.events.map((e: { type: string }) => e.type)).toEqual(['PromptAnswered', 'LeadersMoved', 'PromptOpened']);
    expect(JSON.stringify(along.events[2])).not.toContain('han-solo');
    const imperial = await legal(EMPIRE);
    expect(imperial.map((a) => [a.type, a.params, a.label.en])).toEqual([
      ['ChooseLeader', { leader: 'han-solo' }, 'Han Solo (Naboo)'],
      ['ChooseLeader', { leader: 'princess-leia' }, 'Princess Leia ("Rebel Base" space)'],
      ['PassChoice', {}, 'Play no card'],
    ]);
    expect(await legal(REBEL)).toEqual([]);
    const rebelView = (await view(REBEL)).view.prompt;
    expect(rebelView).toMatchObject({ kind: 'leader', seat: EMPIRE, secret: true, choices: [] });
    expect((await view(EMPIRE)).view.prompt.choices).toHaveLength(2);
    const chosen = await act(EMPIRE, { type: 'ChooseLeader', leader: 'princess-leia' });
    expect(chosen.events.map((e: { type: string }) => e.type)).toEqual(['PromptAnswered', 'ActionCardUsed', 'LeadersMoved', 'LeaderCaptured', 'MissionCardDiscarded', 'TurnBegan']);
    // The answer is the Empire's: its log carries the leader, the Rebel's the stand-in.
    expect(JSON.stringify(await events(EMPIRE))).toContain('"choice":{"leader":"princess-leia"}');
    const log = JSON.stringify(await events(REBEL));
    expect(log).toContain('PromptAnswered');
    expect(log).not.toMatch(/"choice":\{"leader"/);
    expect((await view(REBEL)).view.leaders['princess-leia']).toEqual({ location: { kind: 'system', system: 'naboo' }, ring: 'captured' });
  });
});
