import { expectHeldOnly } from '../../card.testkit.js';
import { blindside } from './blindside.card.js';

describe('Blindside (blindside)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(blindside);
  });
});
