import { payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { displayOfPower } from './display-of-power.card.js';

describe('Display of Power (display-of-power)', () => {
  it('is attempted in a populous system only', () => {
    expect(revealTargets(displayOfPower)).toContain('naboo');
    expect(revealTargets(displayOfPower)).not.toContain('hoth');
  });

  it('on success 2 loyalty for the Empire: a Rebel system turns Imperial at once', () => {
    const { emitted, state } = revealUnopposed(displayOfPower, { system: 'naboo' }, { systems: { naboo: { loyalty: 'rebel' } } });
    expect(payloads(emitted, 'LoyaltyChanged')).toEqual([{ system: 'naboo', loyalty: 'empire', subjugated: false }]);
    expect(state.systems.naboo.loyalty).toBe('empire');
  });

  it('does nothing more in a system already Imperial', () => {
    const { emitted } = revealUnopposed(displayOfPower, { system: 'naboo' }, { systems: { naboo: { loyalty: 'empire' } } });
    expect(payloads(emitted, 'LoyaltyChanged')).toEqual([]);
  });
});
