import { expectBluffOnly } from '../../card.testkit.js';
import { lureOfTheDarkSide } from './lure-of-the-dark-side.card.js';

describe('Lure of the Dark Side (lure-of-the-dark-side)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(lureOfTheDarkSide);
  });
});
