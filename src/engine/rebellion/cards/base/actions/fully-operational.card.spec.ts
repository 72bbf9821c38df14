import { expectHeldOnly } from '../../card.testkit.js';
import { fullyOperational } from './fully-operational.card.js';

describe('Fully Operational (fully-operational)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(fullyOperational);
  });
});
