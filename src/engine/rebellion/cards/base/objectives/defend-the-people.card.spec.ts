import { expectRefreshObjective } from '../../card.testkit.js';
import { defendThePeople } from './defend-the-people.card.js';

describe('Defend the People (defend-the-people)', () => {
  it("4 Rebel systems each with a Rebel unit", () => {
    expectRefreshObjective(defendThePeople, { systems: { naboo: { loyalty: 'rebel', units: { 'rebel-trooper': 1 } }, utapau: { loyalty: 'rebel', units: { 'rebel-trooper': 1 } }, sullust: { loyalty: 'rebel', units: { 'rebel-trooper': 1 } }, mustafar: { loyalty: 'rebel', units: { 'rebel-trooper': 1 } } } }, { systems: { naboo: { loyalty: 'rebel', units: { 'rebel-trooper': 1 } }, utapau: { loyalty: 'rebel', units: { 'rebel-trooper': 1 } }, sullust: { loyalty: 'rebel', units: { 'rebel-trooper': 1 } }, mustafar: { loyalty: 'rebel' } } }, 1);
  });
});
