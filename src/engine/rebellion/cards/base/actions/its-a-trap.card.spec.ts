import { expectHeldOnly } from '../../card.testkit.js';
import { itsATrap } from './its-a-trap.card.js';

describe('It\'s a Trap (its-a-trap)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(itsATrap);
  });
});
