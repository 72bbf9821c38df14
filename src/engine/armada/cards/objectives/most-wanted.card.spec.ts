import { expectNotPlayed } from '../objective.testkit.js';
import { mostWanted } from './most-wanted.card.js';

describe('objective most-wanted', () => {
  it('can be chosen but changes nothing yet: the setup runs as without it and no victory token is scored', () => {
    expectNotPlayed(mostWanted);
  });
});
