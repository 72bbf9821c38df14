import { at, drive, rebelAttack } from '../../../combat.testkit.js';
import { legalActions } from '../../../rebellion.legal.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { groundDigIn } from './ground-dig-in.card.js';

describe('rebellion:taktikkarten: Dig In (ground-dig-in)', () => {
  it('is the data its interpreter plays', () => {
    expect(groundDigIn.kind).toBe('tactic');
    expect(groundDigIn.timing).toBe('ground-battle');
  });

  it("blocks up to 2 ground damage, another ground card discarded with it; never without another card", () => {
    const ground = drive(rebelAttack('ground', ['ground-dig-in', 'ground-critical-hit'], 'general-madine'), [REBEL, { type: 'ConfirmMoves' }], [...Array(5).fill('blank'), 'blank', 'blank', 'hit'], at('block'));
    expect(legalActions(ground.state, REBEL)).toContainEqual({ type: 'PlayTactic', card: 'ground-dig-in', discard: 'ground-critical-hit', blocks: [{ unit: 'rebel-trooper', markers: 0, pending: 1 }] });
    // Every way to play it names another ground card of the hand to discard.
    const plays = legalActions(ground.state, REBEL).filter((a) => a.type === 'PlayTactic' && a.card === 'ground-dig-in');
    expect(plays.every((a) => typeof (a as { discard?: string }).discard === 'string' && (a as { discard?: string }).discard !== 'ground-dig-in')).toBe(true);
  });
});
