import { legalActions } from '../../../rebellion.legal.js';
import type { RebellionState } from '../../../rebellion.state.js';
import { EMPIRE, given } from '../../../rebellion.testkit.js';
import { act, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { constructDeathStar } from './construct-death-star.card.js';

describe('Construct Death Star (construct-death-star)', () => {
  it('is resolved in a remote system without Rebel units only', () => {
    // Hoth holds a Rebel trooper; Naboo is populous.
    const targets = revealTargets(constructDeathStar, { systems: { hoth: { units: { 'rebel-trooper': 1 } } } });
    expect(targets).toContain('dagobah');
    expect(targets).not.toContain('hoth');
    expect(targets).not.toContain('naboo');
  });

  it('puts a Death Star under construction into the system and a Death Star on space 3 of the queue', () => {
    const { emitted, state } = revealUnopposed(constructDeathStar, { system: 'dagobah' });
    expect(payloads(emitted, 'UnitsGained')).toEqual([{ faction: 'empire', at: 'dagobah', units: { 'death-star-under-construction': 1 } }]);
    expect(state.units.dagobah).toEqual({ 'death-star-under-construction': 1 });
    expect(state.buildQueue.empire).toEqual([{ unit: 'death-star', space: 3 }]);
  });

  it('does nothing with the one Death Star under construction already building', () => {
    const { emitted, state } = revealUnopposed(constructDeathStar, { system: 'dagobah' }, { systems: { endor: { units: { 'death-star-under-construction': 1 } } } });
    expect(payloads(emitted, 'UnitsGained')).toEqual([]);
    expect(state.buildQueue.empire).toEqual([]);
  });

  it('the queued Death Star, once ready, deploys only there and replaces the one under construction', () => {
    const s = given({ systems: { dagobah: { units: { 'death-star-under-construction': 1 } }, naboo: { loyalty: 'empire' } } });
    const deploying: RebellionState = { ...s, phase: { kind: 'deploy', faction: 'empire', ready: { 'death-star': 1 }, deployed: {} } };
    expect(legalActions(deploying, EMPIRE).filter((a) => a.type === 'DeployUnit')).toEqual([{ type: 'DeployUnit', unit: 'death-star', at: 'dagobah' }]);
    const { state } = act(deploying, EMPIRE, { type: 'DeployUnit', unit: 'death-star', at: 'dagobah' });
    expect(state.units.dagobah).toEqual({ 'death-star': 1 });
  });
});
