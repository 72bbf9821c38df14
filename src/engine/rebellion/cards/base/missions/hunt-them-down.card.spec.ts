import { expectBluffOnly } from '../../card.testkit.js';
import { huntThemDown } from './hunt-them-down.card.js';

describe('Hunt Them Down (hunt-them-down)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(huntThemDown);
  });
});
