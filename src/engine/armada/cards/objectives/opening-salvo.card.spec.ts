import { expectNotPlayed } from '../objective.testkit.js';
import { openingSalvo } from './opening-salvo.card.js';

describe('objective opening-salvo', () => {
  it('can be chosen but changes nothing yet: the setup runs as without it and no victory token is scored', () => {
    expectNotPlayed(openingSalvo);
  });
});
