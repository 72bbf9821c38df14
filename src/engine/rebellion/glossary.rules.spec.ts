import { accepted, refused, scripted, when } from '../core/decider.testkit.js';
import { isViolation } from '../core/rule-violation.error.js';
import { buildSlots, inSupply } from './board.query.js';
import { theatersFought } from './combat.rules.js';
import { rebellionGame as game } from './rebellion.game.js';
import { legalActions } from './rebellion.legal.js';
import type { RebellionState } from './rebellion.state.js';
import { recruitable } from './refresh.flow.js';
import { EMPIRE, given, play, REBEL } from './rebellion.testkit.js';

/** Glossary entries whose rules the other specs exercise without naming them: each named here with a case of its own. */

const act = (s: RebellionState, seat: number, action: object, dice: string[] = []) => accepted(when<RebellionState>(game, s, seat, action, dice));
const no = (s: RebellionState, seat: number, action: object) => refused(when(game, s, seat, action));

describe('rebellion:die-goldenen-regeln', () => {
  it('card text over the Rules Reference: „Start the Evacuation“ moves units from the Rebel Base space into a system that is not adjacent to it', () => {
    const s = given({ phase: 'assignment', hands: { rebel: { actions: ['start-the-evacuation'] } }, rebelBase: { system: 'hoth', units: { 'x-wing': 1 } } });
    const begun = act(s, REBEL, { type: 'UseActionCard', card: 'start-the-evacuation', system: 'naboo' }).state;
    expect(act(begun, REBEL, { type: 'MoveUnits', from: 'rebel-base', unit: 'x-wing', count: 1 }).state.phase.kind).toBe('evacuation');
    const activated = play(given({ phase: 'command', rebelBase: { system: 'hoth', units: { 'x-wing': 1 } } }), [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'naboo' }]);
    expect(no(activated, REBEL, { type: 'MoveUnits', from: 'rebel-base', unit: 'x-wing', count: 1 }).code).toBe('NOT_AN_ADJACENT_SYSTEM');
  });
});

describe('rebellion:aktiver-spieler', () => {
  it('the side whose turn it is rolls first in a mission and attacks first in a combat', () => {
    const s = given({
      phase: 'command',
      turn: 'empire',
      assigned: { empire: [{ card: 'rule-by-fear', leaders: ['emperor-palpatine'] }] },
      systems: { naboo: { subjugated: true, units: { stormtrooper: 1 } } },
      leaders: { 'princess-leia': 'naboo', 'mon-mothma': 'pool' },
    });
    const revealed = act(s, EMPIRE, { type: 'RevealMission', slot: 0, system: 'naboo' }).state;
    const rolled = act(revealed, REBEL, { type: 'DeclineOpposition' }, ['hit', 'hit', 'hit', 'blank', 'blank']);
    expect(rolled.emitted.filter((e) => e.event.type === 'MissionDiceRolled').map((e) => (e.event.payload as { faction: string }).faction)).toEqual(['empire', 'rebel']);
  });
});

describe('rebellion:anfuehrer-eliminieren', () => {
  it('an eliminated leader stays in the box: no card recruits it', () => {
    const s = given({ eliminated: ['han-solo'] });
    expect(recruitable(s, 'an-old-friend')).toEqual([]);
    expect(recruitable(s, 'the-millennium-falcon')).toEqual(['chewbacca']);
  });
});

describe('rebellion:fertigkeiten, rebellion:diplomatie, rebellion:geheimdienst, rebellion:logistik, rebellion:sondereinsatz', () => {
  it('reveals a mission only with as many matching skill icons among its leaders as it asks for', () => {
    const cases: [string, string, boolean][] = [
      ['build-alliance', 'jan-dodonna', true],
      ['build-alliance', 'general-rieekan', true],
      ['infiltration', 'general-rieekan', false],
      ['infiltration', 'jan-dodonna', true],
      ['rapid-mobilization', 'princess-leia', false],
      ['rapid-mobilization', 'general-rieekan', true],
      ['sabotage', 'jan-dodonna', false],
      ['sabotage', 'princess-leia', true],
    ];
    for (const [card, leader, revealable] of cases) {
      const s = given({ phase: 'command', assigned: { rebel: [{ card, leaders: [leader] }] }, systems: { naboo: { loyalty: 'empire', units: { 'tie-fighter': 1 } } } });
      expect([card, leader, legalActions(s, REBEL).some((a) => a.type === 'RevealMission')]).toEqual([card, leader, revealable]);
    }
  });
});

describe('rebellion:rebellensysteme', () => {
  it('a Rebel system has a Rebel loyalty marker and no subjugation marker: Gather Intel targets only those', () => {
    const s = given({
      phase: 'command',
      turn: 'empire',
      assigned: { empire: [{ card: 'gather-intel', leaders: ['emperor-palpatine'] }] },
      systems: { naboo: { loyalty: 'rebel' }, utapau: { loyalty: 'rebel', subjugated: true, units: { stormtrooper: 1 } } },
    });
    expect(legalActions(s, EMPIRE).filter((a) => a.type === 'RevealMission')).toEqual([{ type: 'RevealMission', slot: 0, system: 'naboo' }]);
  });
});

