import { expectHeldOnly } from '../../card.testkit.js';
import { oneInAMillion } from './one-in-a-million.card.js';

describe('One in a Million (one-in-a-million)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(oneInAMillion);
  });
});
