import { act, bestLeaders, imperialTurn, payloads, revealTargets } from '../../card.testkit.js';
import { EMPIRE, REBEL } from '../../../rebellion.testkit.js';
import { isCaptured } from '../../../board.query.js';
import { carbonFreezing } from './carbon-freezing.card.js';

// Boba Fett and Vader (3 spec ops dice each) against the captive Han Solo (2 spec ops dice) on Naboo.
const captive = { leaders: { 'han-solo': { at: 'naboo', ring: 'captured' } }, systems: { naboo: { units: { stormtrooper: 1 }, subjugated: true } } };
const frozen = (dice = ['hit', 'hit', 'blank', 'blank'], position: object = captive) => {
  const s = imperialTurn({ assigned: { empire: [{ card: 'carbon-freezing', leaders: ['boba-fett', 'darth-vader'] }] }, ...position });
  return act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' }, dice);
};

describe('Carbon Freezing (carbon-freezing)', () => {
  it('is attempted only where a captured leader is held; the captive opposes and rolls', () => {
    expect(carbonFreezing.timing).toBe('attempt');
    expect(revealTargets(carbonFreezing, captive)).toEqual(['naboo']);
    expect(revealTargets(carbonFreezing)).toEqual([]);
    // Boba 3 + Vader 3 spec-ops dice, Han 2.
    const { emitted } = frozen(['blank', 'blank', 'blank', 'blank', 'blank', 'blank', 'hit', 'hit']);
    expect((payloads(emitted, 'MissionDiceRolled') as { dice: unknown[] }[]).map((d) => d.dice.length)).toEqual([6, 2]);
    expect(payloads(emitted, 'MissionResolved')).toEqual([{ faction: 'empire', card: 'carbon-freezing', success: false }]);
    expect(payloads(emitted, 'LeaderFrozen')).toEqual([]);
  });

  it('on success the Carbonite ring replaces the captured ring and the Rebels lose 1 reputation; the leader still counts as captured', () => {
    const before = imperialTurn(captive).reputation;
    const { emitted, state } = frozen(['hit', 'hit', 'hit', 'blank', 'blank', 'blank', 'blank', 'blank']);
    expect(payloads(emitted, 'LeaderFrozen')).toEqual([{ leader: 'han-solo', reputation: 1 }]);
    expect(state.leaders['han-solo']).toEqual({ location: { kind: 'system', system: 'naboo' }, ring: 'carbonite' });
    expect(state.reputation).toBe(before + 1);
    expect(isCaptured(state, 'han-solo')).toBe(true);
    // Still a captured leader for cards: Naboo is a target again.
    expect(revealTargets(carbonFreezing, { leaders: { 'han-solo': { at: 'naboo', ring: 'carbonite' } }, systems: captive.systems })).toEqual(['naboo']);
  });

  it('the captured ring is free again: a new capture leaves the leader in carbonite where it is; no captured ring left to freeze does nothing', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'capture-rebel-operative', leaders: ['darth-vader'] }] },
      leaders: { 'han-solo': { at: 'naboo', ring: 'carbonite' }, 'princess-leia': 'hoth' },
      systems: { naboo: { units: { stormtrooper: 1 }, subjugated: true }, hoth: { units: { stormtrooper: 1 } } },
    });
    const { state } = act(s, EMPIRE, { type: 'RevealMission', slot: 0, leader: 'princess-leia' }, ['hit', 'hit', 'hit', 'blank']);
    expect(state.leaders['princess-leia']!.ring).toBe('captured');
    expect(state.leaders['han-solo']!.ring).toBe('carbonite');
    const again = frozen(['hit', 'hit', 'hit', 'blank', 'blank', 'blank', 'blank', 'blank'], { leaders: { 'han-solo': { at: 'naboo', ring: 'carbonite' } }, systems: captive.systems });
    expect(payloads(again.emitted, 'MissionResolved')).toEqual([{ faction: 'empire', card: 'carbon-freezing', success: true }]);
    expect(payloads(again.emitted, 'LeaderFrozen')).toEqual([]);
  });

  it('a leader in carbonite is rescued like any captive: the ring is discarded, the reputation stays lost', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'homing-beacon', leaders: bestLeaders('empire', 'homing-beacon') }] },
      leaders: { 'han-solo': { at: 'naboo', ring: 'carbonite' } },
      systems: captive.systems,
      reputation: 15,
    });
    const revealed = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' }, [...Array(6).fill('hit'), 'blank', 'blank']);
    const { state } = act(revealed.state, REBEL, { type: 'ChooseSystem', system: 'ilum' });
    expect(state.leaders['han-solo']).toEqual({ location: { kind: 'system', system: 'ilum' }, ring: null });
    expect(state.reputation).toBe(15);
  });
});
