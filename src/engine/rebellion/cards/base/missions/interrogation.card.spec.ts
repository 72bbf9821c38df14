import { SPECTATOR } from '../../../../core/visibility.view.js';
import { payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { received } from '../../../rebellion.testkit.js';
import { interrogation } from './interrogation.card.js';

const captive = {
  leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' } },
  systems: { naboo: { units: { stormtrooper: 1 } } },
  hands: { rebel: { objectives: ['liberation', 'crippling-blow'] } },
};

describe('Interrogation (interrogation)', () => {
  it('rebellion:gefangene-anfuehrer: is attempted only in the system holding a captured leader', () => {
    expect(revealTargets(interrogation, captive)).toEqual(['naboo']);
    expect(revealTargets(interrogation)).toEqual([]);
  });

  it('rebellion:zielkarten: on success the Empire sees the Rebel objective hand, which stays in the Rebel hand; spectators do not', () => {
    const { emitted, state } = revealUnopposed(interrogation, { system: 'naboo' }, captive);
    expect(payloads(emitted, 'ObjectivesShown')).toEqual([{ cards: ['liberation', 'crippling-blow'] }]);
    expect(state.hands.objectives).toEqual(['liberation', 'crippling-blow']);
    expect(JSON.stringify(received(emitted, state, SPECTATOR))).not.toContain('liberation');
    expect(state.discards.missions.empire).toEqual(['interrogation']);
  });
});
