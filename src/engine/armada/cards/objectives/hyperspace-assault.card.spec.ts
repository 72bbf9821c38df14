import { expectNotPlayed } from '../objective.testkit.js';
import { hyperspaceAssault } from './hyperspace-assault.card.js';

describe('objective hyperspace-assault', () => {
  it('can be chosen but changes nothing yet: the setup runs as without it and no victory token is scored', () => {
    expectNotPlayed(hyperspaceAssault);
  });
});
