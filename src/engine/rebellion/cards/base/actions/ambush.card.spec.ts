import { expectHeldOnly } from '../../card.testkit.js';
import { ambush } from './ambush.card.js';

describe('Ambush (ambush)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(ambush);
  });
});
