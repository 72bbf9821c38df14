import { expectBluffOnly } from '../../card.testkit.js';
import { wookieeUprising } from './wookiee-uprising.card.js';

describe('Wookiee Uprising (wookiee-uprising)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(wookieeUprising);
  });
});
