import { at, drive, rebelAttack } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { groundDefensiveFormation } from './ground-defensive-formation.card.js';

describe('rebellion:taktikkarten: Defensive Formation (ground-defensive-formation)', () => {
  it('is the data its interpreter plays', () => {
    expect(groundDefensiveFormation.kind).toBe('tactic');
    expect(groundDefensiveFormation.timing).toBe('ground-battle');
  });

  it("the defender blocks 1 ground damage assigned in this attack", () => {
    const ground = drive(rebelAttack('ground', ['ground-defensive-formation'], 'general-madine'), [REBEL, { type: 'ConfirmMoves' }], [...Array(5).fill('blank'), 'blank', 'blank', 'hit'], at('block'));
    expect(legalActions(ground.state, REBEL)).toContainEqual({ type: 'PlayTactic', card: 'ground-defensive-formation', blocks: [{ unit: 'rebel-trooper', markers: 0, pending: 1 }] });
  });
});
