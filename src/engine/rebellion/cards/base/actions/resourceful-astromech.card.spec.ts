import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, play, REBEL, types } from '../../../rebellion.testkit.js';
import { act, imperialTurn, payloads } from '../../card.testkit.js';
import { resourcefulAstromech } from './resourceful-astromech.card.js';

describe('Resourceful Astromech (resourceful-astromech), rebellion:zustandsringe: its ring window in missions', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(resourcefulAstromech.effect).not.toBeNull();
  });

  it('R2-D2 (Resourceful Astromech): after the Empire rolled in the ringed leader’s system, the ring turns one Imperial die blank', () => {
    const s = imperialTurn({
      assigned: { empire: [{ card: 'rule-by-fear', leaders: ['emperor-palpatine'] }] },
      systems: { naboo: { units: { 'star-destroyer': 1 } } },
      leaders: { 'princess-leia': { at: 'naboo', ring: 'resourceful-astromech' }, 'mon-mothma': 'pool' },
    });
    const revealed = play(s, [EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' }]);
    const window = act(revealed, REBEL, { type: 'DeclineOpposition' }, ['hit', 'blank', 'special', 'hit', 'hit']);
    expect(types(window.emitted).at(-1)).toBe('RingWindowOpened');
    expect(legalActions(window.state, REBEL)).toEqual([
      { type: 'UseRing', die: { colour: 'red', face: 'hit' } },
      { type: 'UseRing', die: { colour: 'red', face: 'special' } },
      { type: 'DeclineRing' },
    ]);
    const used = act(window.state, REBEL, { type: 'UseRing', die: { colour: 'red', face: 'special' } });
    expect(used.emitted[0].event.payload).toEqual({ leader: 'princess-leia', ring: 'resourceful-astromech', blanked: 2 });
    // Palpatine's 3 successes become 1, against Leia's 2: the mission fails.
    expect(payloads(used.emitted, 'MissionResolved')).toEqual([{ faction: 'empire', card: 'rule-by-fear', success: false }]);
    expect(used.state.leaders['princess-leia']!.ring).toBeNull();
  });
});
