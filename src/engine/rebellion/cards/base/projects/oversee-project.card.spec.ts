import { legalActions } from '../../../rebellion.legal.js';
import { EMPIRE, types } from '../../../rebellion.testkit.js';
import { act, no, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { overseeProject } from './oversee-project.card.js';

const queue = [
  { unit: 'stormtrooper', space: 1 },
  { unit: 'star-destroyer', space: 2 },
  { unit: 'tie-fighter', space: 3 },
];

describe('Oversee Project (oversee-project)', () => {
  it('is resolved where an Imperial unit stands, no Rebel unit and no sabotage marker', () => {
    const targets = revealTargets(overseeProject, {
      systems: {
        naboo: { units: { stormtrooper: 1 } },
        sullust: { units: { stormtrooper: 1, 'rebel-trooper': 1 } },
        kessel: { sabotaged: true, units: { stormtrooper: 1 } },
        dagobah: { units: { 'tie-fighter': 1 } },
      },
    });
    expect(targets).toEqual(expect.arrayContaining(['naboo', 'dagobah']));
    expect(targets).not.toContain('sullust');
    expect(targets).not.toContain('kessel');
  });

  it('asks for one unit on space 1 or 2 and deploys it into the system', () => {
    const { state } = revealUnopposed(overseeProject, { system: 'naboo' }, { systems: { naboo: { units: { stormtrooper: 1 } } }, buildQueue: { empire: queue } });
    expect(state.prompt!.prompt).toMatchObject({ kind: 'units', rule: 'rebellion:einheiten-stationieren', optional: false });
    expect(legalActions(state, EMPIRE)).toEqual([
      { type: 'ChooseUnit', unit: 'stormtrooper', space: '1' },
      { type: 'ChooseUnit', unit: 'star-destroyer', space: '2' },
    ]);
    expect(no(state, EMPIRE, { type: 'ChooseUnit', unit: 'tie-fighter', space: '3' }).code).toBe('CHOICE_NOT_OFFERED');
    const { emitted, state: after } = act(state, EMPIRE, { type: 'ChooseUnit', unit: 'star-destroyer', space: '2' });
    expect(types(emitted)).toEqual(['PromptAnswered', 'QueuedUnitDeployed', 'MissionCardDiscarded', 'TurnBegan']);
    expect(after.units.naboo).toEqual({ stormtrooper: 1, 'star-destroyer': 1 });
    expect(after.buildQueue.empire).toEqual([queue[0], queue[2]]);
  });

  it('moves a queued Death Star only into the system of the one under construction, replacing it', () => {
    const deathStar = { buildQueue: { empire: [{ unit: 'death-star', space: 2 }] } };
    const elsewhere = revealUnopposed(overseeProject, { system: 'naboo' }, { systems: { naboo: { units: { stormtrooper: 1 } } }, ...deathStar });
    expect(elsewhere.state.prompt).toBeNull();
    expect(elsewhere.state.buildQueue.empire).toEqual([{ unit: 'death-star', space: 2 }]);
    const there = revealUnopposed(overseeProject, { system: 'dagobah' }, { systems: { dagobah: { units: { 'death-star-under-construction': 1 } } }, ...deathStar });
    const { state } = act(there.state, EMPIRE, { type: 'ChooseUnit', unit: 'death-star', space: '2' });
    expect(state.units.dagobah).toEqual({ 'death-star': 1 });
    expect(state.buildQueue.empire).toEqual([]);
  });
});
