import { expectBluffOnly } from '../../card.testkit.js';
import { planetaryConquest } from './planetary-conquest.card.js';

describe('Planetary Conquest (planetary-conquest)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(planetaryConquest);
  });
});
