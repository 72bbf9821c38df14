import { legalActions } from '../../../rebellion.legal.js';
import { REBEL, types } from '../../../rebellion.testkit.js';
import { act, no, withCards } from '../../card.testkit.js';
import { ambush } from './ambush.card.js';

const position = { leaders: { 'general-madine': 'pool', 'mon-mothma': 'pool' }, systems: { naboo: { loyalty: 'empire', units: { stormtrooper: 2, 'at-at': 1, 'tie-fighter': 1 } } } };

describe('Ambush (ambush)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(ambush.effect).not.toBeNull();
  });

  it('puts Madine in any system, then the Rebel destroys Imperial ground units there up to 3 health, one at a time', () => {
    const s = withCards('rebel', ['ambush'], position);
    expect(legalActions(s, REBEL).filter((a) => a.type === 'UseActionCard')).toHaveLength(32);
    const { emitted, state } = act(s, REBEL, { type: 'UseActionCard', card: 'ambush', system: 'naboo' });
    expect(types(emitted)).toEqual(['ActionCardUsed', 'LeaderPlaced', 'PromptOpened']);
    expect(state.leaders['general-madine']!.location).toEqual({ kind: 'system', system: 'naboo' });
    // Ground units only: the TIE fighter is no target; the AT-AT (3) and a stormtrooper (1) fit.
    expect(legalActions(state, REBEL)).toEqual([
      { type: 'ChooseUnit', at: 'naboo', unit: 'stormtrooper' },
      { type: 'ChooseUnit', at: 'naboo', unit: 'at-at' },
      { type: 'PassChoice' },
    ]);
    expect(no(state, REBEL, { type: 'ChooseUnit', at: 'naboo', unit: 'tie-fighter' }).code).toBe('CHOICE_NOT_OFFERED');
    const one = act(state, REBEL, { type: 'ChooseUnit', at: 'naboo', unit: 'stormtrooper' }).state;
    // 2 health left: the AT-AT no longer fits.
    expect(legalActions(one, REBEL)).toEqual([{ type: 'ChooseUnit', at: 'naboo', unit: 'stormtrooper' }, { type: 'PassChoice' }]);
    const two = act(one, REBEL, { type: 'ChooseUnit', at: 'naboo', unit: 'stormtrooper' });
    expect(two.state.units.naboo).toEqual({ 'at-at': 1, 'tie-fighter': 1 });
    expect(two.state.prompt).toBeNull();
    expect(two.state.phase).toMatchObject({ kind: 'assignment', turn: 'rebel' });
  });

  it('asks nothing where no Imperial ground unit stands, and needs Madine in the pool', () => {
    const s = withCards('rebel', ['ambush'], position);
    const { emitted } = act(s, REBEL, { type: 'UseActionCard', card: 'ambush', system: 'hoth' });
    expect(types(emitted)).toEqual(['ActionCardUsed', 'LeaderPlaced']);
    const away = withCards('rebel', ['ambush'], { ...position, leaders: { 'general-madine': 'hoth', 'mon-mothma': 'pool' } });
    expect(no(away, REBEL, { type: 'UseActionCard', card: 'ambush', system: 'naboo' }).code).toBe('ACTION_CARD_CANNOT_BE_USED_SO');
  });
});
