import { types } from '../../../rebellion.testkit.js';
import { payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { addressDelays } from './address-delays.card.js';

describe('Address Delays (address-delays)', () => {
  it('is resolved in an Imperial system (loyalty or subjugation marker)', () => {
    expect(revealTargets(addressDelays, { systems: { corellia: { loyalty: 'empire' } } })).toEqual(['corellia', 'coruscant']);
  });

  it('queues one Imperial unit per resource icon on the system’s queue space, even under a sabotage marker; nobody rolls', () => {
    const { emitted, state } = revealUnopposed(addressDelays, { system: 'corellia' }, { systems: { corellia: { loyalty: 'empire', sabotaged: true } }, leaders: { 'princess-leia': 'corellia', 'mon-mothma': 'pool' } });
    expect(types(emitted)).not.toContain('MissionDiceRolled');
    const built = payloads(emitted, 'UnitsBuilt') as { units: { space: number }[] }[];
    // Corellia: two icons (blue triangle, blue square), queue space 3.
    expect(built[0].units).toHaveLength(2);
    expect(built[0].units.every((u) => u.space === 3)).toBe(true);
    expect(state.buildQueue.empire).toHaveLength(2);
  });
});
