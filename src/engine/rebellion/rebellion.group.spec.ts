import { groupRebellionAction } from './rebellion.group.js';
import { initialState } from './rebellion.state.js';

describe('Rebellion: legal actions grouped the way a player chooses', () => {
  const state = initialState();

  it('by the leader an action moves or sends, first', () => {
    expect(groupRebellionAction(state, { type: 'ActivateSystem', leader: 'emperor-palpatine', system: 'alderaan' })).toEqual({
      id: 'leader:emperor-palpatine',
      de: expect.any(String),
      en: 'Emperor Palpatine',
    });
  });

  it('else by the system it happens in or comes from, the Rebel base included', () => {
    expect(groupRebellionAction(state, { type: 'MoveUnits', from: 'bespin', unit: 'tie-fighter', count: 2 })).toEqual({ id: 'system:bespin', de: 'Bespin', en: 'Bespin' });
    expect(groupRebellionAction(state, { type: 'PlaceUnit', unit: 'tie-fighter', at: 'rebel-base' })).toEqual({ id: 'system:rebel-base', de: 'Rebellenstützpunkt', en: 'Rebel base' });
  });

  it('else by unit, else "other"', () => {
    expect(groupRebellionAction(state, { type: 'BuildUnit', unit: 'tie-fighter' })).toMatchObject({ id: 'unit:tie-fighter', en: 'TIE Fighter' });
    expect(groupRebellionAction(state, { type: 'Pass' })).toEqual({ id: 'other', de: 'Weitere Entscheidungen', en: 'Other decisions' });
  });
});
