import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, REBEL, types } from '../../../rebellion.testkit.js';
import { act, imperialTurn, no, payloads } from '../../card.testkit.js';
import { collectBounty } from './collect-bounty.card.js';

// Boba Fett (spec ops, the portrait's 2 successes) against Leia on Dagobah; Imperial units where `imperial` says.
const position = (imperial: Record<string, object>, leaders: object = {}) =>
  imperialTurn({
    assigned: { empire: [{ card: 'collect-bounty', leaders: ['boba-fett'] }] },
    systems: imperial,
    leaders: { 'princess-leia': 'dagobah', ...leaders },
  });

const collect = (imperial: Record<string, object>, leaders: object = {}) => act(position(imperial, leaders), EMPIRE, { type: 'RevealMission', slot: 0, leader: 'princess-leia' }, ['blank', 'blank', 'blank', 'blank']);

describe('Collect Bounty (collect-bounty)', () => {
  it('targets a free Rebel leader in any system; not a captured one', () => {
    expect(collectBounty.timing).toBe('attempt');
    const s = position({ hoth: { units: { 'tie-fighter': 1 } } }, { 'mon-mothma': { at: 'hoth', ring: 'captured' } });
    expect(legalActions(s, EMPIRE).filter((a) => a.type === 'RevealMission')).toEqual([{ type: 'RevealMission', slot: 0, leader: 'princess-leia' }]);
    expect(no(s, EMPIRE, { type: 'RevealMission', slot: 0, leader: 'mon-mothma' })).toMatchObject({ code: 'MISSION_TARGET_INVALID' });
  });

  it('captures the leader and brings it and Boba Fett to the nearest system with an Imperial unit', () => {
    // Hoth is 2 moves from Dagobah (through Mustafar); Coruscant is farther.
    const { emitted, state } = collect({ hoth: { units: { 'tie-fighter': 1 } } });
    expect(types(emitted)).toEqual(expect.arrayContaining(['LeaderCaptured', 'LeadersMoved']));
    expect(payloads(emitted, 'LeadersMoved')).toEqual([{ leaders: ['princess-leia', 'boba-fett'], to: 'hoth' }]);
    expect(state.leaders['princess-leia']).toEqual({ location: { kind: 'system', system: 'hoth' }, ring: 'captured' });
    expect(state.leaders['boba-fett']!.location).toEqual({ kind: 'system', system: 'hoth' });
  });

  it('stays where an Imperial unit stands already (FAQ)', () => {
    const { emitted, state } = collect({ dagobah: { units: { 'tie-fighter': 1 } }, mustafar: { units: { 'tie-fighter': 1 } } });
    expect(payloads(emitted, 'LeadersMoved')).toEqual([]);
    expect(state.leaders['princess-leia']).toEqual({ location: { kind: 'system', system: 'dagobah' }, ring: 'captured' });
  });

  it('the Empire breaks a tie between equally near systems (a public system prompt)', () => {
    const { state } = collect({ mustafar: { units: { 'tie-fighter': 1 } }, naboo: { units: { 'tie-fighter': 1 } } });
    expect(legalActions(state, EMPIRE)).toEqual([
      { type: 'ChooseSystem', system: 'mustafar' },
      { type: 'ChooseSystem', system: 'naboo' },
    ]);
    expect(state.prompt!.prompt.secret).toBe(false);
    // Captured only once the place is chosen: a captive left without Imperial units would be freed at once.
    expect(state.leaders['princess-leia']!.ring).toBeNull();
    const chosen = act(state, EMPIRE, { type: 'ChooseSystem', system: 'naboo' });
    expect(chosen.state.leaders['princess-leia']).toEqual({ location: { kind: 'system', system: 'naboo' }, ring: 'captured' });
    expect(chosen.state.phase.kind).toBe('command');
  });

  it('a second capture rescues the first captive; a failed attempt captures nobody', () => {
    const { state } = collect({ hoth: { units: { 'tie-fighter': 1 } } }, { 'mon-mothma': { at: 'hoth', ring: 'captured' } });
    expect(state.leaders['mon-mothma']).toEqual({ location: { kind: 'rebel-base' }, ring: null });
    const s = position({ hoth: { units: { 'tie-fighter': 1 } } }, { 'han-solo': 'pool' });
    const revealed = act(s, EMPIRE, { type: 'RevealMission', slot: 0, leader: 'princess-leia' });
    // Boba's blanks and portrait (2) against Leia's and Han's 3 hits.
    const failed = act(revealed.state, REBEL, { type: 'OpposeMission', leader: 'han-solo' }, ['blank', 'blank', 'blank', 'blank', 'hit', 'hit', 'hit']);
    expect(payloads(failed.emitted, 'MissionResolved')).toEqual([{ faction: 'empire', card: 'collect-bounty', success: false }]);
    expect(failed.state.leaders['princess-leia']!.ring).toBeNull();
  });

  it('the capture is the capture moment: Noble Sacrifice answers it, Obi-Wan leaves the game instead and Boba Fett still goes', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'collect-bounty', leaders: ['boba-fett'] }] },
      systems: { hoth: { units: { 'tie-fighter': 1 } } },
      leaders: { 'obi-wan-kenobi': 'dagobah' },
      hands: { rebel: { actions: ['noble-sacrifice'] } },
    });
    const { emitted, state } = act(s, EMPIRE, { type: 'RevealMission', slot: 0, leader: 'obi-wan-kenobi' }, ['blank', 'blank', 'blank', 'blank']);
    expect(payloads(emitted, 'LeaderCaptured')).toEqual([]);
    expect(payloads(emitted, 'ReactionWindowOpened')).toEqual([{ moment: 'leader-captured', faction: 'rebel' }]);
    expect(legalActions(state, REBEL)).toEqual([{ type: 'ChooseOption', card: 'noble-sacrifice' }, { type: 'PassChoice' }]);
    expect(legalActions(state, EMPIRE)).toEqual([]);
    const sacrificed = act(state, REBEL, { type: 'ChooseOption', card: 'noble-sacrifice' });
    expect(payloads(sacrificed.emitted, 'LeaderCaptured')).toEqual([]);
    expect(payloads(sacrificed.emitted, 'LeaderEliminated')).toEqual([{ leader: 'obi-wan-kenobi' }]);
    expect(sacrificed.state.leaders['obi-wan-kenobi']).toBeUndefined();
    expect(sacrificed.state.reputation).toBe(state.reputation - 1);
    expect(sacrificed.state.leaders['boba-fett']!.location).toEqual({ kind: 'system', system: 'hoth' });
    expect(sacrificed.state.phase.kind).toBe('command');
    // Passing lets the capture happen where the captive was brought.
    const passed = act(state, REBEL, { type: 'PassChoice' });
    expect(passed.state.leaders['obi-wan-kenobi']).toEqual({ location: { kind: 'system', system: 'hoth' }, ring: 'captured' });
  });

  it('after the Empire breaks a tie, the capture still waits for the capture moment', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'collect-bounty', leaders: ['boba-fett'] }] },
      systems: { mustafar: { units: { 'tie-fighter': 1 } }, naboo: { units: { 'tie-fighter': 1 } } },
      leaders: { 'obi-wan-kenobi': 'dagobah' },
      hands: { rebel: { actions: ['noble-sacrifice'] } },
    });
    const tie = act(s, EMPIRE, { type: 'RevealMission', slot: 0, leader: 'obi-wan-kenobi' }, ['blank', 'blank', 'blank', 'blank']).state;
    const chosen = act(tie, EMPIRE, { type: 'ChooseSystem', system: 'naboo' }).state;
    expect(legalActions(chosen, REBEL)).toEqual([{ type: 'ChooseOption', card: 'noble-sacrifice' }, { type: 'PassChoice' }]);
    const passed = act(chosen, REBEL, { type: 'PassChoice' });
    expect(passed.state.leaders['obi-wan-kenobi']).toEqual({ location: { kind: 'system', system: 'naboo' }, ring: 'captured' });
    expect(passed.state.phase.kind).toBe('command');
  });
});
