import { expectBluffOnly } from '../../card.testkit.js';
import { constructDeathStar } from './construct-death-star.card.js';

describe('Construct Death Star (construct-death-star)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(constructDeathStar);
  });
});
