import { expectBluffOnly } from '../../card.testkit.js';
import { secretWeaponsResearch } from './secret-weapons-research.card.js';

describe('Secret Weapons Research (secret-weapons-research)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(secretWeaponsResearch);
  });
});
