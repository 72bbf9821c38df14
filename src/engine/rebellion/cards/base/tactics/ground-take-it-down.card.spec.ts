import { holding, payloads, run } from '../../../combat.testkit.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { groundTakeItDown } from './ground-take-it-down.card.js';

describe('rebellion:taktikkarten: Take It Down (ground-take-it-down)', () => {
  it('is the data its interpreter plays', () => {
    expect(groundTakeItDown.kind).toBe('tactic');
    expect(groundTakeItDown.timing).toBe('ground-battle');
  });

  it("2 damage to one enemy ground unit, paid with a special die", () => {
    const s = holding('ground-take-it-down', { 'x-wing': 1, 'rebel-trooper': 2 }, ['special', 'hit'], 'ground');
    const target = { unit: 'rebel-trooper', markers: 0, pending: 0 };
    const { emitted } = run(s, [EMPIRE, { type: 'PlayTactic', card: 'ground-take-it-down', die: 'black', target }]);
    expect(payloads(emitted, 'DamageAssigned')).toEqual([{ faction: 'rebel', target, amount: 2, source: 'card' }]);
  });
});
