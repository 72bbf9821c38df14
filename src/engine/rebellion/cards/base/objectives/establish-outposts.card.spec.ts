import { expectRefreshObjective } from '../../card.testkit.js';
import { establishOutposts } from './establish-outposts.card.js';

describe('Establish Outposts (establish-outposts)', () => {
  it("Rebel units in 5 systems", () => {
    expectRefreshObjective(establishOutposts, { systems: { naboo: { units: { 'x-wing': 1 } }, utapau: { units: { 'x-wing': 1 } }, sullust: { units: { 'x-wing': 1 } }, mustafar: { units: { 'x-wing': 1 } }, hoth: { units: { 'x-wing': 1 } } } }, { systems: { naboo: { units: { 'x-wing': 1 } }, utapau: { units: { 'x-wing': 1 } }, sullust: { units: { 'x-wing': 1 } }, mustafar: { units: { 'x-wing': 1 } } } }, 1);
  });
});
