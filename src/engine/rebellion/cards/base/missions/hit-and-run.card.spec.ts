import { legalActions, pending } from '../../../rebellion.legal.js';
import { EMPIRE, REBEL, types } from '../../../rebellion.testkit.js';
import { act, no, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { hitAndRun } from './hit-and-run.card.js';

const naboo = { systems: { naboo: { loyalty: 'empire', units: { 'tie-fighter': 2, stormtrooper: 1, 'star-destroyer': 1 } } } };

describe('Hit and Run (hit-and-run)', () => {
  it('is attempted in any system', () => {
    expect(revealTargets(hitAndRun)).toHaveLength(32);
  });

  it('on success asks the Rebel, one unit at a time, for Imperial units of at most 2 health in all (a units prompt)', () => {
    const { state } = revealUnopposed(hitAndRun, { system: 'naboo' }, naboo);
    expect(pending(state)).toEqual([expect.objectContaining({ seat: REBEL, decision: 'card-prompt' })]);
    expect(legalActions(state, EMPIRE)).toEqual([]);
    // The Star Destroyer's 4 health is beyond the card.
    expect(legalActions(state, REBEL)).toEqual([
      { type: 'ChooseUnit', at: 'naboo', unit: 'tie-fighter' },
      { type: 'ChooseUnit', at: 'naboo', unit: 'stormtrooper' },
      { type: 'PassChoice' },
    ]);
    expect(no(state, REBEL, { type: 'ChooseUnit', at: 'naboo', unit: 'star-destroyer' })).toMatchObject({ code: 'CHOICE_NOT_OFFERED', rule: 'rebellion:missionen-aufdecken' });
    const first = act(state, REBEL, { type: 'ChooseUnit', at: 'naboo', unit: 'tie-fighter' });
    expect(payloads(first.emitted, 'UnitsDestroyed')).toEqual([{ faction: 'empire', at: 'naboo', units: { 'tie-fighter': 1 } }]);
    const second = act(first.state, REBEL, { type: 'ChooseUnit', at: 'naboo', unit: 'tie-fighter' });
    expect(types(second.emitted)).toEqual(['PromptAnswered', 'UnitsDestroyed', 'MissionCardDiscarded', 'TurnBegan']);
    expect(second.state.units.naboo).toEqual({ stormtrooper: 1, 'star-destroyer': 1 });
    expect(second.state.prompt).toBeNull();
  });

  it('a pass ends it early; with no fitting unit left in the system it asks nothing', () => {
    const { state } = revealUnopposed(hitAndRun, { system: 'naboo' }, naboo);
    const passed = act(state, REBEL, { type: 'PassChoice' });
    expect(passed.state.units.naboo).toEqual(naboo.systems.naboo.units);
    const bare = revealUnopposed(hitAndRun, { system: 'naboo' }, { systems: { naboo: { units: { 'star-destroyer': 1 } } } });
    expect(types(bare.emitted)).not.toContain('PromptOpened');
    expect(bare.state.prompt).toBeNull();
  });
});
