import { expectObjectiveHeldOnly } from '../../card.testkit.js';
import { returnOfTheJedi } from './return-of-the-jedi.card.js';

describe('Return of the Jedi (return-of-the-jedi)', () => {
  it('is not played yet: the Rebel holds it, but it is offered nowhere', () => {
    expectObjectiveHeldOnly(returnOfTheJedi);
  });
});
