import { expectBluffOnly } from '../../card.testkit.js';
import { stolenPlans } from './stolen-plans.card.js';

describe('Stolen Plans (stolen-plans)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(stolenPlans);
  });
});
