import { expectBluffOnly } from '../../card.testkit.js';
import { imperialPropaganda } from './imperial-propaganda.card.js';

describe('Imperial Propaganda (imperial-propaganda)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(imperialPropaganda);
  });
});
