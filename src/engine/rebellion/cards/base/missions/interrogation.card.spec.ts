import { expectBluffOnly } from '../../card.testkit.js';
import { interrogation } from './interrogation.card.js';

describe('Interrogation (interrogation)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(interrogation);
  });
});
