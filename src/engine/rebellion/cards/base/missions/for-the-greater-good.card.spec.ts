import { expectBluffOnly } from '../../card.testkit.js';
import { forTheGreaterGood } from './for-the-greater-good.card.js';

describe('For the Greater Good (for-the-greater-good)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(forTheGreaterGood);
  });
});
