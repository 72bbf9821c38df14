import { expectHeldOnly } from '../../card.testkit.js';
import { proceedingAsPlanned } from './proceeding-as-planned.card.js';

describe('Proceeding as Planned (proceeding-as-planned)', () => {
  it('is not played yet: it is held, but offered nowhere', () => {
    expectHeldOnly(proceedingAsPlanned);
  });
});
