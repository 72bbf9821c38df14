import { expectObjectiveHeldOnly } from '../../card.testkit.js';
import { rebelAssault } from './rebel-assault.card.js';

describe('Rebel Assault (rebel-assault)', () => {
  it('is not played yet: the Rebel holds it, but it is offered nowhere', () => {
    expectObjectiveHeldOnly(rebelAssault);
  });
});
