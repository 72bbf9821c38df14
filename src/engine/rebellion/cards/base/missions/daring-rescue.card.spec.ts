import { expectBluffOnly } from '../../card.testkit.js';
import { daringRescue } from './daring-rescue.card.js';

describe('Daring Rescue (daring-rescue)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(daringRescue);
  });
});
