import { legalActions } from '../../../rebellion.legal.js';
import { REBEL } from '../../../rebellion.testkit.js';
import { act, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { establishTradeRelations } from './establish-trade-relations.card.js';

describe('Establish Trade Relations (establish-trade-relations)', () => {
  it('is not attempted where a sabotage marker lies', () => {
    const targets = revealTargets(establishTradeRelations, { systems: { naboo: { sabotaged: true } } });
    expect(targets).not.toContain('naboo');
    expect(targets).toContain('sullust');
  });

  it('on success 1 loyalty, then the Rebel picks the units where an icon offers several (an option prompt)', () => {
    const { emitted, state } = revealUnopposed(establishTradeRelations, { system: 'corellia' });
    expect(payloads(emitted, 'LoyaltyChanged')).toEqual([{ system: 'corellia', loyalty: 'rebel', subjugated: false }]);
    const options = legalActions(state, REBEL);
    expect(options.length).toBeGreaterThan(1);
    expect(options.every((a) => a.type === 'ChooseOption')).toBe(true);
    const built = act(state, REBEL, options[0]);
    expect((payloads(built.emitted, 'UnitsBuilt')[0] as { units: { space: number }[] }).units.every((u) => u.space === 3)).toBe(true);
    expect(built.state.prompt).toBeNull();
  });
});
