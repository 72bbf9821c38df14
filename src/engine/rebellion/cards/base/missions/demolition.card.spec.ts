import { expectBluffOnly } from '../../card.testkit.js';
import { demolition } from './demolition.card.js';

describe('Demolition (demolition)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(demolition);
  });
});
