import { combatOf, holding, run } from '../../../combat.testkit.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { spaceOnslaught } from './space-onslaught.card.js';

describe('rebellion:taktikkarten: Onslaught (space-onslaught)', () => {
  it('is the data its interpreter plays', () => {
    expect(spaceOnslaught.kind).toBe('tactic');
    expect(spaceOnslaught.timing).toBe('space-battle');
  });

  it("1 damage to each of up to 2 different enemy units", () => {
    const { state } = run(holding('space-onslaught'), [EMPIRE, { type: 'PlayTactic', card: 'space-onslaught', die: 'red', targets: [{ unit: 'x-wing', markers: 0, pending: 0 }, { unit: 'x-wing', markers: 0, pending: 0 }] }]);
    expect(combatOf(state).wounds).toEqual([
      { faction: 'rebel', unit: 'x-wing', markers: 0, pending: 1, doomed: false },
      { faction: 'rebel', unit: 'x-wing', markers: 0, pending: 1, doomed: false },
    ]);
  });
});
