import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, REBEL, types } from '../../../rebellion.testkit.js';
import { act, no, payloads, withCards } from '../../card.testkit.js';
import { independentOperation } from './independent-operation.card.js';

const systems = {
  naboo: { subjugated: true, units: { stormtrooper: 2, 'tie-fighter': 1 } },
  sullust: { loyalty: 'empire', units: { 'rebel-trooper': 1 } },
  bothawui: { loyalty: 'empire' },
};
const position = { leaders: { 'lando-calrissian': 'pool', 'mon-mothma': 'pool' }, systems };

describe('Independent Operation (independent-operation), rebellion:zuweisungsphase', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(independentOperation.effect).not.toBeNull();
  });

  it('puts Lando in a subjugated system; the Empire moves its ground units to an Imperial system without Rebel ground units and the marker goes', () => {
    const s = withCards('rebel', ['independent-operation'], position);
    expect(legalActions(s, REBEL).filter((a) => a.type === 'UseActionCard')).toEqual([{ type: 'UseActionCard', card: 'independent-operation', system: 'naboo' }]);
    const { emitted, state } = act(s, REBEL, { type: 'UseActionCard', card: 'independent-operation', system: 'naboo' });
    expect(types(emitted)).toEqual(['ActionCardUsed', 'LeaderPlaced', 'PromptOpened']);
    // Sullust holds a Rebel trooper: no destination; nor is Naboo itself.
    expect(legalActions(state, EMPIRE)).toEqual([
      { type: 'ChooseSystem', system: 'bothawui' },
      { type: 'ChooseSystem', system: 'coruscant' },
    ]);
    expect(legalActions(state, REBEL)).toEqual([]);
    expect(no(state, EMPIRE, { type: 'ChooseSystem', system: 'sullust' }).code).toBe('CHOICE_NOT_OFFERED');
    const moved = act(state, EMPIRE, { type: 'ChooseSystem', system: 'coruscant' });
    expect(payloads(moved.emitted, 'UnitsMoved')).toEqual([{ faction: 'empire', from: 'naboo', to: 'coruscant', units: { stormtrooper: 2 } }]);
    expect(types(moved.emitted)).toContain('SubjugationRemoved');
    expect(moved.state.units.naboo).toEqual({ 'tie-fighter': 1 });
    expect(moved.state.systems.naboo.subjugated).toBe(false);
    expect(moved.state.leaders['lando-calrissian']!.location).toEqual({ kind: 'system', system: 'naboo' });
    expect(moved.state.phase).toMatchObject({ kind: 'assignment' });
  });

  it('cannot be used without a destination, nor without a subjugated system', () => {
    const blocked = withCards('rebel', ['independent-operation'], {
      ...position,
      systems: { naboo: systems.naboo, coruscant: { loyalty: 'empire', units: { 'rebel-trooper': 1 } } },
    });
    expect(legalActions(blocked, REBEL).filter((a) => a.type === 'UseActionCard')).toEqual([]);
    expect(no(blocked, REBEL, { type: 'UseActionCard', card: 'independent-operation', system: 'naboo' }).code).toBe('ACTION_CARD_CANNOT_BE_USED_SO');
    const free = withCards('rebel', ['independent-operation'], { ...position, systems: { bothawui: { loyalty: 'empire' } } });
    expect(legalActions(free, REBEL).filter((a) => a.type === 'UseActionCard')).toEqual([]);
  });
});
