import { expectBluffOnly } from '../../card.testkit.js';
import { constructFactory } from './construct-factory.card.js';

describe('Construct Factory (construct-factory)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(constructFactory);
  });
});
