import { expectBluffOnly } from '../../card.testkit.js';
import { covertOperation } from './covert-operation.card.js';

describe('Covert Operation (covert-operation)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(covertOperation);
  });
});
