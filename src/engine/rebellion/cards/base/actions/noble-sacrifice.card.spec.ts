import { legalActions } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, REBEL } from '../../../rebellion.testkit.js';
import { act, imperialTurn, payloads } from '../../card.testkit.js';
import { nobleSacrifice } from './noble-sacrifice.card.js';

const USE = { type: 'ChooseOption', card: 'noble-sacrifice' };

/** The Empire's Capture Rebel Operative (Vader) succeeds against `target` on Naboo; the Rebel holds the card. */
const captured = (target: string, position: object = {}): RebellionState =>
  act(
    imperialTurn({
      assigned: { empire: [{ card: 'capture-rebel-operative', leaders: ['darth-vader'] }] },
      leaders: { [target]: 'naboo' },
      hands: { rebel: { actions: ['noble-sacrifice'] } },
      systems: { naboo: { units: { 'star-destroyer': 1 } } },
      ...position,
    }),
    EMPIRE,
    { type: 'RevealMission', slot: 0, leader: target },
    // Vader's 3 spec ops dice hit; the target's dice are blank.
    ['hit', 'hit', 'hit', ...Array(7).fill('blank')],
  ).state;

describe('Noble Sacrifice (noble-sacrifice)', () => {
  it('is a reaction card: Obi-Wan, about to be captured, is eliminated instead and the Rebel gains 1 reputation', () => {
    expect(nobleSacrifice.effect).toEqual({ window: 'reaction', moment: 'leader-captured', leader: 'concerned', ability: { kind: 'eliminated-instead', reputation: 1 } });
  });

  it('when Obi-Wan is about to be captured the Rebel is asked; played, he goes to the box instead', () => {
    const s = captured('obi-wan-kenobi');
    expect(legalActions(s, REBEL)).toEqual([USE, { type: 'PassChoice' }]);
    const { emitted, state } = act(s, REBEL, USE);
    expect(payloads(emitted, 'LeaderCaptured')).toEqual([]);
    expect(payloads(emitted, 'LeaderEliminated')).toEqual([{ leader: 'obi-wan-kenobi' }]);
    expect(state.eliminated).toContain('obi-wan-kenobi');
    expect(state.leaders['obi-wan-kenobi']).toBeUndefined();
    expect(state.reputation).toBe(s.reputation - 1);
    expect(payloads(emitted, 'MissionCardReturned')).toEqual([{ faction: 'empire', card: 'capture-rebel-operative' }]);
  });

  it('passing lets the capture happen', () => {
    const { emitted, state } = act(captured('obi-wan-kenobi'), REBEL, { type: 'PassChoice' });
    expect(payloads(emitted, 'LeaderCaptured')).toEqual([{ leader: 'obi-wan-kenobi' }]);
    expect(state.leaders['obi-wan-kenobi']!.ring).toBe('captured');
  });

  it('reaching the time marker wins the game for the Rebels at once, once the mission card is put away', () => {
    const s = captured('obi-wan-kenobi', { time: 5, reputation: 6 });
    const { emitted, state } = act(s, REBEL, USE);
    expect(payloads(emitted, 'GameEnded')).toEqual([{ winner: 'rebel', reason: 'reputation-met-time' }]);
    // The mission card in play is put away first: every card stays somewhere.
    expect(state.hands.missions.empire).toContain('capture-rebel-operative');
  });

  it('is not offered for another leader', () => {
    const s = captured('han-solo');
    expect(legalActions(s, REBEL)).not.toContainEqual(USE);
    expect(s.leaders['han-solo']!.ring).toBe('captured');
  });
});
