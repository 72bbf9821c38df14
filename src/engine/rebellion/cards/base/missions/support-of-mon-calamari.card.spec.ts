import { legalActions } from '../../../rebellion.legal.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { act, no, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { supportOfMonCalamari } from './support-of-mon-calamari.card.js';

describe('Support of Mon Calamari (support-of-mon-calamari)', () => {
  it('is attempted in Mon Calamari only', () => {
    expect(revealTargets(supportOfMonCalamari)).toEqual(['mon-calamari']);
  });

  it('on success the Rebel chooses one option (an option prompt): 2 loyalty, or a cruiser on space 3', () => {
    const { state } = revealUnopposed(supportOfMonCalamari, { system: 'mon-calamari' }, { systems: { 'mon-calamari': { loyalty: 'empire' } } });
    expect(legalActions(state, REBEL)).toEqual([
      { type: 'ChooseOption', option: 'loyalty' },
      { type: 'ChooseOption', option: 'cruiser' },
    ]);
    expect(no(state, REBEL, { type: 'PassChoice' }).code).toBe('CHOICE_REQUIRED');
    const loyal = act(state, REBEL, { type: 'ChooseOption', option: 'loyalty' });
    expect(payloads(loyal.emitted, 'LoyaltyChanged')).toEqual([{ system: 'mon-calamari', loyalty: 'rebel', subjugated: false }]);
    expect(payloads(loyal.emitted, 'UnitsBuilt')).toEqual([]);
    const cruiser = act(state, REBEL, { type: 'ChooseOption', option: 'cruiser' });
    expect(payloads(cruiser.emitted, 'UnitsBuilt')).toEqual([{ faction: 'rebel', units: [{ unit: 'mon-calamari-cruiser', space: 3 }] }]);
    expect(cruiser.state.systems['mon-calamari'].loyalty).toBe('empire');
  });
});
