import { expectBluffOnly } from '../../card.testkit.js';
import { interceptTransmissions } from './intercept-transmissions.card.js';

describe('Intercept Transmissions (intercept-transmissions)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(interceptTransmissions);
  });
});
