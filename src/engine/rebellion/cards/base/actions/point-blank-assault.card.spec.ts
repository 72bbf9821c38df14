import { expectHeldOnly } from '../../card.testkit.js';
import { pointBlankAssault } from './point-blank-assault.card.js';

describe('Point-Blank Assault (point-blank-assault)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(pointBlankAssault);
  });
});
