import { seatViewer, SPECTATOR } from '../../../../core/visibility.view.js';
import { EMPIRE, REBEL, received } from '../../../rebellion.testkit.js';
import { act, imperialTurn, payloads, revealTargets } from '../../card.testkit.js';
import { longRangeProbe } from './long-range-probe.card.js';

/** Piett (2 intel, the portrait's 2 successes) reveals at `system`; the Rebel declines to oppose, Piett's dice against none. */
function probe(system: string, dice: string[] = ['blank', 'blank']) {
  const s = imperialTurn({ assigned: { empire: [{ card: 'long-range-probe', leaders: ['admiral-piett'] }] }, leaders: { 'mon-mothma': 'pool' } });
  const revealed = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system });
  return act(revealed.state, REBEL, { type: 'DeclineOpposition' }, dice);
}

const events = (step: ReturnType<typeof probe>, viewer: ReturnType<typeof seatViewer>) =>
  (received(step.emitted, step.state, viewer) as { events: { type: string; payload: unknown }[] }).events.filter((e) => e.type === 'BaseQuestionAnswered').map((e) => e.payload);

describe('Long-Range Probe (long-range-probe)', () => {
  it('is attempted in any system, not on the Rebel Base space', () => {
    const targets = revealTargets(longRangeProbe);
    expect(targets).toHaveLength(32);
    expect(targets).not.toContain('rebel-base');
  });

  it('on success the Rebel truthfully says yes in the base’s system; the base stays hidden', () => {
    // The testkit's hidden base is Dantooine.
    const hit = probe('dantooine');
    expect(payloads(hit.emitted, 'BaseQuestionAnswered')).toEqual([{ system: 'dantooine', scope: 'system', yes: true }]);
    expect(hit.state.base).toEqual({ system: 'dantooine', revealed: false });
    const miss = probe('naboo');
    expect(payloads(miss.emitted, 'BaseQuestionAnswered')).toEqual([{ system: 'naboo', scope: 'system', yes: false }]);
  });

  it('the answer reaches both sides’ seats; a spectator learns the question only', () => {
    const hit = probe('dantooine');
    expect(events(hit, seatViewer(EMPIRE))).toEqual([{ system: 'dantooine', scope: 'system', yes: true }]);
    expect(events(hit, seatViewer(REBEL))).toEqual([{ system: 'dantooine', scope: 'system', yes: true }]);
    expect(events(hit, SPECTATOR)).toEqual([{ system: 'dantooine', scope: 'system' }]);
  });

  it('a failed attempt gets no answer', () => {
    // Yularen (no portrait) rolls 3 blanks against Leia's 2 hits.
    const s = imperialTurn({ assigned: { empire: [{ card: 'long-range-probe', leaders: ['colonel-yularen'] }] }, leaders: { 'princess-leia': 'pool' } });
    const revealed = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'dantooine' });
    const failed = act(revealed.state, REBEL, { type: 'OpposeMission', leader: 'princess-leia' }, ['blank', 'blank', 'blank', 'hit', 'hit']);
    expect(payloads(failed.emitted, 'MissionResolved')).toEqual([{ faction: 'empire', card: 'long-range-probe', success: false }]);
    expect(payloads(failed.emitted, 'BaseQuestionAnswered')).toEqual([]);
  });
});
