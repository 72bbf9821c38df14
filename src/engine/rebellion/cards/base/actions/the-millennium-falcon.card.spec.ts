import { expectHeldOnly } from '../../card.testkit.js';
import { theMillenniumFalcon } from './the-millennium-falcon.card.js';

describe('The Millennium Falcon (the-millennium-falcon)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(theMillenniumFalcon);
  });
});
