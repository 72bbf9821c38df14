import { expectBluffOnly } from '../../card.testkit.js';
import { establishTradeRelations } from './establish-trade-relations.card.js';

describe('Establish Trade Relations (establish-trade-relations)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(establishTradeRelations);
  });
});
