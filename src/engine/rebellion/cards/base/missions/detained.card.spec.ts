import { expectBluffOnly } from '../../card.testkit.js';
import { detained } from './detained.card.js';

describe('Detained (detained)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(detained);
  });
});
