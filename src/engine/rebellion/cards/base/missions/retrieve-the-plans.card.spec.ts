import { SPECTATOR } from '../../../../core/visibility.view.js';
import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, received } from '../../../rebellion.testkit.js';
import { act, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { retrieveThePlans } from './retrieve-the-plans.card.js';

const captive = {
  leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' } },
  systems: { naboo: { units: { stormtrooper: 1 } } },
  hands: { rebel: { objectives: ['liberation', 'crippling-blow'] } },
};

describe('Retrieve the Plans (retrieve-the-plans)', () => {
  it('rebellion:gefangene-anfuehrer: is attempted only in the system holding a captured leader', () => {
    expect(revealTargets(retrieveThePlans, captive)).toEqual(['naboo']);
    expect(revealTargets(retrieveThePlans)).toEqual([]);
  });

  it('rebellion:zielkarten: on success the Empire sees the objective hand and puts 1 of its cards on the bottom of the objective deck', () => {
    const { emitted, state } = revealUnopposed(retrieveThePlans, { system: 'naboo' }, captive);
    expect(payloads(emitted, 'ObjectivesShown')).toEqual([{ cards: ['liberation', 'crippling-blow'] }]);
    expect(legalActions(state, EMPIRE)).toEqual([
      { type: 'ChooseOption', option: 'liberation' },
      { type: 'ChooseOption', option: 'crippling-blow' },
    ]);
    const after = act(state, EMPIRE, { type: 'ChooseOption', option: 'crippling-blow' });
    expect(after.state.hands.objectives).toEqual(['liberation']);
    expect(after.state.decks.objectives.at(-1)).toBe('crippling-blow');
    expect(JSON.stringify(received(after.emitted, after.state, SPECTATOR))).not.toContain('crippling-blow');
    expect(after.state.discards.missions.empire).toEqual(['retrieve-the-plans']);
  });
});
