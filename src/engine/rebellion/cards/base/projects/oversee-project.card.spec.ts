import { expectBluffOnly } from '../../card.testkit.js';
import { overseeProject } from './oversee-project.card.js';

describe('Oversee Project (oversee-project)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(overseeProject);
  });
});
