import { expectHeldOnly } from '../../card.testkit.js';
import { targetTheGenerator } from './target-the-generator.card.js';

describe('Target the Generator (target-the-generator)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(targetTheGenerator);
  });
});
