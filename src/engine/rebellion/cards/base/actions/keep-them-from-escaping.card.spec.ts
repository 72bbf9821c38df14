import { expectHeldOnly } from '../../card.testkit.js';
import { keepThemFromEscaping } from './keep-them-from-escaping.card.js';

describe('Keep Them from Escaping (keep-them-from-escaping)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(keepThemFromEscaping);
  });
});
