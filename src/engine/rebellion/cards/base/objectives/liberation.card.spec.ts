import { expectObjectiveHeldOnly } from '../../card.testkit.js';
import { liberation } from './liberation.card.js';

describe('Liberation (liberation)', () => {
  it('is not played yet: the Rebel holds it, but it is offered nowhere', () => {
    expectObjectiveHeldOnly(liberation);
  });
});
