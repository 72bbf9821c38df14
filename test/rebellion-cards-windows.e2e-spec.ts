import { backends, startApp, type TestApp } from './support/app.harness.js';
import { EMPIRE, REBEL, graphqlSandbox, restSandbox, type Action } from './support/rebellion-cards.harness.js';

/**
 * The card windows of issue 8 through the API: Blindside's window after an
 * Imperial reveal, One in a Million's before a side rolls (its faces chosen
 * in the generic option prompt; in a mission and for the Death Star Plans) and the Millennium Falcon's ring after a
 * Rebel success. Sandbox games; the Empire sits in seat 0.
 */

type Event = { type: string; payload: Record<string, unknown> };

const position = (extra: object) => ({ phase: 'command', rebelBase: { system: 'dantooine' }, ...extra });

describe.each(backends())('Rebellion card windows on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A sandbox game over REST whose `act` answers the events. */
  async function restGame(sandbox: object) {
    const g = await restSandbox(t, sandbox);
    return { ...g, act: async (seat: number, action: object) => (await g.act(seat, action)).events as Event[] };
  }


  it('Blindside over REST: a window for the Empire after revealing Boba Fett’s mission; played, the Rebel sends nobody from the pool', async () => {
    const g = await restGame(
      position({
        turn: 'empire',
        passed: ['rebel'],
        assigned: { empire: [{ card: 'gather-intel', leaders: ['boba-fett'] }] },
        leaders: { 'mon-mothma': 'pool' },
        hands: { empire: { actions: ['blindside'] } },
        systems: { naboo: { loyalty: 'rebel' } },
      }),
    );
    const revealed = await g.act(EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' });
    expect(revealed.map((e) => e.type)).toEqual(['MissionRevealed', 'ReactionWindowOpened', 'PromptOpened']);
    expect(revealed[1].payload).toEqual({ moment: 'mission-revealed', faction: 'empire' });
    expect((await g.legal(EMPIRE)).map((a) => [a.type, a.params, a.label.en])).toEqual([
      ['ChooseOption', { card: 'blindside' }, 'Blindside'],
      ['PassChoice', {}, 'Play no card'],
    ]);
    expect(await g.legal(REBEL)).toEqual([]);
    expect(JSON.stringify((await g.view(REBEL)).prompt)).not.toContain('blindside');
    const played = await g.act(EMPIRE, { type: 'ChooseOption', card: 'blindside' });
    expect(played.map((e) => e.type).slice(0, 3)).toEqual(['PromptAnswered', 'ActionCardUsed', 'OppositionBarred']);
    expect(played.find((e) => e.type === 'MissionResolved')!.payload).toEqual({ faction: 'empire', card: 'gather-intel', success: true });
    expect((await g.view(REBEL)).leaders['mon-mothma'].location).toEqual({ kind: 'pool' });
  });

  it('One in a Million over GraphQL: before the Rebel rolls with Luke in the system, faces are chosen in the option prompt and join the roll', async () => {
    const api = await graphqlSandbox(t, position({
      assigned: { rebel: [{ card: 'sabotage', leaders: ['chewbacca'] }] },
      leaders: { 'luke-skywalker': 'naboo', 'darth-vader': 'naboo' },
      hands: { rebel: { actions: ['one-in-a-million'] } },
    }));
    const { legal } = api;
    const act = async (seat: number, action: object) => (await api.act(seat, action)) as Event[];
    const revealed = await act(REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    expect(revealed.map((e) => e.type).slice(-2)).toEqual(['ReactionWindowOpened', 'PromptOpened']);
    expect(revealed.at(-2)!.payload).toEqual({ moment: 'dice-rolling', faction: 'rebel' });
    const choice = (await legal(REBEL)).find((a) => a.params.faces === 'special+special');
    expect(choice).toMatchObject({ type: 'ChooseOption', params: { card: 'one-in-a-million', faces: 'special+special' }, label: { en: 'One in a Million: special, special' } });
    expect(await legal(EMPIRE)).toEqual([]);
    const played = await act(REBEL, { type: 'ChooseOption', card: 'one-in-a-million', faces: 'special+special' });
    expect(played.find((e) => e.type === 'DiceSetDown')!.payload).toEqual({ faction: 'rebel', dice: [{ colour: 'red', face: 'special' }, { colour: 'red', face: 'special' }] });
    const rebelDice = played.find((e) => e.type === 'MissionDiceRolled' && e.payload.faction === 'rebel')!.payload.dice as { face: string }[];
    expect(rebelDice.slice(0, 2).map((d) => d.face)).toEqual(['special', 'special']);
  });

  it('One in a Million over REST on the Death Star Plans: the window opens after the plans are chosen, before their dice; a direct hit set down destroys the Death Star', async () => {
    // Luke leads 2 X-wings from Utapau against a lone Death Star in Naboo; the server's dice are scripted blanks.
    const g = await restSandbox(
      t,
      position({
        leaders: { 'luke-skywalker': 'pool' },
        systems: { naboo: { loyalty: 'empire', units: { 'death-star': 1 } }, utapau: { loyalty: 'rebel', units: { 'x-wing': 2 } } },
        hands: { rebel: { objectives: ['death-star-plans-ii'], actions: ['one-in-a-million'] } },
      }),
      Array(40).fill('blank'),
    );
    await g.act(REBEL, { type: 'ActivateSystem', leader: 'luke-skywalker', system: 'naboo' });
    await g.act(REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'x-wing', count: 2 });
    await g.act(REBEL, { type: 'ConfirmMoves' });
    // Nothing optional is taken (the window before the X-wings' roll is passed) until the plans may be tried.
    const PASSIVE = ['PassChoice', 'DeclineCombatLeader', 'FinishCombatCards', 'EndCombatActions', 'EndBlocking'];
    let plans: Action | undefined;
    for (let step = 0; step < 20 && plans === undefined; step++) {
      const rebel = await g.legal(REBEL);
      plans = rebel.find((a) => a.type === 'PlayDeathStarPlans');
      if (plans !== undefined) break;
      const seat = rebel.length > 0 ? REBEL : EMPIRE;
      const legal = seat === REBEL ? rebel : await g.legal(EMPIRE);
      const passive = PASSIVE.map((type) => legal.find((a) => a.type === type)).find((a) => a !== undefined) ?? legal[0];
      await g.actId(seat, passive.id);
    }
    expect(plans).toMatchObject({ params: { card: 'death-star-plans-ii', target: 'death-star' } });
    const chosen = (await g.act(REBEL, { type: 'PlayDeathStarPlans', card: 'death-star-plans-ii', target: 'death-star' })).events as Event[];
    expect(chosen.map((e) => e.type)).toEqual(['ReactionWindowOpened', 'PromptOpened']);
    expect(chosen[0].payload).toEqual({ moment: 'dice-rolling', faction: 'rebel' });
    const offered = (await g.legal(REBEL)).find((a) => a.params.faces === 'red:direct-hit');
    expect(offered).toMatchObject({ type: 'ChooseOption', label: { en: 'One in a Million: direct hit (red)' } });
    expect(await g.legal(EMPIRE)).toEqual([]);
    // The Empire sees the window and the question, never the choices.
    expect(JSON.stringify((await g.view(EMPIRE)).prompt)).not.toContain('one-in-a-million');
    const played = (await g.act(REBEL, { type: 'ChooseOption', card: 'one-in-a-million', faces: 'red:direct-hit' })).events as Event[];
    expect(played.find((e) => e.type === 'DeathStarPlansRevealed')!.payload).toEqual({
      card: 'death-star-plans-ii',
      target: 'death-star',
      dice: [{ colour: 'red', face: 'direct-hit' }, { colour: 'red', face: 'blank' }, { colour: 'red', face: 'blank' }],
    });
    expect(played.find((e) => e.type === 'ObjectivePlayed')!.payload).toMatchObject({ card: 'death-star-plans-ii', reputation: 2 });
    expect((await g.view(EMPIRE)).systems.naboo.units['death-star'] ?? 0).toBe(0);
  });

  it('The Millennium Falcon over REST: after a Rebel success in Han’s system the ring window opens; used, the captive there is rescued', async () => {
    const g = await restGame(
      position({
        assigned: { rebel: [{ card: 'sabotage', leaders: ['chewbacca'] }] },
        leaders: { 'han-solo': { at: 'naboo', ring: 'the-millennium-falcon' }, 'mon-mothma': { at: 'naboo', ring: 'captured' } },
        systems: { naboo: { units: { stormtrooper: 1 } } },
      }),
    );
    const revealed = await g.act(REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    expect(revealed.find((e) => e.type === 'MissionResolved')!.payload).toEqual({ faction: 'rebel', card: 'sabotage', success: true });
    expect(revealed.find((e) => e.type === 'RingWindowOpened')!.payload).toEqual({ ring: 'the-millennium-falcon' });
    expect((await g.legal(REBEL)).map((a) => a.type)).toEqual(['UseRing', 'DeclineRing']);
    expect(await g.legal(EMPIRE)).toEqual([]);
    const used = await g.act(REBEL, { type: 'UseRing' });
    expect(used.find((e) => e.type === 'LeaderRescued')!.payload).toEqual({ leader: 'mon-mothma', to: 'rebel-base' });
    // Chewbacca, the mission's leader, may go along; Han stays.
    expect((await g.legal(REBEL)).map((a) => [a.type, a.params])).toEqual([
      ['ChooseOption', { option: 'chewbacca' }],
      ['PassChoice', {}],
    ]);
    await g.act(REBEL, { type: 'ChooseOption', option: 'chewbacca' });
    const seen = await g.view(EMPIRE);
    expect(seen.leaders['mon-mothma']).toMatchObject({ ring: null, location: { kind: 'rebel-base' } });
    expect(seen.leaders.chewbacca.location).toEqual({ kind: 'rebel-base' });
    expect(seen.leaders['han-solo']).toEqual({ ring: null, location: { kind: 'system', system: 'naboo' } });
  });

  it('Independent Operation over REST: Lando into a subjugated system, the Empire answers an open system prompt and its ground units withdraw', async () => {
    const g = await restGame({
      phase: 'assignment',
      turn: 'rebel',
      rebelBase: { system: 'dantooine' },
      hands: { rebel: { actions: ['independent-operation'] } },
      leaders: { 'lando-calrissian': 'pool' },
      systems: { naboo: { subjugated: true, units: { stormtrooper: 2, 'tie-fighter': 1 } }, sullust: { loyalty: 'empire', units: { 'rebel-trooper': 1 } } },
    });
    expect((await g.legal(REBEL)).filter((a) => a.type === 'UseActionCard').map((a) => a.params)).toEqual([{ card: 'independent-operation', system: 'naboo' }]);
    const used = await g.act(REBEL, { type: 'UseActionCard', card: 'independent-operation', system: 'naboo' });
    expect(used.map((e) => e.type)).toEqual(['ActionCardUsed', 'LeaderPlaced', 'PromptOpened']);
    // Coruscant is the only Imperial system without Rebel ground units; everybody sees the question and its choices.
    expect((await g.legal(EMPIRE)).map((a) => [a.type, a.params])).toEqual([['ChooseSystem', { system: 'coruscant' }]]);
    expect((await g.view(REBEL)).prompt).toMatchObject({ kind: 'system', seat: EMPIRE });
    const moved = await g.act(EMPIRE, { type: 'ChooseSystem', system: 'coruscant' });
    expect(moved.find((e) => e.type === 'UnitsMoved')!.payload).toEqual({ faction: 'empire', from: 'naboo', to: 'coruscant', units: { stormtrooper: 2 } });
    const seen = await g.view(REBEL);
    expect(seen.systems.naboo).toMatchObject({ subjugated: false, units: { 'tie-fighter': 1 } });
    expect(seen.leaders['lando-calrissian'].location).toEqual({ kind: 'system', system: 'naboo' });
  });
});
