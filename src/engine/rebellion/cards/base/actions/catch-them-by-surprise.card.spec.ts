import { expectHeldOnly } from '../../card.testkit.js';
import { catchThemBySurprise } from './catch-them-by-surprise.card.js';

describe('Catch Them by Surprise (catch-them-by-surprise)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(catchThemBySurprise);
  });
});
