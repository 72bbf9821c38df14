import { expectBluffOnly } from '../../card.testkit.js';
import { retrieveThePlans } from './retrieve-the-plans.card.js';

describe('Retrieve the Plans (retrieve-the-plans)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(retrieveThePlans);
  });
});
