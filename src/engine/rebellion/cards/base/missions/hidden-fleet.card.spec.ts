import { expectBluffOnly } from '../../card.testkit.js';
import { hiddenFleet } from './hidden-fleet.card.js';

describe('Hidden Fleet (hidden-fleet)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(hiddenFleet);
  });
});
