import { holding, payloads, run } from '../../../combat.testkit.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { groundOnslaught } from './ground-onslaught.card.js';

describe('rebellion:taktikkarten: Onslaught (ground-onslaught)', () => {
  it('is the data its interpreter plays', () => {
    expect(groundOnslaught.kind).toBe('tactic');
    expect(groundOnslaught.timing).toBe('ground-battle');
  });

  it("1 damage to each of up to 2 different enemy ground units", () => {
    const s = holding('ground-onslaught', { 'x-wing': 1, 'rebel-trooper': 2 }, ['special', 'hit'], 'ground');
    const t = { unit: 'rebel-trooper', markers: 0, pending: 0 };
    const { emitted } = run(s, [EMPIRE, { type: 'PlayTactic', card: 'ground-onslaught', die: 'black', targets: [t, t] }]);
    expect(payloads(emitted, 'DamageAssigned')).toHaveLength(2);
  });
});
