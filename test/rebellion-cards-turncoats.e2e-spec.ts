import { backends, startApp, type TestApp } from './support/app.harness.js';
import { EMPIRE, graphqlSandbox, REBEL, restSandbox } from './support/rebellion-cards.harness.js';

/**
 * Lure of the Dark Side and Seek Yoda through the API. Seek Yoda is resolved
 * (no dice): Luke's figure swapped for the Jedi, its leader prompt and ring over REST. Lure of the Dark Side over
 * GraphQL: the attempt against a captive (the server rolls, so the outcome
 * is read from the log), then a lured leader as a position shows it, acting
 * for the Empire. The Empire sits in seat 0.
 */

/** Luke and Han resolve Seek Yoda; the Empire has passed. */
const YODA = {
  phase: 'command',
  passed: ['empire'],
  rebelBase: { system: 'dantooine' },
  assigned: { rebel: [{ card: 'seek-yoda', leaders: ['luke-skywalker', 'han-solo'] }] },
};

/** The Emperor attempts Lure of the Dark Side against Luke, held on Naboo; the Rebel has passed. */
const LURE = {
  phase: 'command',
  turn: 'empire',
  passed: ['rebel'],
  rebelBase: { system: 'dantooine' },
  assigned: { empire: [{ card: 'lure-of-the-dark-side', leaders: ['emperor-palpatine'] }] },
  leaders: { 'luke-skywalker': { at: 'naboo', ring: 'captured' } },
  systems: { naboo: { units: { stormtrooper: 1 }, subjugated: true } },
};

/** Luke turned to the Dark Side waits in the Imperial pool, Han in the Rebel's; the Empire assigns. */
const TURNED = {
  phase: 'assignment',
  turn: 'empire',
  rebelBase: { system: 'dantooine' },
  leaders: { 'luke-skywalker': { at: 'pool', ring: 'lure-of-the-dark-side' }, 'han-solo': 'pool' },
};

describe.each(backends())('Rebellion turncoat cards on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('over REST (Seek Yoda): resolved in Dagobah, the Rebel picks the leader who wears the Master Yoda ring, seen by everybody', async () => {
    const g = await restSandbox(t, YODA);
    const reveals = (await g.legal(REBEL)).filter((a) => a.type === 'RevealMission');
    expect(reveals.map((a) => a.params)).toEqual([{ slot: 0, system: 'dagobah' }]);
    await g.act(REBEL, { type: 'RevealMission', slot: 0, system: 'dagobah' });
    const offered = await g.legal(REBEL);
    expect(offered.map((a) => [a.type, a.params.leader])).toEqual([
      ['ChooseLeader', 'luke-skywalker-jedi'],
      ['ChooseLeader', 'han-solo'],
    ]);
    expect(offered[1]!.label).toEqual({ de: 'Han Solo (Dagobah)', en: 'Han Solo (Dagobah)' });
    expect(await g.legal(EMPIRE)).toEqual([]);
    await g.act(REBEL, { type: 'ChooseLeader', leader: 'han-solo' });
    for (const seat of [EMPIRE, REBEL, null]) {
      const view = await g.view(seat);
      expect(view.leaders['han-solo']).toEqual({ location: { kind: 'system', system: 'dagobah' }, ring: 'seek-yoda' });
      expect([view.leaders['luke-skywalker'], view.leaders['luke-skywalker-jedi']]).toEqual([undefined, { location: { kind: 'system', system: 'dagobah' }, ring: null }]);
      expect((await g.log(seat)).filter((e) => e.type === 'YodaRingAttached').map((e) => [e.payload, e.redacted])).toEqual([[{ leader: 'han-solo' }, false]]);
    }
  });

  it('over GraphQL (Lure of the Dark Side): the attempt against the captive, then a lured leader assigned and seen as the Empire’s', async () => {
    const g = await graphqlSandbox(t, LURE);
    const events = await g.act(EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' });
    const rolled = events.filter((e) => e.type === 'MissionDiceRolled').map((e) => (e.payload as { dice: unknown[] }).dice.length);
    // Every skill icon rolls: the Emperor's 5, Luke's 3.
    expect(rolled).toEqual([5, 3]);
    const success = (events.find((e) => e.type === 'MissionResolved')!.payload as { success: boolean }).success;
    const view = await g.view(REBEL);
    if (success) {
      expect(events.filter((e) => e.type === 'LeaderTurned').map((e) => e.payload)).toEqual([{ leader: 'luke-skywalker', side: 'empire', reputation: 1 }]);
      expect(view.sides).toEqual({ 'luke-skywalker': 'empire' });
      expect((view.leaders as Record<string, { ring: string }>)['luke-skywalker']!.ring).toBe('lure-of-the-dark-side');
    } else {
      expect(events.filter((e) => e.type === 'LeaderTurned')).toEqual([]);
      expect(view.sides).toBeUndefined();
      expect((view.leaders as Record<string, { ring: string }>)['luke-skywalker']!.ring).toBe('captured');
    }

    const turned = await graphqlSandbox(t, TURNED);
    const assign = (await turned.legal(EMPIRE)).filter((a) => a.type === 'AssignMission');
    expect(assign.length).toBeGreaterThan(0);
    expect(new Set(assign.map((a) => a.params.leader))).toEqual(new Set(['luke-skywalker']));
    const assigned = await turned.act(EMPIRE, { type: 'AssignMission', mission: assign[0]!.params.mission, leader: 'luke-skywalker' });
    expect(assigned.map((e) => e.type)).toContain('MissionAssigned');
    // The Rebel sees a turned leader like any Imperial one: its side, not where it went.
    const rebelView = await turned.view(REBEL);
    expect(rebelView.sides).toEqual({ 'luke-skywalker': 'empire' });
    expect((rebelView.leaders as Record<string, unknown>)['luke-skywalker']).toEqual({ location: { kind: 'reserve' }, ring: 'lure-of-the-dark-side' });
    expect(JSON.stringify(await turned.log(REBEL))).not.toContain('"leader":"luke-skywalker"');
  });
});
