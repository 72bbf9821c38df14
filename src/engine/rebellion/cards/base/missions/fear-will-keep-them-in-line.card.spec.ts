import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { act, no, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { fearWillKeepThemInLine } from './fear-will-keep-them-in-line.card.js';

// Region 7: Naboo, Sullust, Utapau (populous) and Dagobah.
const position = { systems: { naboo: { units: { 'star-destroyer': 1 } }, sullust: { loyalty: 'empire' } } };

describe('Fear Will Keep Them in Line (fear-will-keep-them-in-line)', () => {
  it('is attempted where a Death Star, Star Destroyer or Super Star Destroyer stands', () => {
    expect(revealTargets(fearWillKeepThemInLine, { systems: { naboo: { units: { 'star-destroyer': 1 } }, hoth: { units: { 'death-star': 1 } }, utapau: { units: { 'tie-fighter': 1 } } } })).toEqual(['hoth', 'naboo']);
  });

  it('on success the Empire picks 2 systems of the region one after the other (a system prompt); one already Imperial is not offered', () => {
    const { state } = revealUnopposed(fearWillKeepThemInLine, { system: 'naboo' }, position);
    expect(legalActions(state, EMPIRE)).toEqual([
      { type: 'ChooseSystem', system: 'naboo' },
      { type: 'ChooseSystem', system: 'utapau' },
    ]);
    expect(no(state, EMPIRE, { type: 'ChooseSystem', system: 'sullust' }).code).toBe('CHOICE_NOT_OFFERED');
    const first = act(state, EMPIRE, { type: 'ChooseSystem', system: 'utapau' });
    expect(legalActions(first.state, EMPIRE)).toEqual([{ type: 'ChooseSystem', system: 'naboo' }]);
    const second = act(first.state, EMPIRE, { type: 'ChooseSystem', system: 'naboo' });
    expect(payloads([...first.emitted, ...second.emitted], 'LoyaltyChanged')).toEqual([
      { system: 'utapau', loyalty: 'empire', subjugated: false },
      { system: 'naboo', loyalty: 'empire', subjugated: false },
    ]);
    expect(second.state.prompt).toBeNull();
  });
});
