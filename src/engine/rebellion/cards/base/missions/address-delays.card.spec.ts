import { expectBluffOnly } from '../../card.testkit.js';
import { addressDelays } from './address-delays.card.js';

describe('Address Delays (address-delays)', () => {
  it('is not played yet: it can be assigned as a bluff but never revealed', () => {
    expectBluffOnly(addressDelays);
  });
});
