import { expectNotPlayed } from '../objective.testkit.js';
import { minefields } from './minefields.card.js';

describe('objective minefields', () => {
  it('can be chosen but changes nothing yet: the setup runs as without it and no victory token is scored', () => {
    expectNotPlayed(minefields);
  });
});
