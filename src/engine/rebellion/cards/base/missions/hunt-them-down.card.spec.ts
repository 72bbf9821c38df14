import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { act, payloads, revealUnopposed } from '../../card.testkit.js';
import { huntThemDown } from './hunt-them-down.card.js';

describe('Hunt Them Down (hunt-them-down)', () => {
  it('on success the Empire destroys Rebel units of at most 2 health in all, one at a time', () => {
    const { state } = revealUnopposed(huntThemDown, { system: 'naboo' }, { systems: { naboo: { loyalty: 'rebel', units: { 'rebel-trooper': 1, 'corellian-corvette': 1, 'x-wing': 1 } } } });
    const offered = legalActions(state, EMPIRE).map((a) => (a as { unit?: string }).unit ?? a.type);
    expect(offered).toEqual(expect.arrayContaining(['rebel-trooper', 'x-wing', 'PassChoice']));
    const chosen = act(state, EMPIRE, { type: 'ChooseUnit', at: 'naboo', unit: 'rebel-trooper' });
    expect(payloads(chosen.emitted, 'UnitsDestroyed')).toEqual([{ faction: 'rebel', at: 'naboo', units: { 'rebel-trooper': 1 } }]);
  });
});
