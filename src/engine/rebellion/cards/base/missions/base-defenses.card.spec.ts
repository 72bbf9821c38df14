import { payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { baseDefenses } from './base-defenses.card.js';

describe('Base Defenses (base-defenses)', () => {
  it('is attempted in a Rebel system', () => {
    expect(revealTargets(baseDefenses, { systems: { naboo: { loyalty: 'rebel' } } })).toEqual(['naboo']);
  });

  it('on success an Ion Cannon and a Shield Generator from the supply onto the Rebel Base space, not into the mission’s system', () => {
    const { emitted, state } = revealUnopposed(baseDefenses, { system: 'naboo' }, { systems: { naboo: { loyalty: 'rebel' } } });
    expect(payloads(emitted, 'UnitsGained')).toEqual([{ faction: 'rebel', at: 'rebel-base', units: { 'ion-cannon': 1, 'shield-generator': 1 } }]);
    expect(state.units['rebel-base']).toMatchObject({ 'ion-cannon': 1, 'shield-generator': 1 });
    expect(state.units.naboo).toEqual({});
  });
});
