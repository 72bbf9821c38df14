import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, given, play, REBEL, types } from '../../../rebellion.testkit.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { act, bestLeaders, no, payloads, revealUnopposed } from '../../card.testkit.js';
import { sabotage } from '../missions/sabotage.card.js';
import { theMillenniumFalcon } from './the-millennium-falcon.card.js';

const captive = (han: object) => ({
  leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' }, 'han-solo': han },
  systems: { naboo: { units: { stormtrooper: 1 } } },
});

describe('The Millennium Falcon (the-millennium-falcon), rebellion:zustandsringe', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(theMillenniumFalcon.effect).not.toBeNull();
  });

  it('after a Rebel success in the bearer’s system the ring may be discarded to rescue the captive there', () => {
    const { emitted, state } = revealUnopposed(sabotage, { system: 'naboo' }, captive({ at: 'naboo', ring: 'the-millennium-falcon' }));
    expect(payloads(emitted, 'MissionResolved')).toEqual([{ faction: 'rebel', card: 'sabotage', success: true }]);
    expect(types(emitted)).toContain('RingWindowOpened');
    expect(legalActions(state, REBEL)).toEqual([{ type: 'UseRing' }, { type: 'DeclineRing' }]);
    expect(legalActions(state, EMPIRE)).toEqual([]);
    const used = act(state, REBEL, { type: 'UseRing' });
    expect(payloads(used.emitted, 'RingUsed')).toEqual([{ leader: 'han-solo', ring: 'the-millennium-falcon', blanked: null }]);
    expect(payloads(used.emitted, 'LeaderRescued')).toEqual([{ leader: 'mon-mothma', to: 'rebel-base' }]);
    expect(used.state.leaders['han-solo']!.ring).toBeNull();
    // The mission's leaders (not Han, who was not assigned) may go along.
    const [first, second] = bestLeaders('rebel', 'sabotage');
    expect(legalActions(used.state, REBEL)).toContainEqual({ type: 'ChooseOption', option: `${first}+${second}` });
    expect(legalActions(used.state, REBEL).some((a) => JSON.stringify(a).includes('han-solo'))).toBe(false);
    const done = act(used.state, REBEL, { type: 'PassChoice' });
    expect(types(done.emitted)).toEqual(['PromptAnswered', 'MissionCardReturned', 'TurnBegan']);
  });

  it('declined, the captive stays and the ring with Han; without a captive or the bearer away no window opens', () => {
    const { state } = revealUnopposed(sabotage, { system: 'naboo' }, captive({ at: 'naboo', ring: 'the-millennium-falcon' }));
    const declined = act(state, REBEL, { type: 'DeclineRing' });
    expect(types(declined.emitted)).toEqual(['RingDeclined', 'MissionCardReturned', 'TurnBegan']);
    expect(declined.state.leaders['mon-mothma']!.ring).toBe('captured');
    expect(declined.state.leaders['han-solo']!.ring).toBe('the-millennium-falcon');
    const away = revealUnopposed(sabotage, { system: 'naboo' }, captive({ at: 'tatooine', ring: 'the-millennium-falcon' }));
    expect(types(away.emitted)).not.toContain('RingWindowOpened');
    const free = revealUnopposed(sabotage, { system: 'naboo' }, { leaders: { 'han-solo': { at: 'naboo', ring: 'the-millennium-falcon' } } });
    expect(types(free.emitted)).not.toContain('RingWindowOpened');
  });

  it('the ring goes onto Han Solo or Chewbacca only, never one wearing an Imperial ring', () => {
    const board = given({ phase: 'command', rebelBase: { system: 'dantooine' }, leaders: { 'han-solo': 'pool', chewbacca: { at: 'naboo', ring: 'captured' }, 'mon-mothma': 'pool' } });
    const s: RebellionState = { ...board, phase: { kind: 'immediate-action-cards', pending: { rebel: ['the-millennium-falcon'], empire: [] }, resume: 'build' } };
    expect(legalActions(s, REBEL)).toEqual([{ type: 'AttachRing', card: 'the-millennium-falcon', leader: 'han-solo' }]);
    expect(no(s, REBEL, { type: 'AttachRing', card: 'the-millennium-falcon', leader: 'mon-mothma' }).code).toBe('RING_NEEDS_PICTURED_LEADER');
    expect(no(s, REBEL, { type: 'AttachRing', card: 'the-millennium-falcon', leader: 'chewbacca' }).code).toBe('RING_NEEDS_PICTURED_LEADER');
    expect(play(s, [REBEL, { type: 'AttachRing', card: 'the-millennium-falcon', leader: 'han-solo' }]).leaders['han-solo']!.ring).toBe('the-millennium-falcon');
  });
});
