import { expectBluffOnly } from '../../card.testkit.js';
import { baseDefenses } from './base-defenses.card.js';

describe('Base Defenses (base-defenses)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(baseDefenses);
  });
});
