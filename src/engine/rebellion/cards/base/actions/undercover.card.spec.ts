import { expectHeldOnly } from '../../card.testkit.js';
import { undercover } from './undercover.card.js';

describe('Undercover (undercover)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(undercover);
  });
});
