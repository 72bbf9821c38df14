import { expectBluffOnly } from '../../card.testkit.js';
import { supportOfMonCalamari } from './support-of-mon-calamari.card.js';

describe('Support of Mon Calamari (support-of-mon-calamari)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(supportOfMonCalamari);
  });
});
