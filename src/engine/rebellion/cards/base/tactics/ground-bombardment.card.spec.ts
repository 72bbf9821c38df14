import { holding, payloads, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { groundBombardment } from './ground-bombardment.card.js';

describe('rebellion:taktikkarten: Bombardment (ground-bombardment)', () => {
  it('is the data its interpreter plays', () => {
    expect(groundBombardment.kind).toBe('tactic');
    expect(groundBombardment.timing).toBe('ground-battle');
  });

  it("as much ground damage as one own ship's red attack value, any colour", () => {
    const s = holding('ground-bombardment', { 'x-wing': 1, 'rebel-trooper': 3, airspeeder: 1 }, ['special', 'blank', 'blank'], 'ground');
    const { emitted, state } = run(s, [EMPIRE, { type: 'PlayTactic', card: 'ground-bombardment', die: 'black', ship: 'star-destroyer' }], [EMPIRE, { type: 'EndCombatActions' }]);
    expect(payloads(emitted, 'FreeDamageAdded')).toEqual([{ amount: 2 }]);
    expect(legalActions(state, EMPIRE)).toContainEqual({ type: 'AssignDamage', target: { unit: 'airspeeder', markers: 0, pending: 0 } });
  });
});
