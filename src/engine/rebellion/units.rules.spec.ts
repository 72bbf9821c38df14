import { refused, when } from '../core/decider.testkit.js';
import type { Emitted } from '../core/game.contract.js';
import { rebellionGame as game } from './rebellion.game.js';
import { legalActions } from './rebellion.legal.js';
import type { RebellionState } from './rebellion.state.js';
import { EMPIRE, given, play, REBEL, types } from './rebellion.testkit.js';
import { run, type Step } from './combat.testkit.js';

/** Rules of the Rules Reference about units: structures, kinds of ships, moves by abilities, the end of a combat. */


const no = (s: RebellionState, seat: number, action: object) => refused(when(game, s, seat, action));
const payloads = (emitted: Emitted[], type: string) => emitted.filter((e) => e.event.type === type).map((e) => e.event.payload);
const stepsBegun = (emitted: Emitted[]) => payloads(emitted, 'CombatStepBegan').map((p) => `${(p as { step: string }).step}:${(p as { turn: string }).turn}`);

/** The Empire attacks Naboo from Sullust with General Tagge; no Rebel leader is in reserve. */
function imperialAttack(naboo: object, sullust: object, leaders: object = {}) {
  const s = given({
    phase: 'command',
    turn: 'empire',
    passed: ['rebel'],
    systems: { naboo: { loyalty: 'rebel', units: naboo }, sullust: { loyalty: 'empire', units: sullust } },
    leaders: { 'general-tagge': 'pool', ...leaders },
  });
  const moves = Object.entries(sullust).map(([unit, count]): Step => [EMPIRE, { type: 'MoveUnits', from: 'sullust', unit, count }]);
  return run(s, [EMPIRE, { type: 'ActivateSystem', leader: 'general-tagge', system: 'naboo' }], ...moves);
}

/** The Rebel attacks Naboo from Utapau with Leia; the Empire has no leader in play. */
function rebelAttack(naboo: object, utapau: object, position: object = {}) {
  const s = given({
    phase: 'command',
    passed: ['empire'],
    systems: { naboo: { loyalty: 'empire', units: naboo }, utapau: { loyalty: 'rebel', units: utapau } },
    leaders: { 'princess-leia': 'pool' },
    ...position,
  });
  const moves = Object.entries(utapau).map(([unit, count]): Step => [REBEL, { type: 'MoveUnits', from: 'utapau', unit, count }]);
  return run(s, [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'naboo' }], ...moves).state;
}

describe('rebellion:gebaeude', () => {
  it('every structure in a system gives its bonus: two ion cannons take 4 red dice off the Empire’s space attack', () => {
    const start = imperialAttack({ 'x-wing': 1, 'ion-cannon': 2 }, { 'star-destroyer': 3 }).state;
    const { emitted } = run(start, [EMPIRE, { type: 'ConfirmMoves' }]);
    const dice = (payloads(emitted, 'AttackDiceRolled')[0] as { dice: { colour: string }[] }).dice;
    // 3 Star Destroyers: 6 red and 3 black; 2 cannons: 2 red left.
    expect([dice.filter((d) => d.colour === 'red').length, dice.filter((d) => d.colour === 'black').length]).toEqual([2, 3]);
  });

  it('two shield generators draw 2 ground tactic cards at the start of the ground battle step; structures never move', () => {
    const start = imperialAttack({ 'rebel-trooper': 1, 'shield-generator': 2 }, { 'star-destroyer': 1, stormtrooper: 1 }).state;
    const { emitted } = run(start, [EMPIRE, { type: 'ConfirmMoves' }]);
    // The Rebel has no leader there: his only cards come from the generators.
    const rebelDraws = payloads(emitted, 'TacticCardsDrawn').filter((p) => (p as { faction: string }).faction === 'rebel') as { theater: string; cards: unknown[] }[];
    expect(rebelDraws.map((p) => [p.theater, p.cards.length])).toEqual([['ground', 2]]);
    const activated = play(given({ phase: 'command', systems: { naboo: { units: { 'shield-generator': 1, 'rebel-transport': 1 } } }, leaders: { 'princess-leia': 'pool' } }), [
      REBEL,
      { type: 'ActivateSystem', leader: 'princess-leia', system: 'rodia' },
    ]);
    expect(no(activated, REBEL, { type: 'MoveUnits', from: 'naboo', unit: 'shield-generator', count: 1 }).code).toBe('UNIT_IS_IMMOBILE');
  });
});

