import { expectBluffOnly } from '../../card.testkit.js';
import { longRangeProbe } from './long-range-probe.card.js';

describe('Long-Range Probe (long-range-probe)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(longRangeProbe);
  });
});
