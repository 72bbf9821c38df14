import { expectRefreshObjective } from '../../card.testkit.js';
import { cutSupplyLines } from './cut-supply-lines.card.js';

describe('Cut Supply Lines (cut-supply-lines)', () => {
  it("3 Imperial systems each with a sabotage marker or a Rebel unit", () => {
    expectRefreshObjective(cutSupplyLines, { systems: { naboo: { loyalty: 'empire', sabotaged: true }, utapau: { loyalty: 'empire', units: { 'rebel-trooper': 1 } }, sullust: { loyalty: 'empire', sabotaged: true } } }, { systems: { naboo: { loyalty: 'empire', sabotaged: true }, utapau: { loyalty: 'empire', units: { 'rebel-trooper': 1 } }, sullust: { sabotaged: true } } }, 1);
  });
});
