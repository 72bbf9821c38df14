import { expectHeldOnly } from '../../card.testkit.js';
import { goodIntel } from './good-intel.card.js';

describe('Good Intel (good-intel)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(goodIntel);
  });
});
