import { expectBluffOnly } from '../../card.testkit.js';
import { misdirection } from './misdirection.card.js';

describe('Misdirection (misdirection)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(misdirection);
  });
});
