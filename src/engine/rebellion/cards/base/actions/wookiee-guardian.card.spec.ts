import { expectHeldOnly } from '../../card.testkit.js';
import { wookieeGuardian } from './wookiee-guardian.card.js';

describe('Wookiee Guardian (wookiee-guardian)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(wookieeGuardian);
  });
});
