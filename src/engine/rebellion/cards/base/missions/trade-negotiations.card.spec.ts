import { expectBluffOnly } from '../../card.testkit.js';
import { tradeNegotiations } from './trade-negotiations.card.js';

describe('Trade Negotiations (trade-negotiations)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(tradeNegotiations);
  });
});
