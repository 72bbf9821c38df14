import { backends, startApp, type TestApp } from './support/app.harness.js';
import { EMPIRE, REBEL, graphqlSandbox, restSandbox } from './support/rebellion-cards.harness.js';

/**
 * Rebellion's reaction cards (timing „Spezial“: a window at a moment of the
 * game) and lasting card effects (modifiers) through the API: the window is
 * a secret option prompt whose choices only the holder sees, and a
 * combat-long modifier is in the state everybody sees. The Empire sits in
 * seat 0.
 */

describe.each(backends())('Rebellion reaction cards and modifiers on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a reaction window over REST (Wookiee Guardian): opened before the dice, its choices the Rebel’s alone; the card fails the mission', async () => {
    const { act, legal, read: view } = await restSandbox(t, {
        phase: 'command',
        turn: 'empire',
        passed: ['rebel'],
        rebelBase: { system: 'dantooine' },
        assigned: { empire: [{ card: 'hunt-them-down', leaders: ['darth-vader'] }] },
        leaders: { chewbacca: 'naboo' },
        hands: { rebel: { actions: ['wookiee-guardian'] } },
        systems: { naboo: { loyalty: 'rebel', units: { 'rebel-trooper': 2 } } },
      });

    const revealed = await act(EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' });
    expect(revealed.events.map((e: { type: string }) => e.type)).toEqual(['MissionRevealed', 'ReactionWindowOpened', 'PromptOpened']);
    expect(revealed.events[1].payload).toEqual({ moment: 'mission-attempted', faction: 'rebel' });
    const choices = await legal(REBEL);
    expect(choices.map((a) => [a.type, a.params, a.label.en])).toEqual([
      ['ChooseOption', { card: 'wookiee-guardian' }, 'Wookiee Guardian'],
      ['PassChoice', {}, 'Play no card'],
    ]);
    expect(await legal(EMPIRE)).toEqual([]);
    // The Empire sees the question, not what the Rebel could play.
    const imperial = (await view(EMPIRE)).view.prompt;
    expect(imperial).toMatchObject({ kind: 'option', seat: REBEL, question: { en: expect.any(String) } });
    expect(JSON.stringify(imperial)).not.toContain('wookiee-guardian');
    const played = await act(REBEL, { type: 'ChooseOption', card: 'wookiee-guardian' });
    expect(played.events.map((e: { type: string }) => e.type)).toEqual(['PromptAnswered', 'ActionCardUsed', 'MissionResolved', 'MissionCardDiscarded', 'TurnBegan']);
    expect(played.events[2].payload).toEqual({ faction: 'empire', card: 'hunt-them-down', success: false });
    expect((await view(REBEL)).view.systems.naboo.units).toEqual({ 'rebel-trooper': 2 });
  });

  it('a combat-long modifier over GraphQL (Keep Them from Escaping): in force in everybody’s view, no Rebel retreat offered', async () => {
    const { act, legal, view } = await graphqlSandbox(t, {
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      rebelBase: { system: 'dantooine' },
      systems: { naboo: { loyalty: 'rebel', units: { 'x-wing': 1 } }, sullust: { loyalty: 'empire', units: { 'star-destroyer': 1 } } },
      leaders: { 'admiral-piett': 'pool', 'princess-leia': 'naboo' },
      hands: { empire: { actions: ['keep-them-from-escaping'] } },
    });
    await act(EMPIRE, { type: 'ActivateSystem', leader: 'admiral-piett', system: 'naboo' });
    await act(EMPIRE, { type: 'MoveUnits', from: 'sullust', unit: 'star-destroyer', count: 1 });
    await act(EMPIRE, { type: 'ConfirmMoves' });
    expect((await legal(EMPIRE)).find((a) => a.type === 'UseActionCard')).toMatchObject({ params: { card: 'keep-them-from-escaping' }, label: { de: expect.any(String) } });
    const events = await act(EMPIRE, { type: 'UseActionCard', card: 'keep-them-from-escaping' });
    expect(events.find((e) => e.type === 'ModifierAdded')!.payload).toEqual({
      modifier: { source: 'keep-them-from-escaping', owner: 'empire', until: 'combat', effect: { kind: 'no-retreat', faction: 'rebel' } },
    });
    expect((await view(null)).modifiers).toEqual([expect.objectContaining({ source: 'keep-them-from-escaping', until: 'combat' })]);
    // Whatever the dice did, the Rebel is never offered a retreat while the combat lasts.
    for (let i = 0; i < 40; i++) {
      const rebel = await legal(REBEL);
      expect(rebel.map((a) => a.type)).not.toContain('Retreat');
      const mine = rebel.length > 0 ? { seat: REBEL, actions: rebel } : { seat: EMPIRE, actions: await legal(EMPIRE) };
      if (mine.actions.length === 0) break;
      const passive = mine.actions.find((a) => ['EndCombatActions', 'DeclineRetreat', 'EndBlocking', 'FinishCombatCards', 'PassChoice'].includes(a.type)) ?? mine.actions[0];
      const done = await act(mine.seat, { type: passive.type, ...passive.params });
      if (done.some((e) => e.type === 'CombatEnded')) {
        expect((await view(null)).modifiers).toEqual([]);
        break;
      }
    }
  });
});
