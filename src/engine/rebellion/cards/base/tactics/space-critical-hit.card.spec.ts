import { holding, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { spaceCriticalHit } from './space-critical-hit.card.js';

describe('rebellion:taktikkarten: Critical Hit (space-critical-hit)', () => {
  it('is the data its interpreter plays', () => {
    expect(spaceCriticalHit.kind).toBe('tactic');
    expect(spaceCriticalHit.timing).toBe('space-battle');
  });

  it("1 damage the attacker assigns to any enemy unit of the theater", () => {
    const s = run(holding('space-critical-hit'), [EMPIRE, { type: 'PlayTactic', card: 'space-critical-hit' }], [EMPIRE, { type: 'EndCombatActions' }]).state;
    expect(legalActions(s, EMPIRE)).toContainEqual({ type: 'AssignDamage', target: { unit: 'x-wing', markers: 0, pending: 0 } });
  });
});
