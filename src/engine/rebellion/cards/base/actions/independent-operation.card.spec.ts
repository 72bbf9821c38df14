import { expectHeldOnly } from '../../card.testkit.js';
import { independentOperation } from './independent-operation.card.js';

describe('Independent Operation (independent-operation)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(independentOperation);
  });
});
