import { legalActions } from '../../../rebellion.legal.js';
import { REBEL, types } from '../../../rebellion.testkit.js';
import { act, no, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { hiddenFleet } from './hidden-fleet.card.js';

const base = { system: 'dantooine', units: { 'rebel-transport': 1, 'rebel-trooper': 2, 'ion-cannon': 1 } };
const position = { rebelBase: base, leaders: { 'jan-dodonna': 'rebel-base' }, systems: { naboo: { units: { 'tie-fighter': 1 } } } };
const moves = (s: Parameters<typeof legalActions>[0]) => legalActions(s, REBEL).map((a) => ('unit' in a ? a.unit : a.type));

describe('Hidden Fleet (hidden-fleet)', () => {
  it('is resolved only in a system without Imperial units', () => {
    const targets = revealTargets(hiddenFleet, position);
    expect(targets).toHaveLength(31);
    expect(targets).not.toContain('naboo');
  });

  it('moves units from the Rebel Base space as though adjacent, a leader there not holding them, under the transport rules', () => {
    const { state } = revealUnopposed(hiddenFleet, { system: 'sullust' }, position);
    // Troopers need room on a ship moving with them; the ion cannon never moves.
    expect(moves(state)).toEqual(['rebel-transport', 'PassChoice']);
    expect(no(state, REBEL, { type: 'ChooseUnit', from: 'rebel-base', unit: 'rebel-trooper' })).toMatchObject({ code: 'CHOICE_NOT_OFFERED' });
    const ship = act(state, REBEL, { type: 'ChooseUnit', from: 'rebel-base', unit: 'rebel-transport' });
    expect(moves(ship.state)).toEqual(['rebel-trooper', 'PassChoice']);
    const one = act(ship.state, REBEL, { type: 'ChooseUnit', from: 'rebel-base', unit: 'rebel-trooper' });
    const two = act(one.state, REBEL, { type: 'ChooseUnit', from: 'rebel-base', unit: 'rebel-trooper' });
    expect(types(two.emitted)).toEqual(['PromptAnswered', 'UnitsMoved', 'MissionCardDiscarded', 'TurnBegan']);
    expect(two.state.units.sullust).toEqual({ 'rebel-transport': 1, 'rebel-trooper': 2 });
    expect(two.state.units['rebel-base']).toEqual({ 'ion-cannon': 1 });
  });
});
