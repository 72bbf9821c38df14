import { backends, startApp, type TestApp } from './support/app.harness.js';
import { EMPIRE, REBEL, graphqlSandbox, restSandbox } from './support/rebellion-cards.harness.js';

/**
 * A combat started by a card, through the API: a mission moves units by a
 * units prompt („move-units“), then, after its steps, begins a combat in its
 * system with the revealing side active; the combat runs to its end and the
 * turn passes as after an activation. Sandbox games set the situation up;
 * the server rolls the dice, so the combat is played out with the first
 * legal action of whoever is asked. The Empire sits in seat 0.
 */

const typesOf = (events: { type: string }[]) => events.map((e) => e.type);

describe.each(backends())('Rebellion card combats on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('over REST (Lead the Strike Team): ground units from the Rebel Base space, one at a time; the last one starts a combat the Rebels started, which ends with the Empire’s turn', async () => {
    const api = await restSandbox(t, {
        phase: 'command',
        rebelBase: { system: 'dantooine', units: { 'rebel-trooper': 3, 'x-wing': 1 } },
        assigned: { rebel: [{ card: 'lead-the-strike-team', leaders: ['princess-leia', 'general-rieekan'] }] },
        systems: { naboo: { loyalty: 'empire', units: { stormtrooper: 1 } } },
      });
    const { act, legal } = api;
    const view = () => api.view(null);

    await act(REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    await act(EMPIRE, { type: 'DeclineOpposition' });
    expect((await legal(REBEL)).map((a) => [a.type, a.params, a.label.en])).toEqual([
      ['ChooseUnit', { from: 'rebel-base', unit: 'rebel-trooper' }, 'Rebel Trooper (from "Rebel Base" space)'],
      ['PassChoice', {}, 'Move no further unit'],
    ]);
    const first = await act(REBEL, { type: 'ChooseUnit', from: 'rebel-base', unit: 'rebel-trooper' });
    expect(typesOf(first.events)).toEqual(['PromptAnswered', 'UnitsMoved', 'PromptOpened']);
    const done = await act(REBEL, { type: 'PassChoice' });
    expect(typesOf(done.events).slice(0, 3)).toEqual(['PromptAnswered', 'MissionCardDiscarded', 'CombatBegan']);
    expect(done.events[2].payload).toEqual({ system: 'naboo', active: 'rebel', from: [], present: { space: [], ground: ['empire', 'rebel'] } });
    expect((await view()).phase).toMatchObject({ kind: 'combat', system: 'naboo', active: 'rebel' });

    for (let step = 0; step < 200; step++) {
      const phase = (await view()).phase;
      if (phase.kind !== 'combat') break;
      const seat = phase.turn === 'empire' ? EMPIRE : REBEL;
      await api.actId(seat, (await legal(seat))[0].id);
    }
    const after = await view();
    expect(after.phase).toMatchObject({ kind: 'command', turn: 'empire' });
    expect(after.discards.missions.rebel).toEqual(['lead-the-strike-team']);
  });

  it('over GraphQL (Planetary Conquest): units from one system ignoring adjacency; the combat the Empire starts names that system as closed to the Rebel retreat', async () => {
    const { act, legal } = await graphqlSandbox(t, {
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      rebelBase: { system: 'dantooine' },
      assigned: { empire: [{ card: 'planetary-conquest', leaders: ['darth-vader'] }] },
      systems: { naboo: { loyalty: 'rebel', units: { 'rebel-trooper': 1 } }, sullust: { loyalty: 'empire', units: { 'at-st': 1, stormtrooper: 2 } } },
    });

    await act(EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' });
    const opposition = await legal(REBEL);
    if (opposition.some((a) => a.type === 'DeclineOpposition')) await act(REBEL, { type: 'DeclineOpposition' });
    expect((await legal(EMPIRE)).map((a) => a.params)).toEqual([{ from: 'sullust', unit: 'stormtrooper' }, { from: 'sullust', unit: 'at-st' }, {}]);
    await act(EMPIRE, { type: 'ChooseUnit', from: 'sullust', unit: 'at-st' });
    const events = await act(EMPIRE, { type: 'PassChoice' });
    expect(typesOf(events).slice(0, 3)).toEqual(['PromptAnswered', 'MissionCardDiscarded', 'CombatBegan']);
    expect(events[2].payload).toEqual({ system: 'naboo', active: 'empire', from: ['sullust'], present: { space: [], ground: ['empire', 'rebel'] } });
  });
});
