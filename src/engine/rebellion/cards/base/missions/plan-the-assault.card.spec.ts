import { legalActions } from '../../../rebellion.legal.js';
import { REBEL, types } from '../../../rebellion.testkit.js';
import { act, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { planTheAssault } from './plan-the-assault.card.js';

const base = { system: 'dantooine', units: { 'x-wing': 2, 'rebel-transport': 1, 'rebel-trooper': 2 } };
const naboo = { rebelBase: base, leaders: { 'mon-mothma': 'rebel-base' }, systems: { naboo: { loyalty: 'empire', units: { 'tie-fighter': 1, stormtrooper: 1 } } } };

describe('Plan the Assault (plan-the-assault)', () => {
  it('is attempted only in a system with an Imperial ship', () => {
    expect(revealTargets(planTheAssault, { ...naboo, systems: { ...naboo.systems, sullust: { units: { stormtrooper: 1 } } } })).toEqual(['naboo']);
  });

  it('moves ships only from the Rebel Base space, a leader there does not hold them; then a combat begins', () => {
    const { state } = revealUnopposed(planTheAssault, { system: 'naboo' }, naboo);
    expect(legalActions(state, REBEL)).toEqual([
      { type: 'ChooseUnit', from: 'rebel-base', unit: 'x-wing' },
      { type: 'ChooseUnit', from: 'rebel-base', unit: 'rebel-transport' },
      { type: 'PassChoice' },
    ]);
    const one = act(state, REBEL, { type: 'ChooseUnit', from: 'rebel-base', unit: 'x-wing' });
    const done = act(one.state, REBEL, { type: 'PassChoice' });
    expect(payloads(one.emitted, 'UnitsMoved')).toEqual([{ faction: 'rebel', from: 'rebel-base', to: 'naboo', units: { 'x-wing': 1 } }]);
    expect(types(done.emitted).slice(0, 3)).toEqual(['PromptAnswered', 'MissionCardDiscarded', 'CombatBegan']);
    expect(payloads(done.emitted, 'CombatBegan')).toEqual([{ system: 'naboo', active: 'rebel', from: [], present: { space: ['empire', 'rebel'], ground: ['empire'] } }]);
    expect(done.state.units['rebel-base']).toEqual({ 'x-wing': 1, 'rebel-transport': 1, 'rebel-trooper': 2 });
  });

  it('with no ship moved and nothing to fight there, no combat begins', () => {
    const { state } = revealUnopposed(planTheAssault, { system: 'naboo' }, naboo);
    const done = act(state, REBEL, { type: 'PassChoice' });
    expect(types(done.emitted)).toEqual(['PromptAnswered', 'MissionCardDiscarded', 'TurnBegan']);
  });
});
