import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE } from '../../../rebellion.testkit.js';
import { act, imperialTurn, no, payloads } from '../../card.testkit.js';

const queue = { buildQueue: { empire: [{ unit: 'star-destroyer', space: 3 }, { unit: 'tie-fighter', space: 2 }, { unit: 'stormtrooper', space: 1 }] } };
const resolve = (leaders: string[]) =>
  act(imperialTurn({ assigned: { empire: [{ card: 'double-our-efforts', leaders }] }, ...queue }), EMPIRE, { type: 'RevealMission', slot: 0, system: 'coruscant' });

describe('Double Our Efforts (double-our-efforts)', () => {
  it('advances 1 unit of space 2 or 3 by one space (a units prompt); space 1 is not offered', () => {
    const { state } = resolve(['emperor-palpatine']);
    expect(legalActions(state, EMPIRE)).toEqual([
      { type: 'ChooseUnit', unit: 'star-destroyer', space: '3' },
      { type: 'ChooseUnit', unit: 'tie-fighter', space: '2' },
    ]);
    expect(no(state, EMPIRE, { type: 'ChooseUnit', unit: 'stormtrooper', space: '1' }).code).toBe('CHOICE_NOT_OFFERED');
    const done = act(state, EMPIRE, { type: 'ChooseUnit', unit: 'star-destroyer', space: '3' });
    expect(payloads(done.emitted, 'QueuedUnitAdvanced')).toEqual([{ faction: 'empire', unit: 'star-destroyer', from: 3 }]);
    expect(done.state.buildQueue.empire).toContainEqual({ unit: 'star-destroyer', space: 2 });
    expect(done.state.prompt).toBeNull();
  });

  it('with Moff Jerjerrod, its portrait, a second unit, not the one just moved', () => {
    const first = act(resolve(['moff-jerjerrod']).state, EMPIRE, { type: 'ChooseUnit', unit: 'star-destroyer', space: '3' });
    expect(legalActions(first.state, EMPIRE)).toEqual([{ type: 'ChooseUnit', unit: 'tie-fighter', space: '2' }]);
    const second = act(first.state, EMPIRE, { type: 'ChooseUnit', unit: 'tie-fighter', space: '2' });
    expect(second.state.buildQueue.empire).toContainEqual({ unit: 'tie-fighter', space: 1 });
    expect(second.state.prompt).toBeNull();
  });
});
