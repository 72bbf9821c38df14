import { legalActions } from '../../../rebellion.legal.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { act, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { wookieeUprising } from './wookiee-uprising.card.js';

describe('Wookiee Uprising (wookiee-uprising)', () => {
  it('is attempted in Kashyyyk only, and not once Kashyyyk is destroyed', () => {
    expect(revealTargets(wookieeUprising)).toEqual(['kashyyyk']);
    expect(revealTargets(wookieeUprising, { systems: { kashyyyk: { destroyed: true } } })).toEqual([]);
  });

  it('on success 1 Rebel loyalty in Kashyyyk, then up to 4 health of Imperial units destroyed', () => {
    const { emitted, state } = revealUnopposed(wookieeUprising, { system: 'kashyyyk' }, { systems: { kashyyyk: { loyalty: 'empire', units: { 'star-destroyer': 1, stormtrooper: 2 } } } });
    expect(payloads(emitted, 'LoyaltyChanged')).toEqual([{ system: 'kashyyyk', loyalty: null, subjugated: false }]);
    expect(legalActions(state, REBEL)).toContainEqual({ type: 'ChooseUnit', at: 'kashyyyk', unit: 'star-destroyer' });
    const after = act(state, REBEL, { type: 'ChooseUnit', at: 'kashyyyk', unit: 'star-destroyer' });
    expect(after.state.units.kashyyyk).toEqual({ stormtrooper: 2 });
    expect(after.state.prompt).toBeNull();
  });
});
