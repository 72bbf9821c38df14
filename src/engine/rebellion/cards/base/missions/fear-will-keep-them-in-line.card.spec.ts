import { expectBluffOnly } from '../../card.testkit.js';
import { fearWillKeepThemInLine } from './fear-will-keep-them-in-line.card.js';

describe('Fear Will Keep Them in Line (fear-will-keep-them-in-line)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(fearWillKeepThemInLine);
  });
});
