import { expectHeldOnly } from '../../card.testkit.js';
import { publicSupport } from './public-support.card.js';

describe('Public Support (public-support)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(publicSupport);
  });
});
