import { legalActions } from '../../../rebellion.legal.js';
import { REBEL, types } from '../../../rebellion.testkit.js';
import { act, bestLeaders, payloads, rebelTurn, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { daringRescue } from './daring-rescue.card.js';

const captive = { leaders: { 'mon-mothma': { at: 'naboo', ring: 'captured' } }, systems: { naboo: { units: { stormtrooper: 1 } } } };
const [first, second] = bestLeaders('rebel', 'daring-rescue');

describe('Daring Rescue (daring-rescue)', () => {
  it('is attempted only in the system holding a captured leader', () => {
    expect(revealTargets(daringRescue, captive)).toEqual(['naboo']);
    expect(revealTargets(daringRescue)).toEqual([]);
  });

  it('rescues the captive onto the Rebel Base space and lets the mission’s leaders go along, all or one', () => {
    const { emitted, state } = revealUnopposed(daringRescue, { system: 'naboo' }, captive);
    expect(payloads(emitted, 'LeaderRescued')).toEqual([{ leader: 'mon-mothma', to: 'rebel-base' }]);
    expect(state.leaders['mon-mothma']).toMatchObject({ ring: null, location: { kind: 'rebel-base' } });
    expect(state.prompt!.prompt).toMatchObject({ kind: 'option', seat: REBEL, optional: true });
    expect(legalActions(state, REBEL)).toEqual([
      { type: 'ChooseOption', option: `${first}+${second}` },
      { type: 'ChooseOption', option: first },
      { type: 'ChooseOption', option: second },
      { type: 'PassChoice' },
    ]);
    const { emitted: along, state: after } = act(state, REBEL, { type: 'ChooseOption', option: second });
    expect(types(along)).toEqual(['PromptAnswered', 'LeadersMoved', 'MissionCardDiscarded', 'TurnBegan']);
    expect(after.leaders[second]!.location).toEqual({ kind: 'rebel-base' });
    expect(after.leaders[first]!.location).toEqual({ kind: 'system', system: 'naboo' });
  });

  it('the leaders may stay; once the base is revealed everybody goes to its system', () => {
    const stay = act(revealUnopposed(daringRescue, { system: 'naboo' }, captive).state, REBEL, { type: 'PassChoice' }).state;
    for (const l of [first, second]) expect(stay.leaders[l]!.location).toEqual({ kind: 'system', system: 'naboo' });
    const revealed = revealUnopposed(daringRescue, { system: 'naboo' }, { ...captive, rebelBase: { system: 'dantooine', revealed: true } }).state;
    const { state } = act(revealed, REBEL, { type: 'ChooseOption', option: `${first}+${second}` });
    for (const l of ['mon-mothma', first, second] as const) expect(state.leaders[l]!.location).toEqual({ kind: 'system', system: 'dantooine' });
  });

  it('rescues nobody when the attempt fails', () => {
    const s = rebelTurn({ ...captive, leaders: { ...captive.leaders, 'darth-vader': 'naboo' }, assigned: { rebel: [{ card: 'daring-rescue', leaders: [first, second] }] } });
    // Vader stands in Naboo: both roll, every die blank, so the Rebel does not roll more successes.
    const { emitted, state } = act(s, REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' }, Array(20).fill('blank'));
    expect(payloads(emitted, 'MissionResolved')).toEqual([{ faction: 'rebel', card: 'daring-rescue', success: false }]);
    expect(payloads(emitted, 'LeaderRescued')).toEqual([]);
    expect(state.leaders['mon-mothma']!.ring).toBe('captured');
  });
});
