import { expectHeldOnly } from '../../card.testkit.js';
import { localRumors } from './local-rumors.card.js';

describe('Local Rumors (local-rumors)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(localRumors);
  });
});
