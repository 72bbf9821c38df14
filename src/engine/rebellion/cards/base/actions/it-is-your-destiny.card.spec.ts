import { seatViewer } from '../../../../core/visibility.view.js';
import { legalActions } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, REBEL, types } from '../../../rebellion.testkit.js';
import { view } from '../../../rebellion.view.js';
import { act, payloads, rebelTurn } from '../../card.testkit.js';
import { itIsYourDestiny } from './it-is-your-destiny.card.js';

/** Han and Leia attempt Daring Rescue in Naboo, where Mon Mothma is held and Vader stands; the Empire declines to oppose. */
function rescued(position: object = {}): RebellionState {
  const s = rebelTurn({
    assigned: { rebel: [{ card: 'daring-rescue', leaders: ['han-solo', 'princess-leia'] }] },
    leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' }, 'darth-vader': 'naboo' },
    systems: { naboo: { units: { stormtrooper: 1 } } },
    hands: { empire: { actions: ['it-is-your-destiny'] } },
    ...position,
  });
  const revealed = act(s, REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' }).state;
  const declined = legalActions(revealed, EMPIRE).some((a) => a.type === 'DeclineOpposition') ? act(revealed, EMPIRE, { type: 'DeclineOpposition' }).state : revealed;
  // Leia goes along with Mon Mothma to the Rebel Base space; Han stays.
  return act(declined, REBEL, { type: 'ChooseOption', option: 'princess-leia' }).state;
}

describe('It Is Your Destiny (it-is-your-destiny)', () => {
  it('a Special card whose window opens after a rescue during a mission in Vader’s system', () => {
    expect(itIsYourDestiny.effect).toEqual({ window: 'rescued-in-mission', steps: [{ op: 'capture-mission-leader' }] });
  });

  it('after the rescue the Empire is asked in secret which leader of the mission to capture, or to pass', () => {
    const s = rescued();
    expect(s.prompt!.prompt).toMatchObject({ kind: 'leader', seat: EMPIRE, secret: true, optional: true, source: 'it-is-your-destiny', rule: 'rebellion:aktionskarten' });
    expect(legalActions(s, EMPIRE)).toEqual([{ type: 'ChooseLeader', leader: 'han-solo' }, { type: 'ChooseLeader', leader: 'princess-leia' }, { type: 'PassChoice' }]);
    expect(legalActions(s, REBEL)).toEqual([]);
    expect(view(s, seatViewer(REBEL)).prompt!.choices).toEqual([]);
  });

  it('the chosen leader is captured in the mission’s system, even one that went along (FAQ); the card is used', () => {
    const { emitted, state } = act(rescued(), EMPIRE, { type: 'ChooseLeader', leader: 'princess-leia' });
    expect(types(emitted)).toEqual(['PromptAnswered', 'ActionCardUsed', 'LeadersMoved', 'LeaderCaptured', 'MissionCardDiscarded', 'TurnBegan']);
    expect(payloads(emitted, 'PromptAnswered')).toEqual([{ faction: 'empire', choice: { leader: 'princess-leia' } }]);
    expect(state.leaders['princess-leia']).toEqual({ location: { kind: 'system', system: 'naboo' }, ring: 'captured' });
    expect(state.hands.actions.empire).toEqual([]);
  });

  it('the Rebel sees the answer’s stand-in only while it is secret: passing shows nothing and the mission ends', () => {
    const passed = act(rescued(), EMPIRE, { type: 'PassChoice' });
    expect(types(passed.emitted)).toEqual(['PromptAnswered', 'MissionCardDiscarded', 'TurnBegan']);
    expect(passed.state.hands.actions.empire).toEqual(['it-is-your-destiny']);
  });

  it('holding another action card the Empire is asked all the same and can only pass (the window tells nothing of the hand); holding none, not asked', () => {
    const s = rescued({ hands: { empire: { actions: ['brilliant-administrator'] } } });
    expect(s.prompt!.prompt).toMatchObject({ kind: 'leader', secret: true, choices: [] });
    expect(legalActions(s, EMPIRE)).toEqual([{ type: 'PassChoice' }]);
    expect(rescued({ hands: { empire: { actions: [] } } }).prompt).toBeNull();
  });

  it('no window without Vader in the system', () => {
    const s = rescued({ leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' }, 'darth-vader': 'pool' } });
    expect(s.prompt).toBeNull();
    expect(s.phase.kind).toBe('command');
  });

  it('Noble Sacrifice answers the capture: Obi-Wan leaves the game instead', () => {
    const s = rebelTurn({
      assigned: { rebel: [{ card: 'daring-rescue', leaders: ['obi-wan-kenobi'] }] },
      leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' }, 'darth-vader': 'naboo' },
      systems: { naboo: { units: { stormtrooper: 1 } } },
      hands: { empire: { actions: ['it-is-your-destiny'] }, rebel: { actions: ['noble-sacrifice'] } },
    });
    const revealed = act(s, REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' }).state;
    const declined = legalActions(revealed, EMPIRE).some((a) => a.type === 'DeclineOpposition') ? act(revealed, EMPIRE, { type: 'DeclineOpposition' }).state : revealed;
    const stayed = act(declined, REBEL, { type: 'PassChoice' }).state;
    const chosen = act(stayed, EMPIRE, { type: 'ChooseLeader', leader: 'obi-wan-kenobi' });
    expect(legalActions(chosen.state, REBEL)).toEqual([{ type: 'ChooseOption', card: 'noble-sacrifice' }, { type: 'PassChoice' }]);
    const sacrificed = act(chosen.state, REBEL, { type: 'ChooseOption', card: 'noble-sacrifice' });
    expect(payloads(sacrificed.emitted, 'LeaderEliminated')).toEqual([{ leader: 'obi-wan-kenobi' }]);
    expect(sacrificed.state.phase.kind).toBe('command');
  });
});
