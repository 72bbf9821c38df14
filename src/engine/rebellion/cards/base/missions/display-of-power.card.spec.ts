import { expectBluffOnly } from '../../card.testkit.js';
import { displayOfPower } from './display-of-power.card.js';

describe('Display of Power (display-of-power)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(displayOfPower);
  });
});