describe('rebellion:sabotagemarker', () => {
  it('stops building from and deploying into its system, for both sides alike, until an Imperial card removes it', () => {
    const s = given({ systems: { naboo: { loyalty: 'rebel', sabotaged: true }, corellia: { loyalty: 'empire', sabotaged: true } } });
    // Only Coruscant builds for the Empire and only the Rebel Base space for the Rebel.
    expect(buildSlots(s, 'empire')).toEqual([{ icon: 'ground-triangle', space: 1 }]);
    expect(buildSlots(s, 'rebel')).toEqual([
      { icon: 'space-triangle', space: 1 },
      { icon: 'ground-triangle', space: 1 },
    ]);
    const deploying = { ...s, phase: { kind: 'deploy' as const, faction: 'rebel' as const, ready: { 'x-wing': 1 }, deployed: {} } };
    expect(legalActions(deploying, REBEL)).toEqual([{ type: 'DeployUnit', unit: 'x-wing', at: 'rebel-base' }, { type: 'FinishDeploying' }]);
  });
});

describe('rebellion:schummeln', () => {
  it('makes cheating impossible: no move from the Rebel Base space that the base’s location does not allow, no leader not on the chosen card', () => {
    const s = play(given({ phase: 'command', rebelBase: { system: 'hoth', units: { 'x-wing': 1 } } }), [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'yavin' }]);
    expect(no(s, REBEL, { type: 'MoveUnits', from: 'rebel-base', unit: 'x-wing', count: 1 })).toMatchObject({ code: 'NOT_AN_ADJACENT_SYSTEM', rule: 'rebellion:einheiten-bewegen' });
    const recruiting = { ...given(), phase: { kind: 'recruit' as const, offered: { empire: [], rebel: [] }, chosen: { empire: null, rebel: 'ambush' as const }, turn: 'rebel' as const } };
    expect(no(recruiting, REBEL, { type: 'RecruitLeader', leader: 'han-solo' }).code).toBe('LEADER_NOT_RECRUITABLE');
  });
});

describe('rebellion:todesstern-bauen', () => {
  it('the Death Star under construction never moves; destroyed, it takes the Death Star on the build queue with it', () => {
    const s = given({
      phase: 'command',
      systems: { naboo: { loyalty: 'empire', units: { 'death-star-under-construction': 1 } }, utapau: { loyalty: 'rebel', units: { 'x-wing': 2 } } },
      buildQueue: { empire: [{ unit: 'death-star', space: 3 }] },
      leaders: { 'princess-leia': 'pool' },
    });
    const imperial = play(given({ phase: 'command', turn: 'empire', systems: { naboo: { loyalty: 'empire', units: { 'death-star-under-construction': 1 } } } }), [
      EMPIRE,
      { type: 'ActivateSystem', leader: 'darth-vader', system: 'sullust' },
    ]);
    expect(no(imperial, EMPIRE, { type: 'MoveUnits', from: 'naboo', unit: 'death-star-under-construction', count: 1 }).code).toBe('UNIT_IS_IMMOBILE');
    const fighting = play(
      s,
      [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'naboo' }],
      [REBEL, { type: 'MoveUnits', from: 'utapau', unit: 'x-wing', count: 2 }],
    );
    const confirmed = game.decide(fighting, REBEL, { type: 'ConfirmMoves' }, scripted(['blank', 'blank']));
    if (isViolation(confirmed)) throw new Error(confirmed.code);
    const inCombat = confirmed.reduce((st, e) => game.evolve(st, e.event), fighting);
    const after = play(inCombat, [REBEL, { type: 'EndCombatActions' }], [REBEL, { type: 'DeclineRetreat' }]);
    expect(after.units.naboo).toEqual({ 'x-wing': 2 });
    expect(after.buildQueue.empire).toEqual([]);
  });
});

describe('rebellion:zerstoerte-einheiten', () => {
  it('destroyed units go back to the supply', () => {
    const s = given({ systems: { naboo: { units: { 'x-wing': 8 } } } });
    expect(inSupply(s, 'x-wing')).toBe(0);
    const released = play({ ...s, phase: { kind: 'build', stage: 'release', done: { empire: true, rebel: false }, releasing: { empire: false, rebel: false } } }, [REBEL, { type: 'ReleaseUnits' }], [REBEL, { type: 'ReleaseUnit', at: 'naboo', unit: 'x-wing' }]);
    expect(inSupply(released, 'x-wing')).toBe(1);
  });
});

describe('rebellion:zerstoerte-systeme', () => {
  it('a destroyed system has no loyalty and no resource icons, and sees space battles but no ground battle', () => {
    const s = given({ systems: { naboo: { destroyed: true, units: { 'x-wing': 1, 'rebel-trooper': 1, 'star-destroyer': 1, stormtrooper: 1 } } } });
    expect(theatersFought(s, 'naboo')).toEqual(['space']);
    expect(buildSlots(s, 'empire')).toEqual([{ icon: 'ground-triangle', space: 1 }]);
  });
});
