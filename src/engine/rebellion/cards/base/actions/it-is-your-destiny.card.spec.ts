import { expectHeldOnly } from '../../card.testkit.js';
import { itIsYourDestiny } from './it-is-your-destiny.card.js';

describe('It Is Your Destiny (it-is-your-destiny)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(itIsYourDestiny);
  });
});
