import { payloads, revealUnopposed } from '../../card.testkit.js';
import { constructFactory } from './construct-factory.card.js';

describe('Construct Factory (construct-factory)', () => {
  it('removes a sabotage marker first, then queues a unit per resource icon', () => {
    const { emitted, state } = revealUnopposed(constructFactory, { system: 'naboo' }, { systems: { naboo: { loyalty: 'empire', sabotaged: true } } });
    expect(payloads(emitted, 'SabotageMarkerRemoved')).toEqual([{ system: 'naboo' }]);
    expect(state.systems.naboo.sabotaged).toBe(false);
    expect((payloads(emitted, 'UnitsBuilt')[0] as { units: unknown[] }).units).toHaveLength(2);
  });

  it('without a marker only queues', () => {
    const { emitted } = revealUnopposed(constructFactory, { system: 'naboo' }, { systems: { naboo: { loyalty: 'empire' } } });
    expect(payloads(emitted, 'SabotageMarkerRemoved')).toEqual([]);
  });
});
