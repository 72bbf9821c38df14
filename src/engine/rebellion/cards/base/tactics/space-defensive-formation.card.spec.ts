import { at, drive, payloads, rebelAttack, run } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { spaceDefensiveFormation } from './space-defensive-formation.card.js';

describe('rebellion:taktikkarten: Defensive Formation (space-defensive-formation)', () => {
  it('is the data its interpreter plays', () => {
    expect(spaceDefensiveFormation.kind).toBe('tactic');
    expect(spaceDefensiveFormation.timing).toBe('space-battle');
  });

  it("the defender blocks 1 damage assigned in this attack", () => {
    const space = drive(rebelAttack('space', ['space-defensive-formation'], 'admiral-ackbar'), [REBEL, { type: 'ConfirmMoves' }], ['blank', 'blank', 'blank', 'direct-hit', 'hit'], at('block'));
    expect(legalActions(space.state, REBEL)).toContainEqual({ type: 'PlayTactic', card: 'space-defensive-formation', blocks: [{ unit: 'x-wing', markers: 0, pending: 1 }] });
    const blocked = run(space.state, [REBEL, { type: 'PlayTactic', card: 'space-defensive-formation', blocks: [{ unit: 'x-wing', markers: 0, pending: 1 }] }, Array(10).fill('blank')]);
    expect(payloads(blocked.emitted, 'DamageBlocked')).toHaveLength(1);
  });
});
