import { expectRefreshObjective } from '../../card.testkit.js';
import { popularSupport } from './popular-support.card.js';

describe('Popular Support (popular-support)', () => {
  it("Rebel loyalty in 6 systems", () => {
    expectRefreshObjective(popularSupport, { systems: { naboo: { loyalty: 'rebel' }, utapau: { loyalty: 'rebel' }, sullust: { loyalty: 'rebel' }, mustafar: { loyalty: 'rebel' }, kashyyyk: { loyalty: 'rebel' }, corellia: { loyalty: 'rebel' } } }, { systems: { naboo: { loyalty: 'rebel' }, utapau: { loyalty: 'rebel' }, sullust: { loyalty: 'rebel' }, mustafar: { loyalty: 'rebel' }, kashyyyk: { loyalty: 'rebel' } } }, 1);
  });
});
