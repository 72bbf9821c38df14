import { expectHeldOnly } from '../../card.testkit.js';
import { nobleSacrifice } from './noble-sacrifice.card.js';

describe('Noble Sacrifice (noble-sacrifice)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(nobleSacrifice);
  });
});
