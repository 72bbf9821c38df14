import { expectBluffOnly } from '../../card.testkit.js';
import { doubleOurEfforts } from './double-our-efforts.card.js';

describe('Double Our Efforts (double-our-efforts)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(doubleOurEfforts);
  });
});
