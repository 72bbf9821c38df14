import { holding, payloads, run } from '../../../combat.testkit.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { spaceUnstoppableAssault } from './space-unstoppable-assault.card.js';

describe('rebellion:taktikkarten: Unstoppable Assault (space-unstoppable-assault)', () => {
  it('is the data its interpreter plays', () => {
    expect(spaceUnstoppableAssault.kind).toBe('tactic');
    expect(spaceUnstoppableAssault.timing).toBe('space-battle');
  });

  it("the opponent blocks nothing for the rest of the battle step", () => {
    const { emitted } = run(holding('space-unstoppable-assault'), [EMPIRE, { type: 'PlayTactic', card: 'space-unstoppable-assault', die: 'red' }]);
    expect(payloads(emitted, 'BlockingForbidden')).toEqual([{ faction: 'rebel' }]);
  });
});
