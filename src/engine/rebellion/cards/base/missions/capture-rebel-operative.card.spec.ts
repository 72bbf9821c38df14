import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, REBEL, types } from '../../../rebellion.testkit.js';
import { act, imperialTurn, payloads } from '../../card.testkit.js';
import { captureRebelOperative } from './capture-rebel-operative.card.js';

describe('Capture Rebel Operative (capture-rebel-operative)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(captureRebelOperative.effect).not.toBeNull();
  });

  it('Capture Rebel Operative: against a Rebel leader in a system with an Imperial unit; that leader takes part; success attaches the captured ring', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'capture-rebel-operative', leaders: ['darth-vader'] }] },
      systems: { naboo: { loyalty: 'empire', units: { 'star-destroyer': 1 } } },
      leaders: { 'princess-leia': 'naboo', 'mon-mothma': 'hoth', 'jan-dodonna': 'pool' },
    });
    expect(legalActions(s, EMPIRE).filter((a) => a.type === 'RevealMission')).toEqual([{ type: 'RevealMission', slot: 0, leader: 'princess-leia' }]);
    const revealed = act(s, EMPIRE, { type: 'RevealMission', slot: 0, leader: 'princess-leia' });
    expect(revealed.emitted[0].event.payload).toMatchObject({ system: 'naboo', target: 'princess-leia' });
    // Vader 3 spec-ops dice against Leia's 1.
    const { emitted, state } = act(revealed.state, REBEL, { type: 'DeclineOpposition' }, ['hit', 'hit', 'blank', 'blank']);
    expect(payloads(emitted, 'MissionDiceRolled')).toHaveLength(2);
    expect(types(emitted)).toContain('LeaderCaptured');
    expect(state.leaders['princess-leia']).toEqual({ location: { kind: 'system', system: 'naboo' }, ring: 'captured' });
    expect(state.hands.missions.empire).toContain('capture-rebel-operative');
  });

  it('Capture Rebel Operative: a second capture rescues the first captive to the Rebel Base space', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'capture-rebel-operative', leaders: ['darth-vader'] }] },
      systems: { naboo: { loyalty: 'empire', units: { 'star-destroyer': 1 } }, hoth: { units: { 'tie-fighter': 1 } } },
      leaders: { 'princess-leia': 'naboo', 'mon-mothma': { at: 'hoth', ring: 'captured' } },
    });
    // No Rebel leader is left in reserve: nobody is asked to oppose, Leia alone rolls against Vader.
    const { state } = act(s, EMPIRE, { type: 'RevealMission', slot: 0, leader: 'princess-leia' }, ['hit', 'hit', 'hit', 'blank']);
    expect(state.leaders['mon-mothma']).toEqual({ location: { kind: 'rebel-base' }, ring: null });
    expect(state.leaders['princess-leia']!.ring).toBe('captured');
  });
});
