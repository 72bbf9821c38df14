import { systemData, SYSTEM_IDS } from '../../../data/systems.data.js';
import { legalActions } from '../../../rebellion.legal.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { act, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { homingBeacon } from './homing-beacon.card.js';

const captive = {
  leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' } },
  systems: { naboo: { units: { stormtrooper: 1 } } },
};

describe('Homing Beacon (homing-beacon)', () => {
  it('rebellion:gefangene-anfuehrer: is attempted only in the system holding a captured leader', () => {
    expect(revealTargets(homingBeacon, captive)).toEqual(['naboo']);
    expect(revealTargets(homingBeacon)).toEqual([]);
  });

  it('on success the captive is rescued into a system the Rebel picks in the region of the base (Dantooine here)', () => {
    const { state } = revealUnopposed(homingBeacon, { system: 'naboo' }, captive);
    const region = SYSTEM_IDS.filter((id) => systemData(id).region === systemData('dantooine').region);
    expect(legalActions(state, REBEL)).toEqual(region.map((system) => ({ type: 'ChooseSystem', system })));
    const after = act(state, REBEL, { type: 'ChooseSystem', system: region[0] });
    expect(payloads(after.emitted, 'LeaderRescued')).toEqual([{ leader: 'mon-mothma', to: region[0] }]);
    expect(after.state.leaders['mon-mothma']).toMatchObject({ ring: null, location: { kind: 'system', system: region[0] } });
    expect(after.state.discards.missions.empire).toEqual(['homing-beacon']);
  });
});
