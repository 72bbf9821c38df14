import { holding, payloads, run } from '../../../combat.testkit.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { groundCriticalHit } from './ground-critical-hit.card.js';

describe('rebellion:taktikkarten: Critical Hit (ground-critical-hit)', () => {
  it('is the data its interpreter plays', () => {
    expect(groundCriticalHit.kind).toBe('tactic');
    expect(groundCriticalHit.timing).toBe('ground-battle');
  });

  it("1 damage the attacker assigns to any enemy ground unit", () => {
    const s = holding('ground-critical-hit', { 'x-wing': 1, 'rebel-trooper': 2 }, ['special', 'hit'], 'ground');
    const { emitted } = run(s, [EMPIRE, { type: 'PlayTactic', card: 'ground-critical-hit' }]);
    expect(payloads(emitted, 'FreeDamageAdded')).toEqual([{ amount: 1 }]);
  });
});
