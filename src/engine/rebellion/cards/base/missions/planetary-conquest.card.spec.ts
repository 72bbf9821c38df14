import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, types } from '../../../rebellion.testkit.js';
import { act, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { planetaryConquest } from './planetary-conquest.card.js';

const position = {
  leaders: { 'general-tagge': 'tatooine' },
  systems: {
    naboo: { loyalty: 'rebel', units: { 'rebel-trooper': 1 } },
    sullust: { loyalty: 'empire', units: { 'at-at': 2, 'at-st': 1, stormtrooper: 3, 'star-destroyer': 1 } },
    tatooine: { units: { stormtrooper: 2 } },
  },
};
const choices = (s: Parameters<typeof legalActions>[0]) => legalActions(s, EMPIRE).map((a) => ('unit' in a && 'from' in a ? `${a.from}:${a.unit}` : a.type));

describe('Planetary Conquest (planetary-conquest)', () => {
  it('is attempted in any system', () => {
    expect(revealTargets(planetaryConquest, position)).toHaveLength(32);
  });

  it('moves up to 1 AT-AT, 1 AT-ST and 2 Stormtroopers from one system, ignoring adjacency and transport; a system with an Imperial leader gives none', () => {
    const { state } = revealUnopposed(planetaryConquest, { system: 'naboo' }, position);
    expect(choices(state)).toEqual(['sullust:stormtrooper', 'sullust:at-st', 'sullust:at-at', 'PassChoice']);
    let s = act(state, EMPIRE, { type: 'ChooseUnit', from: 'sullust', unit: 'at-at' }).state;
    // The first unit fixed the one system; one AT-AT is the limit.
    expect(choices(s)).toEqual(['sullust:stormtrooper', 'sullust:at-st', 'PassChoice']);
    s = act(s, EMPIRE, { type: 'ChooseUnit', from: 'sullust', unit: 'stormtrooper' }).state;
    s = act(s, EMPIRE, { type: 'ChooseUnit', from: 'sullust', unit: 'at-st' }).state;
    const last = act(s, EMPIRE, { type: 'ChooseUnit', from: 'sullust', unit: 'stormtrooper' });
    // The fourth unit ends the move (nothing else may come): the combat begins in the same step.
    expect(types(last.emitted).slice(0, 4)).toEqual(['PromptAnswered', 'UnitsMoved', 'MissionCardDiscarded', 'CombatBegan']);
    // The Rebels cannot retreat to where the units came from.
    expect(payloads(last.emitted, 'CombatBegan')).toEqual([{ system: 'naboo', active: 'empire', from: ['sullust'], present: { space: [], ground: ['empire', 'rebel'] } }]);
    expect(last.state.units.sullust).toEqual({ 'at-at': 1, stormtrooper: 1, 'star-destroyer': 1 });
  });

  it('no Rebel ground units there: no combat, and the system is subjugated once the mission ends', () => {
    const { state } = revealUnopposed(planetaryConquest, { system: 'bespin' }, position);
    const moved = act(state, EMPIRE, { type: 'ChooseUnit', from: 'sullust', unit: 'stormtrooper' });
    const done = act(moved.state, EMPIRE, { type: 'PassChoice' });
    expect(types(done.emitted)).not.toContain('CombatBegan');
    expect(done.state.units.bespin).toEqual({ stormtrooper: 1 });
  });

  it('Imperial ground units brought into the hidden base’s system reveal it before the combat', () => {
    const { state } = revealUnopposed(planetaryConquest, { system: 'dantooine' }, { ...position, rebelBase: { system: 'dantooine', units: { 'rebel-trooper': 2 } } });
    const moved = act(state, EMPIRE, { type: 'ChooseUnit', from: 'sullust', unit: 'at-st' });
    const done = act(moved.state, EMPIRE, { type: 'PassChoice' });
    const order = types([...moved.emitted, ...done.emitted]);
    expect(order.indexOf('BaseRevealed')).toBeGreaterThan(order.indexOf('UnitsMoved'));
    expect(order.indexOf('BaseRevealed')).toBeLessThan(order.indexOf('CombatBegan'));
    expect(done.state.phase).toMatchObject({ kind: 'combat', system: 'dantooine', present: { ground: ['empire', 'rebel'] } });
  });
});
