import { expectRefreshObjective } from '../../card.testkit.js';
import { heartOfTheEmpire } from './heart-of-the-empire.card.js';

describe('Heart of the Empire (heart-of-the-empire)', () => {
  it("a Rebel unit and no Imperial unit on Coruscant; the card goes back to the hand", () => {
    const after = expectRefreshObjective(heartOfTheEmpire, { systems: { coruscant: { loyalty: 'empire', units: { 'rebel-trooper': 1 } } } }, { systems: { coruscant: { loyalty: 'empire', units: { 'rebel-trooper': 1, stormtrooper: 1 } } } }, 2);
    expect(after.hands.objectives).toContain('heart-of-the-empire');
    expect(after.objectivesPlayed).toEqual([]);
  });
});
