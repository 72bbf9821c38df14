import { legalActions } from '../../../rebellion.legal.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { act, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { rogueSquadronRaid } from './rogue-squadron-raid.card.js';

const queue = { buildQueue: { empire: [{ unit: 'star-destroyer', space: 2 }, { unit: 'tie-fighter', space: 1 }, { unit: 'death-star', space: 3 }] } };

describe('Rogue Squadron Raid (rogue-squadron-raid)', () => {
  it('is attempted in an Imperial system', () => {
    expect(revealTargets(rogueSquadronRaid)).toEqual(['coruscant']);
  });

  it('on success destroys queued Imperial units of at most 4 health in all, the Rebel choosing one at a time; the Death Star is no target', () => {
    const { state } = revealUnopposed(rogueSquadronRaid, { system: 'coruscant' }, queue);
    expect(legalActions(state, REBEL)).toEqual([{ type: 'ChooseUnit', unit: 'star-destroyer' }, { type: 'ChooseUnit', unit: 'tie-fighter' }, { type: 'PassChoice' }]);
    const after = act(state, REBEL, { type: 'ChooseUnit', unit: 'star-destroyer' });
    expect(payloads(after.emitted, 'QueuedUnitDestroyed')).toEqual([{ faction: 'empire', unit: 'star-destroyer' }]);
    // 4 health spent: nothing more is asked.
    expect(after.state.prompt).toBeNull();
    expect(after.state.buildQueue.empire.map((q) => q.unit)).toEqual(['tie-fighter', 'death-star']);
  });
});
