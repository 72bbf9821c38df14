import { seatViewer, SPECTATOR } from '../../../../core/visibility.view.js';
import { legalActions } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, REBEL, received } from '../../../rebellion.testkit.js';
import { view } from '../../../rebellion.view.js';
import { act, imperialTurn, payloads, revealTargets } from '../../card.testkit.js';
import { interrogationDroid } from './interrogation-droid.card.js';

const captive = { leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' }, 'han-solo': 'pool' }, systems: { naboo: { units: { stormtrooper: 1 }, subjugated: true } } };
const reveal = () => act(imperialTurn({ assigned: { empire: [{ card: 'interrogation-droid', leaders: ['colonel-yularen', 'darth-vader'] }] }, ...captive }), EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' });
const rolled = (step: { emitted: Parameters<typeof payloads>[0] }) => (payloads(step.emitted, 'MissionDiceRolled') as { dice: unknown[] }[]).map((d) => d.dice.length);

describe('Interrogation Droid (interrogation-droid)', () => {
  it('is attempted only where a captured leader is held', () => {
    expect(revealTargets(interrogationDroid, captive)).toEqual(['naboo']);
    expect(revealTargets(interrogationDroid)).toEqual([]);
  });

  it('both sides roll a die for every skill icon of any kind', () => {
    const opposed = act(reveal().state, REBEL, { type: 'OpposeMission', leader: 'han-solo' }, Array(16).fill('blank'));
    // Yularen: intel 3; Vader: diplomacy 2, spec ops 3 => 8 (the portrait adds successes, not dice).
    // Han 1 + 1 + 2 and the captive Mon Mothma 3 + 1: a captive opposes a mission against him (RR GEFANGENE ANFÜHRER).
    expect(rolled(opposed)).toEqual([8, 8]);
  });

  it('the captive opposes and rolls even when no leader is sent (RR GEFANGENE ANFÜHRER)', () => {
    const declined = act(reveal().state, REBEL, { type: 'DeclineOpposition' }, [...Array(8).fill('blank'), ...Array(4).fill('hit')]);
    expect(rolled(declined)).toEqual([8, 4]);
    // Yularen's portrait (2) against the captive's 4 hits.
    expect(payloads(declined.emitted, 'MissionResolved')).toEqual([{ faction: 'empire', card: 'interrogation-droid', success: false }]);
  });

  it('on success the Rebel names 3 systems in secret, the third his base’s if still missing; the Empire hears them sorted', () => {
    let step = act(reveal().state, REBEL, { type: 'DeclineOpposition' }, [...Array(8).fill('hit'), ...Array(4).fill('blank')]);
    expect(legalActions(step.state, REBEL)).toHaveLength(32);
    expect(view(step.state, seatViewer(EMPIRE)).prompt).toMatchObject({ kind: 'system', choices: [] });
    step = act(step.state, REBEL, { type: 'ChooseSystem', system: 'tatooine' });
    step = act(step.state, REBEL, { type: 'ChooseSystem', system: 'hoth' });
    // The testkit's base is Dantooine: the last choice is the base alone, shown to the Rebel only.
    expect(legalActions(step.state, REBEL)).toEqual([{ type: 'ChooseSystem', system: 'dantooine' }]);
    for (const viewer of [seatViewer(EMPIRE), SPECTATOR]) {
      const seen = received(step.emitted, step.state, viewer) as { events: unknown[]; view: { prompt: unknown }; legal: unknown[] };
      expect(JSON.stringify([seen.events, seen.view.prompt, seen.legal])).not.toMatch(/dantooine|tatooine|hoth/);
    }
    const done = act(step.state, REBEL, { type: 'ChooseSystem', system: 'dantooine' });
    expect(payloads(done.emitted, 'BaseSystemsNamed')).toEqual([{ systems: ['dantooine', 'hoth', 'tatooine'] }]);
    const heard = (viewer: Parameters<typeof received>[2]) =>
      (received(done.emitted, done.state, viewer) as { events: { type: string; payload: unknown }[] }).events.find((e) => e.type === 'BaseSystemsNamed')!.payload;
    expect(heard(seatViewer(EMPIRE))).toEqual({ systems: ['dantooine', 'hoth', 'tatooine'] });
    expect(heard(SPECTATOR)).toEqual({ count: 3 });
    expect((done.state as RebellionState).base.revealed).toBe(false);
  });

  it('naming the base early leaves the other choices free', () => {
    let step = act(reveal().state, REBEL, { type: 'DeclineOpposition' }, [...Array(8).fill('hit'), ...Array(4).fill('blank')]);
    step = act(step.state, REBEL, { type: 'ChooseSystem', system: 'dantooine' });
    step = act(step.state, REBEL, { type: 'ChooseSystem', system: 'hoth' });
    expect(legalActions(step.state, REBEL)).toHaveLength(30);
  });
});
