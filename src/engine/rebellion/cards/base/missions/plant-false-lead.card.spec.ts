import { expectBluffOnly } from '../../card.testkit.js';
import { plantFalseLead } from './plant-false-lead.card.js';

describe('Plant False Lead (plant-false-lead)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(plantFalseLead);
  });
});
