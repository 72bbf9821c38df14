import { expectHeldOnly } from '../../card.testkit.js';
import { readyForAction } from './ready-for-action.card.js';

describe('Ready for Action (ready-for-action)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(readyForAction);
  });
});
