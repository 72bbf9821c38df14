import { holding } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { groundConcentrateFire } from './ground-concentrate-fire.card.js';

describe('rebellion:taktikkarten: Concentrate Fire (ground-concentrate-fire)', () => {
  it('is the data its interpreter plays', () => {
    expect(groundConcentrateFire.kind).toBe('tactic');
    expect(groundConcentrateFire.timing).toBe('ground-battle');
  });

  it("rerolls up to 2 of the attacker's ground dice together", () => {
    const s = holding('ground-concentrate-fire', { 'x-wing': 1, 'rebel-trooper': 2 }, ['special', 'hit'], 'ground');
    expect(legalActions(s, EMPIRE).filter((a) => a.type === 'PlayTactic' && a.card === 'ground-concentrate-fire').length).toBeGreaterThan(0);
    expect(legalActions(s, EMPIRE).every((a) => a.type !== 'PlayTactic' || ((a as { dice?: unknown[] }).dice ?? []).length <= 2)).toBe(true);
  });
});
