import { types } from '../../../rebellion.testkit.js';
import { payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { tradeNegotiations } from './trade-negotiations.card.js';

describe('Trade Negotiations (trade-negotiations)', () => {
  it('is attempted in a populous system only', () => {
    const targets = revealTargets(tradeNegotiations);
    expect(targets).toContain('naboo');
    expect(targets).not.toContain('hoth');
    expect(targets).not.toContain('dagobah');
  });

  it('on success the Empire gains 1 loyalty there: a Rebel marker goes, the system turns neutral', () => {
    const { emitted, state } = revealUnopposed(tradeNegotiations, { system: 'naboo' }, { systems: { naboo: { loyalty: 'rebel' } } });
    expect(types(emitted)).toContain('MissionResolved');
    expect(payloads(emitted, 'LoyaltyChanged')).toEqual([{ system: 'naboo', loyalty: null, subjugated: false }]);
    expect(state.systems.naboo.loyalty).toBeNull();
    expect(state.discards.missions.empire).toEqual(['trade-negotiations']);
  });
});
