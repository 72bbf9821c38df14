import { expectNotPlayed } from '../objective.testkit.js';
import { fireLanes } from './fire-lanes.card.js';

describe('objective fire-lanes', () => {
  it('can be chosen but changes nothing yet: the setup runs as without it and no victory token is scored', () => {
    expectNotPlayed(fireLanes);
  });
});
