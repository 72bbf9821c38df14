import { expectBluffOnly } from '../../card.testkit.js';
import { constructSuperStarDestroyer } from './construct-super-star-destroyer.card.js';

describe('Construct Super Star Destroyer (construct-super-star-destroyer)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(constructSuperStarDestroyer);
  });
});
