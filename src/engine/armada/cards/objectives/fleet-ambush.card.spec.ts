import { expectNotPlayed } from '../objective.testkit.js';
import { fleetAmbush } from './fleet-ambush.card.js';

describe('objective fleet-ambush', () => {
  it('can be chosen but changes nothing yet: the setup runs as without it and no victory token is scored', () => {
    expectNotPlayed(fleetAmbush);
  });
});
