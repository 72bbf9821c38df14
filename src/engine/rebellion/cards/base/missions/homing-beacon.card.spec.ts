import { expectBluffOnly } from '../../card.testkit.js';
import { homingBeacon } from './homing-beacon.card.js';

describe('Homing Beacon (homing-beacon)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(homingBeacon);
  });
});
