import { bestLeaders, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { forTheGreaterGood } from './for-the-greater-good.card.js';

const captive = {
  leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' } },
  systems: { naboo: { units: { stormtrooper: 1 } } },
  decks: { objectives: ['liberation'] },
  hands: { rebel: { objectives: [] } },
};

describe('For the Greater Good (for-the-greater-good)', () => {
  it('rebellion:gefangene-anfuehrer: is attempted only in the system holding a captured leader', () => {
    expect(revealTargets(forTheGreaterGood, captive)).toEqual(['naboo']);
    expect(revealTargets(forTheGreaterGood)).toEqual([]);
  });

  it('on success the captive is rescued to the Rebel Base space, the Rebel draws 1 objective, the mission leaders stay in the system', () => {
    const { emitted, state } = revealUnopposed(forTheGreaterGood, { system: 'naboo' }, captive);
    expect(payloads(emitted, 'LeaderRescued')).toEqual([{ leader: 'mon-mothma', to: 'rebel-base' }]);
    expect(state.leaders['mon-mothma']).toMatchObject({ ring: null, location: { kind: 'rebel-base' } });
    expect(state.hands.objectives).toEqual(['liberation']);
    for (const l of bestLeaders('rebel', 'for-the-greater-good')) expect(state.leaders[l]!.location).toEqual({ kind: 'system', system: 'naboo' });
    expect(state.discards.missions.rebel).toEqual(['for-the-greater-good']);
  });
});
