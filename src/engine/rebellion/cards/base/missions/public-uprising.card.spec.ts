import { legalActions } from '../../../rebellion.legal.js';
import { REBEL, types } from '../../../rebellion.testkit.js';
import { act, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { publicUprising } from './public-uprising.card.js';

const naboo = { systems: { naboo: { subjugated: true, units: { stormtrooper: 1 } } } };
const units = (s: Parameters<typeof legalActions>[0]) => legalActions(s, REBEL).map((a) => ('unit' in a ? a.unit : a.type));

describe('Public Uprising (public-uprising)', () => {
  it('is attempted only in a subjugated system', () => {
    expect(revealTargets(publicUprising, naboo)).toEqual(['naboo']);
  });

  it('gains 1 circle and 2 triangle units, ship or ground as the Rebel picks each, then a combat begins', () => {
    const { state } = revealUnopposed(publicUprising, { system: 'naboo' }, naboo);
    expect(units(state)).toEqual(['corellian-corvette', 'airspeeder']);
    const circle = act(state, REBEL, { type: 'ChooseUnit', unit: 'corellian-corvette' });
    expect(units(circle.state)).toEqual(['x-wing', 'y-wing', 'rebel-transport', 'rebel-trooper']);
    const first = act(circle.state, REBEL, { type: 'ChooseUnit', unit: 'rebel-trooper' });
    const second = act(first.state, REBEL, { type: 'ChooseUnit', unit: 'y-wing' });
    expect([...payloads(circle.emitted, 'UnitsGained'), ...payloads(first.emitted, 'UnitsGained'), ...payloads(second.emitted, 'UnitsGained')]).toEqual([
      { faction: 'rebel', at: 'naboo', units: { 'corellian-corvette': 1 } },
      { faction: 'rebel', at: 'naboo', units: { 'rebel-trooper': 1 } },
      { faction: 'rebel', at: 'naboo', units: { 'y-wing': 1 } },
    ]);
    expect(types(second.emitted).slice(-3)).toEqual(['MissionCardDiscarded', 'CombatBegan', 'CombatStepBegan']);
    expect(second.state.phase).toMatchObject({ kind: 'combat', system: 'naboo', active: 'rebel', present: { ground: ['empire', 'rebel'], space: ['rebel'] } });
  });

  it('a unit type gone from the supply is not offered', () => {
    const { state } = revealUnopposed(publicUprising, { system: 'naboo' }, {
      systems: { ...naboo.systems, sullust: { units: { 'corellian-corvette': 4 } } },
    });
    expect(units(state)).toEqual(['airspeeder']);
  });
});
