import { expectHeldOnly } from '../../card.testkit.js';
import { sonOfSkywalker } from './son-of-skywalker.card.js';

describe('Son of Skywalker (son-of-skywalker)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(sonOfSkywalker);
  });
});
