import { expectBluffOnly } from '../../card.testkit.js';
import { contingencyPlan } from './contingency-plan.card.js';

describe('Contingency Plan (contingency-plan)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(contingencyPlan);
  });
});
