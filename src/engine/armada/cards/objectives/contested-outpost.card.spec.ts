import { expectNotPlayed } from '../objective.testkit.js';
import { contestedOutpost } from './contested-outpost.card.js';

describe('objective contested-outpost', () => {
  it('can be chosen but changes nothing yet: the setup runs as without it and no victory token is scored', () => {
    expectNotPlayed(contestedOutpost);
  });
});
