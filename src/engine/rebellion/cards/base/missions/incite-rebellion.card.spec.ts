import { drive } from '../../../combat.testkit.js';
import { pending } from '../../../rebellion.legal.js';
import { EMPIRE, REBEL, types } from '../../../rebellion.testkit.js';
import { act, bestLeaders, payloads, rebelTurn, revealTargets, revealUnopposed } from '../../card.testkit.js';
import { inciteRebellion } from './incite-rebellion.card.js';

const naboo = { systems: { naboo: { subjugated: true, units: { stormtrooper: 1 } }, sullust: { loyalty: 'empire' } } };

describe('Incite Rebellion (incite-rebellion)', () => {
  it('is attempted only in a subjugated system', () => {
    expect(revealTargets(inciteRebellion, naboo)).toEqual(['naboo']);
  });

  it('on success gains 3 Rebel Troopers there, discards the card, then begins a combat there with the Rebels active', () => {
    const { emitted, state } = revealUnopposed(inciteRebellion, { system: 'naboo' }, naboo);
    expect(types(emitted).slice(-4)).toEqual(['UnitsGained', 'MissionCardDiscarded', 'CombatBegan', 'CombatStepBegan']);
    expect(payloads(emitted, 'UnitsGained')).toEqual([{ faction: 'rebel', at: 'naboo', units: { 'rebel-trooper': 3 } }]);
    expect(payloads(emitted, 'CombatBegan')).toEqual([{ system: 'naboo', active: 'rebel', from: [], present: { space: [], ground: ['empire', 'rebel'] } }]);
    // The Rebel leaders of the mission stand there with tactic values: the Empire is asked to add one.
    expect(pending(state)).toEqual([expect.objectContaining({ seat: EMPIRE, decision: 'combat-add-leader' })]);
  });

  it('the combat runs to its end; then the Empire’s turn follows and the won system loses its subjugation marker', () => {
    const { state } = revealUnopposed(inciteRebellion, { system: 'naboo' }, naboo);
    const after = drive(state, [EMPIRE, { type: 'DeclineCombatLeader' }], ['hit', 'blank', 'blank', 'blank']);
    expect(types(after.emitted)).toContain('CombatEnded');
    expect(after.state.phase).toMatchObject({ kind: 'command', turn: 'empire' });
    expect(after.state.units.naboo).toEqual({ 'rebel-trooper': 3 });
    expect(after.state.systems.naboo.subjugated).toBe(false);
    expect(after.state.discards.missions.rebel).toEqual(['incite-rebellion']);
  });

  it('a failed attempt gains nothing and starts no combat: the Empire’s turn follows', () => {
    const s = rebelTurn({ assigned: { rebel: [{ card: 'incite-rebellion', leaders: bestLeaders('rebel', 'incite-rebellion') }] }, ...naboo });
    const revealed = act(s, REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' });
    const failed = act(revealed.state, EMPIRE, { type: 'OpposeMission', leader: 'emperor-palpatine' }, Array(20).fill('blank'));
    expect(types(failed.emitted)).not.toContain('CombatBegan');
    expect(failed.state.units.naboo).toEqual({ stormtrooper: 1 });
    expect(failed.state.phase).toMatchObject({ kind: 'command', turn: 'empire' });
  });
});