describe('rebellion:jaeger, rebellion:grosskampfschiffe, rebellion:todesstern, rebellion:todesstern-zerstoeren', () => {
  const plans = { hands: { rebel: { objectives: ['death-star-plans-ii'] } } };

  it('the Death Star Plans need a Rebel fighter there: a capital ship is none', () => {
    const start = rebelAttack({ 'death-star-under-construction': 1 }, { 'mon-calamari-cruiser': 1 }, plans);
    const { emitted } = run(start, [REBEL, { type: 'ConfirmMoves' }, ['blank', 'blank', 'blank']], [REBEL, { type: 'EndCombatActions' }]);
    expect(stepsBegun(emitted)).not.toContain('death-star-plans:rebel');
  });

  it('the Death Star Plans may target the Death Star under construction', () => {
    const start = rebelAttack({ 'death-star-under-construction': 1 }, { 'mon-calamari-cruiser': 1, 'y-wing': 1 }, plans);
    const { state } = run(start, [REBEL, { type: 'ConfirmMoves' }, ['blank', 'blank', 'blank', 'blank']], [REBEL, { type: 'EndCombatActions' }]);
    expect(legalActions(state, REBEL)).toEqual([
      { type: 'PlayDeathStarPlans', card: 'death-star-plans-ii', target: 'death-star-under-construction' },
      { type: 'SkipDeathStarPlans' },
    ]);
  });
});

describe('rebellion:einheiten-bewegen', () => {
  it('an ability that moves units follows the normal movement and transport rules (the seed’s example is the later card „Verborgene Flotte“; Rapid Mobilization shows it)', () => {
    const s = given({
      phase: 'command',
      passed: ['empire'],
      assigned: { rebel: [{ card: 'rapid-mobilization', leaders: ['mon-mothma'] }] },
      systems: { naboo: { units: { 'corellian-corvette': 1, 'rebel-trooper': 3, 'shield-generator': 1 } } },
    });
    const mobilizing = play(s, [REBEL, { type: 'RevealMission', slot: 0, system: 'rebel-base' }], [REBEL, { type: 'Pass' }], [REBEL, { type: 'ChooseMobilization', option: 'units' }]);
    expect(no(mobilizing, REBEL, { type: 'MoveUnits', from: 'naboo', unit: 'shield-generator', count: 1 }).code).toBe('UNIT_IS_IMMOBILE');
    expect(no(mobilizing, REBEL, { type: 'MoveUnits', from: 'naboo', unit: 'rebel-trooper', count: 1 }).code).toBe('TRANSPORT_CAPACITY_EXCEEDED');
    const carried = play(mobilizing, [REBEL, { type: 'MoveUnits', from: 'naboo', unit: 'corellian-corvette', count: 1 }]);
    // A corvette carries 2.
    expect(legalActions(carried, REBEL).filter((a) => a.type === 'MoveUnits')).toEqual([
      { type: 'MoveUnits', from: 'naboo', unit: 'rebel-trooper', count: 1 },
      { type: 'MoveUnits', from: 'naboo', unit: 'rebel-trooper', count: 2 },
    ]);
  });
});

