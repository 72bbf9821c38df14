import { expectNotPlayed } from '../objective.testkit.js';
import { intelSweep } from './intel-sweep.card.js';

describe('objective intel-sweep', () => {
  it('can be chosen but changes nothing yet: the setup runs as without it and no victory token is scored', () => {
    expectNotPlayed(intelSweep);
  });
});
