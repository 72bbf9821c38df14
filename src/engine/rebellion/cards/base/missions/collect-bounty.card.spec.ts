import { expectBluffOnly } from '../../card.testkit.js';
import { collectBounty } from './collect-bounty.card.js';

describe('Collect Bounty (collect-bounty)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(collectBounty);
  });
});