describe('rebellion:gefechtsende', () => {
  it('ends the combat when no theater holds units of both sides, the seed’s example: the Empire with only ground units, the Rebel with only ships', () => {
    const start = rebelAttack({ 'tie-fighter': 1, stormtrooper: 1 }, { 'x-wing': 1, 'rebel-transport': 1, 'rebel-trooper': 1 });
    const black = (face: string) => ({ colour: 'black', face });
    const { emitted, state } = run(
      start,
      [REBEL, { type: 'ConfirmMoves' }, ['hit']],
      [REBEL, { type: 'EndCombatActions' }],
      [REBEL, { type: 'AssignDamage', die: black('hit'), target: { unit: 'tie-fighter', markers: 0, pending: 0 } }, ['blank', 'blank']],
      [REBEL, { type: 'EndCombatActions' }, ['hit']],
      [EMPIRE, { type: 'AssignDamage', die: black('hit'), target: { unit: 'rebel-trooper', markers: 0, pending: 0 } }],
      [REBEL, { type: 'EndBlocking' }],
      [REBEL, { type: 'DeclineRetreat' }],
    );
    expect(payloads(emitted, 'BattleDecided')).toEqual([
      { theater: 'space', winner: 'rebel' },
      { theater: 'ground', winner: 'empire' },
    ]);
    expect(state.units.naboo).toEqual({ stormtrooper: 1, 'x-wing': 1, 'rebel-transport': 1 });
    expect(types(emitted)).toContain('CombatEnded');
    expect(payloads(emitted, 'CombatRoundBegan')).toEqual([{ round: 1 }]);
  });
});

describe('rebellion:todesstern-bauen', () => {
  it('a finished Death Star deploys only into the system of the Death Star under construction', () => {
    const s = given({ systems: { corellia: { loyalty: 'empire', units: { 'death-star-under-construction': 1 } }, naboo: { loyalty: 'empire' } } });
    const deploying: RebellionState = { ...s, phase: { kind: 'deploy', faction: 'empire', ready: { 'death-star': 1, 'tie-fighter': 1 }, deployed: {} } };
    expect(legalActions(deploying, EMPIRE).filter((a) => a.type === 'DeployUnit' && a.unit === 'death-star')).toEqual([{ type: 'DeployUnit', unit: 'death-star', at: 'corellia' }]);
    expect(no(deploying, EMPIRE, { type: 'DeployUnit', unit: 'death-star', at: 'naboo' }).code).toBe('CANNOT_DEPLOY_THERE');
  });
});

describe('rebellion:schlachten-gewinnen', () => {
  it('one side may win the space battle and the other the ground battle; a side that destroyed the last enemy ship keeps that win when it retreats later', () => {
    const start = imperialAttack({ 'x-wing': 1, 'rebel-trooper': 2 }, { 'star-destroyer': 1, stormtrooper: 1 }, { 'princess-leia': 'naboo' }).state;
    const black = (face: string) => ({ colour: 'black', face });
    const { emitted, state } = run(
      start,
      [EMPIRE, { type: 'ConfirmMoves' }, ['blank', 'blank', 'hit']],
      [EMPIRE, { type: 'EndCombatActions' }],
      [EMPIRE, { type: 'AssignDamage', die: black('hit'), target: { unit: 'x-wing', markers: 0, pending: 0 } }],
      [REBEL, { type: 'EndBlocking' }, ['blank']],
      [REBEL, { type: 'EndCombatActions' }, ['blank']],
      [EMPIRE, { type: 'EndCombatActions' }, ['blank', 'blank']],
      [REBEL, { type: 'EndCombatActions' }],
      [EMPIRE, { type: 'Retreat', leader: 'general-tagge', to: 'sullust' }],
      [EMPIRE, { type: 'RetreatUnits', unit: 'stormtrooper', count: 1 }],
      [EMPIRE, { type: 'ConfirmRetreat' }],
    );
    expect(payloads(emitted, 'BattleDecided')).toEqual([
      { theater: 'space', winner: 'empire' },
      { theater: 'ground', winner: 'rebel' },
    ]);
    expect(types(emitted)).toContain('CombatEnded');
    expect(state.units.sullust).toEqual({ 'star-destroyer': 1, stormtrooper: 1 });
  });
});
