import { holding, payloads, run } from '../../../combat.testkit.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { spaceConcentrateFire } from './space-concentrate-fire.card.js';

describe('rebellion:taktikkarten: Concentrate Fire (space-concentrate-fire)', () => {
  it('is the data its interpreter plays', () => {
    expect(spaceConcentrateFire.kind).toBe('tactic');
    expect(spaceConcentrateFire.timing).toBe('space-battle');
  });

  it("rerolls up to 2 of the attacker's dice together", () => {
    const { emitted } = run(holding('space-concentrate-fire'), [EMPIRE, { type: 'PlayTactic', card: 'space-concentrate-fire', dice: [{ colour: 'red', face: 'special' }, { colour: 'black', face: 'blank' }] }, ['direct-hit', 'hit']]);
    expect(payloads(emitted, 'DiceRerolled')).toEqual([{ indices: [0, 2], faces: ['direct-hit', 'hit'] }]);
  });
});
