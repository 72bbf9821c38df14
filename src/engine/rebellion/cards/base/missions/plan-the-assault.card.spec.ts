import { expectBluffOnly } from '../../card.testkit.js';
import { planTheAssault } from './plan-the-assault.card.js';

describe('Plan the Assault (plan-the-assault)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(planTheAssault);
  });
});
