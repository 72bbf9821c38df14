import { play, REBEL, types } from '../../../rebellion.testkit.js';
import { act, withCards } from '../../card.testkit.js';
import { startTheEvacuation } from './start-the-evacuation.card.js';

describe('Start the Evacuation (start-the-evacuation)', () => {
  it('is implemented: its effect is data the interpreter plays', () => {
    expect(startTheEvacuation.effect).not.toBeNull();
  });

  it('Start the Evacuation: Rieekan into a system without Imperial units, then units from the Rebel Base space into it as though adjacent', () => {
    const s = withCards('rebel', ['start-the-evacuation'], { rebelBase: { system: 'dantooine', units: { 'rebel-transport': 1, 'rebel-trooper': 3 } } });
    const begun = act(s, REBEL, { type: 'UseActionCard', card: 'start-the-evacuation', system: 'naboo' });
    expect(types(begun.emitted)).toEqual(['ActionCardUsed', 'LeaderPlaced', 'EvacuationBegan']);
    const moved = play(begun.state, [REBEL, { type: 'MoveUnits', from: 'rebel-base', unit: 'rebel-transport', count: 1 }], [REBEL, { type: 'MoveUnits', from: 'rebel-base', unit: 'rebel-trooper', count: 3 }]);
    const { state } = act(moved, REBEL, { type: 'ConfirmMoves' });
    expect(state.units.naboo).toEqual({ 'rebel-transport': 1, 'rebel-trooper': 3 });
    expect(state.phase).toEqual({ kind: 'assignment', turn: 'rebel', steps: [] });
  });
});
