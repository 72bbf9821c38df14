import { expectObjectiveHeldOnly } from '../../card.testkit.js';
import { cripplingBlow } from './crippling-blow.card.js';

describe('Crippling Blow (crippling-blow)', () => {
  it('is not played yet: the Rebel holds it, but it is offered nowhere', () => {
    expectObjectiveHeldOnly(cripplingBlow);
  });
});
