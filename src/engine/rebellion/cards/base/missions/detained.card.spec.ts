import { EMPIRE, REBEL } from '../../../rebellion.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { act, imperialTurn, payloads } from '../../card.testkit.js';
import { detained } from './detained.card.js';

// Tagge (1 spec-ops die, the portrait's 2 successes) against Leia on Naboo; Mon Mothma held captive on Hoth.
const position = () =>
  imperialTurn({
    assigned: { empire: [{ card: 'detained', leaders: ['general-tagge'] }] },
    systems: { hoth: { units: { stormtrooper: 1 }, subjugated: false } },
    leaders: { 'princess-leia': 'naboo', 'mon-mothma': { at: 'hoth', ring: 'captured' }, 'han-solo': 'pool' },
  });

const detain = (dice: string[]) => {
  const revealed = act(position(), EMPIRE, { type: 'RevealMission', slot: 0, leader: 'princess-leia' });
  return act(revealed.state, REBEL, { type: 'DeclineOpposition' }, dice);
};

/** The Rebel has passed already: the Empire passes too, and the refresh phase retrieves leaders. */
const refresh = (s: ReturnType<typeof detain>['state']) => act(s, EMPIRE, { type: 'Pass' });

describe('Detained (detained)', () => {
  it('targets a free Rebel leader in any system, with or without Imperial units; not a captured one', () => {
    expect(detained.timing).toBe('attempt');
    expect(legalActions(position(), EMPIRE).filter((a) => a.type === 'RevealMission')).toEqual([{ type: 'RevealMission', slot: 0, leader: 'princess-leia' }]);
  });

  it('on success the leader stays on the board at the next retrieval; its detention ends there', () => {
    // Tagge's blank and portrait (2) against Leia's 1 spec-ops hit.
    const { emitted, state } = detain(['blank', 'hit']);
    expect(payloads(emitted, 'LeaderDetained')).toEqual([{ leader: 'princess-leia' }]);
    const first = refresh(state);
    expect((payloads(first.emitted, 'LeadersRetrieved')[0] as { leaders: string[] }).leaders).not.toContain('princess-leia');
    expect(first.state.leaders['princess-leia']).toEqual({ location: { kind: 'system', system: 'naboo' }, ring: null });
    expect(first.state.leaders['general-tagge']!.location).toEqual({ kind: 'pool' });
    // Its detention is over: the next retrieval takes it like any other leader.
    expect(first.state.leaders['princess-leia']!.detained).toBeUndefined();
  });

  it('a failed attempt detains nobody', () => {
    // Tagge's blank and portrait (2) against Leia's 1 and Han's 2 spec-ops dice.
    const revealed = act(position(), EMPIRE, { type: 'RevealMission', slot: 0, leader: 'princess-leia' });
    const failed = act(revealed.state, REBEL, { type: 'OpposeMission', leader: 'han-solo' }, ['blank', 'hit', 'hit', 'direct-hit']);
    expect(payloads(failed.emitted, 'MissionResolved')).toEqual([{ faction: 'empire', card: 'detained', success: false }]);
    expect(payloads(failed.emitted, 'LeaderDetained')).toEqual([]);
    expect(failed.state.leaders['princess-leia']!.detained).toBeUndefined();
  });
});
