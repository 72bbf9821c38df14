import { backends, startApp, type TestApp } from './support/app.harness.js';
import { EMPIRE, REBEL, graphqlSandbox, restSandbox, type SeenEvent } from './support/rebellion-cards.harness.js';

/**
 * „Contingency Plan“ through the API: a mission revealed with no system
 * (RevealMission names only its slot), whose leaders go onto a starting
 * mission from the hand by a secret `card` prompt. The Rebel sees the card
 * chosen; the Empire and spectators learn that the leaders wait on a face-down
 * card, never which, in views, event logs and legal actions. Lando's 2 bonus
 * successes are a public modifier. The Empire sits in seat 0.
 */

const STARTING = ['sabotage', 'build-alliance', 'infiltration', 'rapid-mobilization'];
const position = {
  phase: 'command',
  rebelBase: { system: 'dantooine' },
  assigned: { rebel: [{ card: 'contingency-plan', leaders: ['lando-calrissian'] }] },
  hands: { rebel: { missions: [...STARTING, 'hit-and-run'] } },
};
const naming = (seen: unknown) => STARTING.filter((c) => JSON.stringify(seen).includes(`"${c}"`));

describe.each(backends())('Rebellion: Contingency Plan on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  it('over REST: revealed by its slot, the leaders go onto a starting mission in secret, Lando gets 2 bonus successes for the round', async () => {
    const { act, actId, legal, view, log } = await restSandbox(t, position);
    const reveal = (await legal(REBEL)).filter((a) => a.type === 'RevealMission');
    expect(reveal.map((a) => a.params)).toEqual([{ slot: 0 }]);
    expect(reveal[0].label.en).toBe('Reveal mission 1, with no system');
    expect(await act(REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' }, 422)).toMatchObject({ code: 'MISSION_TARGET_INVALID' });
    await act(REBEL, { type: 'RevealMission', slot: 0 });
    const choices = await legal(REBEL);
    expect(choices.map((a) => [a.type, a.params])).toEqual(STARTING.map((card) => ['ChooseCard', { card }]));
    expect(await legal(EMPIRE)).toEqual([]);
    expect((await view(EMPIRE)).prompt).toMatchObject({ kind: 'card', seat: REBEL, source: 'contingency-plan', secret: true, choices: [] });
    const done = await actId(REBEL, choices.find((a) => a.params.card === 'infiltration')!.id);
    expect(done.events.map((e: SeenEvent) => e.type)).toEqual(['PromptAnswered', 'LeadersMovedToStartingMission', 'MissionCardDiscarded', 'ModifierAdded', 'TurnBegan']);
    expect((await view(REBEL)).assigned.rebel).toEqual({ count: 1, cards: [{ card: 'infiltration', leaders: ['lando-calrissian'] }] });
    for (const seat of [EMPIRE, null]) {
      expect(naming(await view(seat))).toEqual([]);
      expect(naming(await log(seat))).toEqual([]);
      expect((await view(seat)).assigned.rebel).toEqual({ count: 1 });
      expect((await view(seat)).modifiers).toEqual([
        { source: 'contingency-plan', owner: 'rebel', until: 'round', effect: { kind: 'bonus-successes', leader: 'lando-calrissian', successes: 2 } },
      ]);
    }
    expect((await log(EMPIRE)).find((e) => e.type === 'LeadersMovedToStartingMission')).toMatchObject({ redacted: true, payload: { faction: 'rebel', slot: 0 } });
  });

  it('over GraphQL: the same secret choice; the Empire’s log and legal actions never name the starting mission', async () => {
    const { act, legal, view, log } = await graphqlSandbox(t, position);
    await act(REBEL, { type: 'RevealMission', slot: 0 });
    expect((await legal(REBEL)).map((a) => a.params.card)).toEqual(STARTING);
    expect(await legal(EMPIRE)).toEqual([]);
    const events = await act(REBEL, { type: 'ChooseCard', card: 'sabotage' });
    expect(events.find((e) => e.type === 'LeadersMovedToStartingMission')!.payload).toEqual({ faction: 'rebel', slot: 0, card: 'sabotage' });
    expect((await view(REBEL)).assigned).toMatchObject({ rebel: { cards: [{ card: 'sabotage', leaders: ['lando-calrissian'] }] } });
    expect(naming(await log(EMPIRE))).toEqual([]);
    expect(naming(await view(EMPIRE))).toEqual([]);
    expect(naming(await legal(EMPIRE))).toEqual([]);
    expect((await view(EMPIRE)).phase).toMatchObject({ kind: 'command', turn: 'empire' });
  });
});
