import { legalActions } from '../../../rebellion.legal.js';
import { REBEL, types } from '../../../rebellion.testkit.js';
import { act, no, payloads, withCards } from '../../card.testkit.js';
import { anOldFriend } from './an-old-friend.card.js';

const han = { 'han-solo': 'pool', 'mon-mothma': 'pool' };
const uses = (s: Parameters<typeof legalActions>[0]) => legalActions(s, REBEL).filter((a) => a.type === 'UseActionCard');

describe('An Old Friend (an-old-friend)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(anOldFriend.effect).not.toBeNull();
  });

  it('puts Han in Bespin and recruits Lando there, or in Kashyyyk with Chewbacca', () => {
    const s = withCards('rebel', ['an-old-friend'], { leaders: han });
    expect(uses(s)).toEqual([
      { type: 'UseActionCard', card: 'an-old-friend', system: 'bespin' },
      { type: 'UseActionCard', card: 'an-old-friend', system: 'kashyyyk' },
    ]);
    const { emitted, state } = act(s, REBEL, { type: 'UseActionCard', card: 'an-old-friend', system: 'kashyyyk' });
    expect(types(emitted)).toEqual(['ActionCardUsed', 'LeaderPlaced', 'LeaderJoined']);
    expect(payloads(emitted, 'LeaderJoined')).toEqual([{ faction: 'rebel', leader: 'chewbacca', at: 'kashyyyk' }]);
    expect(state.leaders['han-solo']!.location).toEqual({ kind: 'system', system: 'kashyyyk' });
    expect(state.leaders.chewbacca).toEqual({ location: { kind: 'system', system: 'kashyyyk' }, ring: null });
    expect(state.leaders['lando-calrissian']).toBeUndefined();
  });

  it('offers no system whose leader is in play or eliminated, and needs Han in the pool', () => {
    const landoIn = withCards('rebel', ['an-old-friend'], { leaders: { ...han, 'lando-calrissian': 'hoth' }, eliminated: ['chewbacca'] });
    expect(uses(landoIn)).toEqual([]);
    expect(no(landoIn, REBEL, { type: 'UseActionCard', card: 'an-old-friend', system: 'bespin' }).code).toBe('ACTION_CARD_CANNOT_BE_USED_SO');
    const hanAway = withCards('rebel', ['an-old-friend'], { leaders: { 'han-solo': 'hoth', 'mon-mothma': 'pool' } });
    expect(uses(hanAway)).toEqual([]);
  });
});
