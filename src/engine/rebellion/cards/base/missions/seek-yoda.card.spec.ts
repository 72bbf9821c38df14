import { expectBluffOnly } from '../../card.testkit.js';
import { seekYoda } from './seek-yoda.card.js';

describe('Seek Yoda (seek-yoda)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(seekYoda);
  });
});
