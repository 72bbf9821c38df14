import { expectNotPlayed } from '../objective.testkit.js';
import { dangerousTerritory } from './dangerous-territory.card.js';

describe('objective dangerous-territory', () => {
  it('can be chosen but changes nothing yet: the setup runs as without it and no victory token is scored', () => {
    expectNotPlayed(dangerousTerritory);
  });
});
