import { expectBluffOnly } from '../../card.testkit.js';
import { interrogationDroid } from './interrogation-droid.card.js';

describe('Interrogation Droid (interrogation-droid)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(interrogationDroid);
  });
});
