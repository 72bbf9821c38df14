import { expectHeldOnly } from '../../card.testkit.js';
import { targetTheStarDestroyers } from './target-the-star-destroyers.card.js';

describe('Target the Star Destroyers (target-the-star-destroyers)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(targetTheStarDestroyers);
  });
});
