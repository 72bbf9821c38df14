import { legalActions } from '../../../rebellion.legal.js';
import { outcome } from '../../../rebellion.outcome.js';
import { EMPIRE, types } from '../../../rebellion.testkit.js';
import { act, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { superlaserOnline } from './superlaser-online.card.js';

// Naboo, Sullust and Utapau lie in region 7.
const deathStarIn = (system: string, more: object = {}) => ({ systems: { [system]: { units: { 'death-star': 1 } }, ...more } });

describe('Superlaser Online (superlaser-online)', () => {
  it('is resolved only where a finished Death Star stands, never in Coruscant', () => {
    const position = deathStarIn('naboo', { sullust: { units: { 'death-star-under-construction': 1 } }, coruscant: { loyalty: 'empire', units: { 'death-star': 1 } } });
    expect(revealTargets(superlaserOnline, position)).toEqual(['naboo']);
  });

  it('destroys the system: Rebel ground units and every marker go, leaders stay; then 1 loyalty in a populous system of the region', () => {
    const position = {
      ...deathStarIn('naboo', { utapau: { loyalty: 'rebel' } }),
      systems: { naboo: { loyalty: 'rebel', sabotaged: true, units: { 'death-star': 1, 'rebel-trooper': 2, 'x-wing': 1 } }, utapau: { loyalty: 'rebel' } },
      leaders: { 'princess-leia': 'naboo' },
    };
    const { emitted, state } = revealUnopposed(superlaserOnline, { system: 'naboo' }, position);
    expect(payloads(emitted, 'SystemDestroyed')).toEqual([{ system: 'naboo' }]);
    expect(state.systems.naboo).toEqual({ loyalty: null, subjugated: false, sabotaged: false, destroyed: true });
    expect(state.units.naboo).toEqual({ 'death-star': 1, 'x-wing': 1 });
    expect(state.leaders['princess-leia']!.location).toEqual({ kind: 'system', system: 'naboo' });
    // The destroyed system itself is no longer offered; the others of region 7 are.
    const offered = legalActions(state, EMPIRE).map((a) => (a as { system?: string }).system);
    expect(offered).not.toContain('naboo');
    expect(offered).toEqual(expect.arrayContaining(['sullust', 'utapau']));
    const { emitted: after, state: done } = act(state, EMPIRE, { type: 'ChooseSystem', system: 'utapau' });
    expect(types(after)).toEqual(['PromptAnswered', 'LoyaltyChanged', 'MissionCardDiscarded', 'TurnBegan']);
    expect(done.systems.utapau.loyalty).toBeNull();
  });

  it('Imperial ground units beyond its ships’ capacity are destroyed there (RR ZERSTÖRTE SYSTEME)', () => {
    const { state } = revealUnopposed(superlaserOnline, { system: 'naboo' }, { systems: { naboo: { units: { 'death-star': 1, stormtrooper: 10 } } } });
    // The Death Star carries 8: two stormtroopers go at once (one type of unit, nothing to choose).
    expect(state.units.naboo).toEqual({ 'death-star': 1, stormtrooper: 8 });
  });

  it('wins the game for the Empire at once when it destroys the Rebel base’s system, hidden or not', () => {
    const { emitted, state } = revealUnopposed(superlaserOnline, { system: 'dantooine' }, deathStarIn('dantooine'));
    expect(payloads(emitted, 'GameEnded')).toEqual([{ winner: 'empire', reason: 'base-destroyed' }]);
    expect(types(emitted).slice(-2)).toEqual(['SystemDestroyed', 'GameEnded']);
    expect(outcome(state)).toMatchObject({ winners: [EMPIRE] });
  });

  it('in a system already destroyed it only gains the loyalty', () => {
    const { emitted } = revealUnopposed(superlaserOnline, { system: 'naboo' }, { systems: { naboo: { destroyed: true, units: { 'death-star': 1 } } } });
    expect(payloads(emitted, 'SystemDestroyed')).toEqual([]);
    expect(types(emitted)).toContain('PromptOpened');
  });
});
