import { holding, payloads, run } from '../../../combat.testkit.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { spaceNoEscape } from './space-no-escape.card.js';

describe('rebellion:taktikkarten: No Escape (space-no-escape)', () => {
  it('is the data its interpreter plays', () => {
    expect(spaceNoEscape.kind).toBe('tactic');
    expect(spaceNoEscape.timing).toBe('space-battle');
  });

  it("the opponent cannot retreat at the end of this round", () => {
    const { emitted } = run(holding('space-no-escape'), [EMPIRE, { type: 'PlayTactic', card: 'space-no-escape' }]);
    expect(payloads(emitted, 'RetreatForbidden')).toEqual([{ faction: 'rebel' }]);
  });
});
