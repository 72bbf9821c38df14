import { expectNotPlayed } from '../objective.testkit.js';
import { precisionStrike } from './precision-strike.card.js';

describe('objective precision-strike', () => {
  it('can be chosen but changes nothing yet: the setup runs as without it and no victory token is scored', () => {
    expectNotPlayed(precisionStrike);
  });
});
