import { at, drive, payloads, rebelAttack, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { spaceOutmaneuver } from './space-outmaneuver.card.js';

describe('rebellion:taktikkarten: Outmaneuver (space-outmaneuver)', () => {
  it('is the data its interpreter plays', () => {
    expect(spaceOutmaneuver.kind).toBe('tactic');
    expect(spaceOutmaneuver.timing).toBe('space-battle');
  });

  it("blocks up to 2 damage, another space card discarded with it", () => {
    const space = drive(rebelAttack('space', ['space-outmaneuver', 'space-critical-hit'], 'admiral-ackbar'), [REBEL, { type: 'ConfirmMoves' }], ['blank', 'blank', 'blank', 'direct-hit', 'hit'], at('block'));
    const blocks = [{ unit: 'x-wing', markers: 0, pending: 1 }, { unit: 'x-wing', markers: 0, pending: 1 }];
    expect(legalActions(space.state, REBEL)).toContainEqual({ type: 'PlayTactic', card: 'space-outmaneuver', discard: 'space-critical-hit', blocks });
    const blocked = run(space.state, [REBEL, { type: 'PlayTactic', card: 'space-outmaneuver', discard: 'space-critical-hit', blocks }, Array(10).fill('blank')]);
    expect(payloads(blocked.emitted, 'DamageBlocked')).toHaveLength(2);
    expect(payloads(blocked.emitted, 'TacticCardPlayed')).toEqual([{ faction: 'rebel', card: 'space-outmaneuver', discarded: ['space-critical-hit'] }]);
    expect(payloads(blocked.emitted, 'UnitsDestroyed')).toEqual([]);
  });
});
