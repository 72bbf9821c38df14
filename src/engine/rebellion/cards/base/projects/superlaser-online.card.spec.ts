import { expectBluffOnly } from '../../card.testkit.js';
import { superlaserOnline } from './superlaser-online.card.js';

describe('Superlaser Online (superlaser-online)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(superlaserOnline);
  });
});
