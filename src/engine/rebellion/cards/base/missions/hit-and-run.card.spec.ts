import { expectBluffOnly } from '../../card.testkit.js';
import { hitAndRun } from './hit-and-run.card.js';

describe('Hit and Run (hit-and-run)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(hitAndRun);
  });
});
