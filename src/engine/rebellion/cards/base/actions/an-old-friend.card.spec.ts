import { expectHeldOnly } from '../../card.testkit.js';
import { anOldFriend } from './an-old-friend.card.js';

describe('An Old Friend (an-old-friend)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(anOldFriend);
  });
});
