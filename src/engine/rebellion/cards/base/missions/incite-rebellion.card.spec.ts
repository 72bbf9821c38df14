import { expectBluffOnly } from '../../card.testkit.js';
import { inciteRebellion } from './incite-rebellion.card.js';

describe('Incite Rebellion (incite-rebellion)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(inciteRebellion);
  });
});
