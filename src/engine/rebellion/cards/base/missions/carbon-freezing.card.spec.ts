import { expectBluffOnly } from '../../card.testkit.js';
import { carbonFreezing } from './carbon-freezing.card.js';

describe('Carbon Freezing (carbon-freezing)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(carbonFreezing);
  });
});
