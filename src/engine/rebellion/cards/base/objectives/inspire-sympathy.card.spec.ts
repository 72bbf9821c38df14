import { expectRefreshObjective } from '../../card.testkit.js';
import { inspireSympathy } from './inspire-sympathy.card.js';

describe('Inspire Sympathy (inspire-sympathy)', () => {
  it("1 reputation per destroyed system; nothing to play without one", () => {
    expectRefreshObjective(inspireSympathy, { systems: { alderaan: { destroyed: true }, naboo: { destroyed: true } } }, {}, 2);
  });
});
