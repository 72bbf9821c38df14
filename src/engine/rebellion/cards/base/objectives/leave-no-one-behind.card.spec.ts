import { expectRefreshObjective } from '../../card.testkit.js';
import { leaveNoOneBehind } from './leave-no-one-behind.card.js';

describe('Leave No One Behind (leave-no-one-behind)', () => {
  it("no Rebel leader is captured", () => {
    expectRefreshObjective(leaveNoOneBehind, {}, { leaders: { 'princess-leia': { at: 'naboo', ring: 'captured' }, 'mon-mothma': 'pool' }, systems: { naboo: { units: { stormtrooper: 1 } } } }, 1);
  });
});
