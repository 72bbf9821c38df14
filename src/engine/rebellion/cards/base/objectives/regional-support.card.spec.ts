import { expectRefreshObjective } from '../../card.testkit.js';
import { regionalSupport } from './regional-support.card.js';

describe('Regional Support (regional-support)', () => {
  it('every populous system of one region Rebel-loyal (region 7: Naboo, Sullust, Utapau; Dagobah is not populous)', () => {
    expectRefreshObjective(
      regionalSupport,
      { systems: { naboo: { loyalty: 'rebel' }, sullust: { loyalty: 'rebel' }, utapau: { loyalty: 'rebel' } } },
      { systems: { naboo: { loyalty: 'rebel' }, sullust: { loyalty: 'rebel' }, utapau: { loyalty: 'empire' } } },
      1,
    );
  });
});
