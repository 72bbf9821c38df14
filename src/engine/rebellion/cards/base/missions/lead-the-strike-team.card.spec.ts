import { legalActions } from '../../../rebellion.legal.js';
import { REBEL, types } from '../../../rebellion.testkit.js';
import { act, no, payloads, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { leadTheStrikeTeam } from './lead-the-strike-team.card.js';

const base = { system: 'dantooine', units: { 'rebel-trooper': 5, airspeeder: 1, 'x-wing': 2, 'shield-generator': 1 } };
const naboo = { rebelBase: base, systems: { naboo: { loyalty: 'empire', units: { stormtrooper: 2 } } } };
const choices = (s: Parameters<typeof legalActions>[0]) => legalActions(s, REBEL);

describe('Lead the Strike Team (lead-the-strike-team)', () => {
  it('is attempted in any system', () => {
    expect(revealTargets(leadTheStrikeTeam, naboo)).toHaveLength(32);
  });

  it('moves up to 4 ground units from the Rebel Base space, without transport, one at a time; ships and structures stay', () => {
    const { state } = revealUnopposed(leadTheStrikeTeam, { system: 'naboo' }, naboo);
    expect(choices(state)).toEqual([
      { type: 'ChooseUnit', from: 'rebel-base', unit: 'rebel-trooper' },
      { type: 'ChooseUnit', from: 'rebel-base', unit: 'airspeeder' },
      { type: 'PassChoice' },
    ]);
    expect(no(state, REBEL, { type: 'ChooseUnit', from: 'rebel-base', unit: 'x-wing' })).toMatchObject({ code: 'CHOICE_NOT_OFFERED' });
    let s = state;
    for (const unit of ['rebel-trooper', 'rebel-trooper', 'airspeeder']) s = act(s, REBEL, { type: 'ChooseUnit', from: 'rebel-base', unit }).state;
    const last = act(s, REBEL, { type: 'ChooseUnit', from: 'rebel-base', unit: 'rebel-trooper' });
    expect(payloads(last.emitted, 'UnitsMoved')).toEqual([{ faction: 'rebel', from: 'rebel-base', to: 'naboo', units: { 'rebel-trooper': 1 } }]);
    // The fourth unit ends the move; Imperial ground units are there, so a combat begins.
    expect(types(last.emitted).slice(-4)).toEqual(['UnitsMoved', 'MissionCardDiscarded', 'CombatBegan', 'CombatStepBegan']);
    expect(last.state.units.naboo).toEqual({ stormtrooper: 2, 'rebel-trooper': 3, airspeeder: 1 });
    expect(last.state.units['rebel-base']).toEqual({ 'rebel-trooper': 2, 'x-wing': 2, 'shield-generator': 1 });
    expect(last.state.phase).toMatchObject({ kind: 'combat', system: 'naboo', active: 'rebel' });
  });

  it('no combat without Imperial ground units there; a Rebel leader on the Rebel Base space keeps the units there', () => {
    const quiet = revealUnopposed(leadTheStrikeTeam, { system: 'naboo' }, { ...naboo, systems: { naboo: { units: { 'tie-fighter': 1 } } } });
    const moved = act(quiet.state, REBEL, { type: 'ChooseUnit', from: 'rebel-base', unit: 'rebel-trooper' });
    const done = act(moved.state, REBEL, { type: 'PassChoice' });
    expect(types(done.emitted)).not.toContain('CombatBegan');
    expect(done.state.phase).toMatchObject({ kind: 'command', turn: 'empire' });
    const held = revealUnopposed(leadTheStrikeTeam, { system: 'naboo' }, { ...naboo, leaders: { 'mon-mothma': 'rebel-base' } });
    expect(types(held.emitted)).not.toContain('PromptOpened');
    expect(held.state.units['rebel-base']).toEqual(base.units);
    expect(held.state.phase).toMatchObject({ kind: 'command', turn: 'empire' });
  });
});
