import { expectBluffOnly } from '../../card.testkit.js';
import { probeDroidInitiative } from './probe-droid-initiative.card.js';

describe('Probe Droid Initiative (probe-droid-initiative)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(probeDroidInitiative);
  });
});
