import { expectObjectiveHeldOnly } from '../../card.testkit.js';
import { majorVictory } from './major-victory.card.js';

describe('Major Victory (major-victory)', () => {
  it('is not played yet: the Rebel holds it, but it is offered nowhere', () => {
    expectObjectiveHeldOnly(majorVictory);
  });
});
