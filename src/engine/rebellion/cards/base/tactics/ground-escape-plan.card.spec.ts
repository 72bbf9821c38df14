import { holding, payloads, run } from '../../../combat.testkit.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { groundEscapePlan } from './ground-escape-plan.card.js';

describe('rebellion:taktikkarten: Escape Plan (ground-escape-plan)', () => {
  it('is the data its interpreter plays', () => {
    expect(groundEscapePlan.kind).toBe('tactic');
    expect(groundEscapePlan.timing).toBe('ground-battle');
  });

  it("this round the attacker's units retreat without transport", () => {
    const { emitted } = run(holding('ground-escape-plan', { 'x-wing': 1, 'rebel-trooper': 1 }, ['special', 'blank'], 'ground'), [EMPIRE, { type: 'PlayTactic', card: 'ground-escape-plan', die: 'black' }]);
    expect(payloads(emitted, 'EscapePlanned')).toEqual([{ faction: 'empire' }]);
  });
});
