import { holding, payloads, run } from '../../../combat.testkit.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { groundUnstoppableAssault } from './ground-unstoppable-assault.card.js';

describe('rebellion:taktikkarten: Unstoppable Assault (ground-unstoppable-assault)', () => {
  it('is the data its interpreter plays', () => {
    expect(groundUnstoppableAssault.kind).toBe('tactic');
    expect(groundUnstoppableAssault.timing).toBe('ground-battle');
  });

  it("the opponent blocks nothing for the rest of the ground battle step", () => {
    const s = holding('ground-unstoppable-assault', { 'x-wing': 1, 'rebel-trooper': 2 }, ['special', 'hit'], 'ground');
    const { emitted } = run(s, [EMPIRE, { type: 'PlayTactic', card: 'ground-unstoppable-assault', die: 'black' }]);
    expect(payloads(emitted, 'BlockingForbidden')).toEqual([{ faction: 'rebel' }]);
  });
});
