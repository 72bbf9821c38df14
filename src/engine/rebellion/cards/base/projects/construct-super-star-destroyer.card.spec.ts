import { payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { constructSuperStarDestroyer } from './construct-super-star-destroyer.card.js';

describe('Construct Super Star Destroyer (construct-super-star-destroyer)', () => {
  it('is resolved in an Imperial system with a blue square icon only', () => {
    // Corellia and Mon Calamari print a blue square; Naboo does not.
    const position = { systems: { corellia: { loyalty: 'empire' }, 'mon-calamari': { loyalty: 'rebel' }, naboo: { loyalty: 'empire' } } };
    expect(revealTargets(constructSuperStarDestroyer, position)).toEqual(['corellia']);
  });

  it('puts a Super Star Destroyer on space 3 of the Imperial build queue', () => {
    const { emitted, state } = revealUnopposed(constructSuperStarDestroyer, { system: 'corellia' }, { systems: { corellia: { loyalty: 'empire' } } });
    expect(payloads(emitted, 'UnitsBuilt')).toEqual([{ faction: 'empire', units: [{ unit: 'super-star-destroyer', space: 3 }] }]);
    expect(state.buildQueue.empire).toEqual([{ unit: 'super-star-destroyer', space: 3 }]);
  });
});
