import { payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { imperialPropaganda } from './imperial-propaganda.card.js';

describe('Imperial Propaganda (imperial-propaganda)', () => {
  it('is attempted in an Imperial system', () => {
    expect(revealTargets(imperialPropaganda, { systems: { mandalore: { loyalty: 'empire' } } })).toEqual(['coruscant', 'mandalore']);
  });

  it('on success every Rebel loyalty marker of the region goes; a subjugation marker stays; other regions keep theirs', () => {
    const { emitted, state } = revealUnopposed(imperialPropaganda, { system: 'mandalore' }, {
      systems: { mandalore: { loyalty: 'empire' }, kashyyyk: { loyalty: 'rebel' }, malastare: { loyalty: 'rebel', subjugated: true, units: { stormtrooper: 1 } }, naboo: { loyalty: 'rebel' } },
    });
    expect(payloads(emitted, 'LoyaltyChanged')).toEqual([
      { system: 'kashyyyk', loyalty: null, subjugated: false },
      { system: 'malastare', loyalty: null, subjugated: true },
    ]);
    expect(state.systems.naboo.loyalty).toBe('rebel');
  });
});
