import { expectBluffOnly } from '../../card.testkit.js';
import { publicUprising } from './public-uprising.card.js';

describe('Public Uprising (public-uprising)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(publicUprising);
  });
});
