import { refused, when } from '../core/decider.testkit.js';
import { isViolation } from '../core/rule-violation.error.js';
import type { Emitted } from '../core/game.contract.js';
import { canRetreat } from './combat.rules.js';
import { rebellionGame as game } from './rebellion.game.js';
import { legalActions, pending } from './rebellion.legal.js';
import type { CombatState, RebellionState } from './rebellion.state.js';
import { recruitable } from './refresh.flow.js';
import { EMPIRE, given, play, REBEL } from './rebellion.testkit.js';
import { run, type Step } from './combat.testkit.js';

/** Rules of the Rules Reference about leaders: their values, captives and their rescue. */


const drawn = (emitted: Emitted[]) =>
  emitted.filter((e) => e.event.type === 'TacticCardsDrawn').map((e) => {
    const p = e.event.payload as { faction: string; theater: string; cards: unknown[] };
    return [p.faction, p.theater, p.cards.length];
  });

/** The Empire attacks Naboo from Sullust with General Tagge (1 space, 2 ground), the base hidden elsewhere. */
function imperialAttack(naboo: object, leaders: object, sullust: object = { 'star-destroyer': 1 }) {
  const s = given({
    phase: 'command',
    turn: 'empire',
    passed: ['rebel'],
    systems: { naboo: { loyalty: 'rebel', units: naboo }, sullust: { loyalty: 'empire', units: sullust } },
    leaders: { 'general-tagge': 'pool', ...leaders },
  });
  const moves = Object.entries(sullust).map(([unit, count]): Step => [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit, count }]);
  return run(s, [EMPIRE, { type: 'ActivateSystem', leader: 'general-tagge', system: 'naboo' }], ...moves, [EMPIRE, { type: 'ConfirmMoves' }]);
}

describe('rebellion:anfuehrer', () => {
  it('for action cards Luke Skywalker (Jedi) counts as Luke Skywalker: no card recruits Luke beside him, nor after him', () => {
    const withJedi = given({ leaders: { 'luke-skywalker-jedi': 'pool', 'mon-mothma': 'pool' } });
    expect(recruitable(given(), 'son-of-skywalker')).toEqual(['luke-skywalker']);
    expect(recruitable(withJedi, 'son-of-skywalker')).toEqual([]);
    expect(recruitable(withJedi, 'one-in-a-million')).toEqual(['wedge-antilles']);
    expect(recruitable(given({ eliminated: ['luke-skywalker-jedi'] }), 'son-of-skywalker')).toEqual([]);
    const recruiting: RebellionState = { ...withJedi, phase: { kind: 'recruit', offered: { empire: [], rebel: [] }, chosen: { empire: null, rebel: 'one-in-a-million' }, turn: 'rebel' } };
    expect(legalActions(recruiting, REBEL)).toEqual([{ type: 'RecruitLeader', leader: 'wedge-antilles' }]);
    expect(refused(when(game, recruiting, REBEL, { type: 'RecruitLeader', leader: 'luke-skywalker' })).code).toBe('LEADER_NOT_RECRUITABLE');
    const options = game.parseOptions({ imperialSeat: EMPIRE }, 2);
    if (isViolation(options)) throw new Error(options.code);
    const both = game.sandbox({ leaders: { 'luke-skywalker': 'pool', 'luke-skywalker-jedi': 'pool' } }, options, 2);
    expect(isViolation(both) && both.code).toBe('INVALID_SANDBOX_POSITION');
  });

  it('leaders in a system all take part in its combat: each side draws as many tactic cards as its highest value per theater', () => {
    // Rieekan 1 space / 2 ground and Dodonna 2 / 1 for the Rebel; Tagge 1 / 2 for the Empire.
    const { emitted } = imperialAttack({ 'x-wing': 1, 'rebel-trooper': 1 }, { 'general-rieekan': 'naboo', 'jan-dodonna': 'naboo' }, { 'star-destroyer': 1, stormtrooper: 1 });
    expect(drawn(emitted)).toEqual([
      ['empire', 'space', 1],
      ['rebel', 'space', 2],
      ['empire', 'ground', 2],
      ['rebel', 'ground', 2],
    ]);
  });
});

describe('rebellion:gefangene-anfuehrer', () => {
  it('a captive has no tactic value: his side may add a leader to the combat in his system, he joins no battle and cannot retreat with units', () => {
    const { state } = imperialAttack({ 'x-wing': 1, stormtrooper: 1 }, { 'princess-leia': { at: 'naboo', ring: 'captured' }, 'jan-dodonna': 'pool' });
    expect(pending(state)).toEqual([expect.objectContaining({ seat: REBEL, decision: 'combat-add-leader' })]);
    expect(legalActions(state, REBEL)).toEqual([{ type: 'AddCombatLeader', leader: 'jan-dodonna' }, { type: 'DeclineCombatLeader' }]);
    const declined = run(state, [REBEL, { type: 'DeclineCombatLeader' }]);
    expect(drawn(declined.emitted)).toEqual([['empire', 'space', 1]]);
    expect(canRetreat(declined.state, declined.state.phase as CombatState, 'rebel')).toBe(false);
  });

  it('another ring attached to a captive discards the captured ring', () => {
    const s = given({ systems: { naboo: { units: { stormtrooper: 1 } } }, leaders: { 'princess-leia': { at: 'naboo', ring: 'captured' }, 'mon-mothma': 'pool' } });
    const attaching: RebellionState = { ...s, phase: { kind: 'immediate-action-cards', pending: { empire: [], rebel: ['the-millennium-falcon'] }, resume: 'build' } };
    const after = play(attaching, [REBEL, { type: 'AttachRing', card: 'the-millennium-falcon', leader: 'princess-leia' }]);
    expect(after.leaders['princess-leia']).toEqual({ location: { kind: 'system', system: 'naboo' }, ring: 'the-millennium-falcon' });
  });
});

describe('rebellion:gefangene-anfuehrer-retten', () => {
  it('once the base is revealed, a rescued leader goes into the base’s system instead of onto the Rebel Base space', () => {
    const s = given({
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      rebelBase: { system: 'dantooine', revealed: true },
      assigned: { empire: [{ card: 'capture-rebel-operative', leaders: ['darth-vader'] }] },
      systems: { naboo: { loyalty: 'empire', units: { 'star-destroyer': 1 } }, hoth: { units: { 'tie-fighter': 1 } } },
      leaders: { 'princess-leia': 'naboo', 'mon-mothma': { at: 'hoth', ring: 'captured' } },
    });
    const { state } = run(s, [EMPIRE, { type: 'RevealMission', slot: 0, leader: 'princess-leia' }, ['hit', 'hit', 'hit', 'blank']]);
    expect(state.leaders['mon-mothma']).toEqual({ location: { kind: 'system', system: 'dantooine' }, ring: null });
  });
});
