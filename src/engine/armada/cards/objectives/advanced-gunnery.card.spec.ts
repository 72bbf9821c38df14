import { expectNotPlayed } from '../objective.testkit.js';
import { advancedGunnery } from './advanced-gunnery.card.js';

describe('objective advanced-gunnery', () => {
  it('can be chosen but changes nothing yet: the setup runs as without it and no victory token is scored', () => {
    expectNotPlayed(advancedGunnery);
  });
});
