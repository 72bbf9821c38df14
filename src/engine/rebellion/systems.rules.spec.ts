import { accepted, when } from '../core/decider.testkit.js';
import { isViolation } from '../core/rule-violation.error.js';
import { systemData } from './data/systems.data.js';
import { buildSlots, deployPlaces } from './board.query.js';
import { afterLoyaltyGain } from './loyalty.rules.js';
import { rebellionGame as game } from './rebellion.game.js';
import { legalActions } from './rebellion.legal.js';
import { isImperialSystem, isNeutralSystem, isRebelSystem, type RebellionState } from './rebellion.state.js';
import { EMPIRE, given, play, REBEL } from './rebellion.testkit.js';

/** Rules of the Rules Reference about systems: kinds, loyalty, regions, resource icons, deploying. */

const refusedPosition = (position: object) => {
  const options = game.parseOptions({ imperialSeat: EMPIRE }, 2);
  if (isViolation(options)) throw new Error(options.code);
  const result = game.sandbox(position, options, 2);
  return isViolation(result) ? result.code : null;
};

describe('rebellion:bevoelkerungsreiche-systeme, rebellion:entlegene-systeme', () => {
  it('a remote system (no resource icon, no loyalty space) stays neutral: no loyalty or subjugation marker, no mission gaining loyalty, no deploying; a populous one takes them', () => {
    const s = given({ phase: 'command', systems: { dagobah: { units: { 'x-wing': 1 } } }, assigned: { rebel: [{ card: 'build-alliance', leaders: ['mon-mothma'] }] } });
    expect([systemData('dagobah').populous, systemData('dagobah').resourceIcons, systemData('naboo').populous]).toEqual([false, [], true]);
    expect(afterLoyaltyGain(s, 'rebel', 'dagobah', 1)).toBeNull();
    expect(afterLoyaltyGain(s, 'rebel', 'naboo', 1)).toEqual({ loyalty: 'rebel', subjugated: false });
    const targets = legalActions(s, REBEL).flatMap((a) => (a.type === 'RevealMission' ? [a.system] : []));
    expect(targets).toContain('naboo');
    expect(targets).not.toContain('dagobah');
    expect(deployPlaces(s, 'rebel')).not.toContain('dagobah');
    expect(refusedPosition({ systems: { dagobah: { loyalty: 'rebel' } } })).toBe('INVALID_SANDBOX_POSITION');
    expect(refusedPosition({ systems: { dagobah: { subjugated: true } } })).toBe('INVALID_SANDBOX_POSITION');
  });
});

describe('rebellion:loyalitaet', () => {
  it('1 loyalty removes the opponent’s marker, 2 replace it, a neutral system takes the gainer’s marker; nothing changes on Coruscant', () => {
    const s = given({ systems: { naboo: { loyalty: 'empire' }, utapau: { subjugated: true, units: { stormtrooper: 1 } }, sullust: { loyalty: 'rebel', subjugated: true, units: { stormtrooper: 1 } } } });
    expect(afterLoyaltyGain(s, 'rebel', 'naboo', 1)).toEqual({ loyalty: null, subjugated: false });
    expect(afterLoyaltyGain(s, 'rebel', 'naboo', 2)).toEqual({ loyalty: 'rebel', subjugated: false });
    expect(afterLoyaltyGain(s, 'rebel', 'kessel', 1)).toEqual({ loyalty: 'rebel', subjugated: false });
    expect(afterLoyaltyGain(s, 'rebel', 'coruscant', 2)).toBeNull();
    expect(afterLoyaltyGain(s, 'empire', 'naboo', 1)).toBeNull();
    // rebellion:unterwerfung: a neutral subjugated system; the Rebel's marker under it; the Empire's loyalty turns it over.
    expect(afterLoyaltyGain(s, 'rebel', 'utapau', 1)).toEqual({ loyalty: 'rebel', subjugated: true });
    expect(afterLoyaltyGain(s, 'empire', 'utapau', 1)).toEqual({ loyalty: 'empire', subjugated: false });
    expect(afterLoyaltyGain(s, 'empire', 'sullust', 1)).toEqual({ loyalty: null, subjugated: true });
    // Two at once (Display of Power) reach Imperial loyalty, which replaces the subjugation marker (found by playout rebellion-1952).
    expect(afterLoyaltyGain(s, 'empire', 'sullust', 2)).toEqual({ loyalty: 'empire', subjugated: false });
    expect(afterLoyaltyGain(s, 'rebel', 'utapau', 2)).toEqual({ loyalty: 'rebel', subjugated: true });
  });

  it('an ability needing an own loyalty marker ignores enemy units there: Research and Development in an Imperial system holding Rebel units', () => {
    const s = given({
      phase: 'command',
      turn: 'empire',
      passed: ['rebel'],
      assigned: { empire: [{ card: 'research-and-development', leaders: ['grand-moff-tarkin'] }] },
      systems: { naboo: { loyalty: 'empire', units: { 'x-wing': 2, 'rebel-trooper': 1 } } },
    });
    expect(legalActions(s, EMPIRE)).toContainEqual({ type: 'RevealMission', slot: 0, system: 'naboo' });
  });
});

describe('rebellion:imperiale-systeme, rebellion:rebellensysteme, rebellion:neutrale-systeme', () => {
  it('tells the kinds of system by their markers: Imperial loyalty or subjugation is Imperial, a Rebel marker alone Rebel, no marker neutral', () => {
    const s = given({
      systems: {
        naboo: { loyalty: 'empire' },
        utapau: { subjugated: true, units: { stormtrooper: 1 } },
        sullust: { loyalty: 'rebel', subjugated: true, units: { stormtrooper: 1 } },
        kessel: { loyalty: 'rebel' },
      },
    });
    const kinds = (['naboo', 'utapau', 'sullust', 'kessel', 'rodia', 'dagobah'] as const).map((id) => [
      id,
      isImperialSystem(s, id),
      isRebelSystem(s, id),
      isNeutralSystem(s, id),
    ]);
    expect(kinds).toEqual([
      ['naboo', true, false, false],
      ['utapau', true, false, false],
      ['sullust', true, false, false],
      ['kessel', false, true, false],
      ['rodia', false, false, true],
      ['dagobah', false, false, true],
    ]);
  });
});

describe('rebellion:regionen', () => {
  it('units move across the borders of regions', () => {
    const s = given({ phase: 'command', systems: { naboo: { units: { 'x-wing': 1 } } }, leaders: { 'princess-leia': 'pool' } });
    expect([systemData('naboo').region, systemData('rodia').region]).toEqual([7, 6]);
    const moved = play(
      s,
      [REBEL, { type: 'ActivateSystem', leader: 'princess-leia', system: 'rodia' }],
      [REBEL, { type: 'MoveUnits', from: 'naboo', unit: 'x-wing', count: 1 }],
      [REBEL, { type: 'ConfirmMoves' }],
    );
    expect(moved.units.rodia).toEqual({ 'x-wing': 1 });
  });
});

describe('rebellion:ressourcensymbol, rebellion:einheiten-bauen', () => {
  it('an ability uses every resource icon of its system whatever markers or units lie there, and puts units on the queue even where a sabotage marker lies', () => {
    // Sullust: an orange triangle and an orange square, queue space 2; subjugated, sabotaged, a Rebel X-wing in it.
    const s = given({
      phase: 'assignment',
      turn: 'empire',
      systems: { sullust: { subjugated: true, sabotaged: true, units: { stormtrooper: 1, 'x-wing': 1 } } },
      hands: { empire: { actions: ['brilliant-administrator'] } },
    });
    expect(systemData('sullust').resourceIcons).toEqual(['ground-triangle', 'ground-square']);
    expect(buildSlots(s, 'empire').some((slot) => slot.space === 2)).toBe(false);
    const { state } = accepted(when<RebellionState>(game, s, EMPIRE, { type: 'UseActionCard', card: 'brilliant-administrator', system: 'sullust' }));
    expect(state.buildQueue.empire).toEqual([
      { unit: 'stormtrooper', space: 2 },
      { unit: 'at-at', space: 2 },
    ]);
  });
});

describe('rebellion:einheiten-stationieren', () => {
  it('while the base is hidden, the Rebel deploys up to 2 units onto its space and, its system being loyal to him, 2 more into that system', () => {
    const s = given({ rebelBase: { system: 'naboo' }, systems: { naboo: { loyalty: 'rebel' } } });
    expect(deployPlaces(s, 'rebel')).toEqual(['naboo', 'rebel-base']);
    const deploying: RebellionState = { ...s, phase: { kind: 'deploy', faction: 'rebel', ready: { 'x-wing': 4 }, deployed: {} } };
    const after = play(
      deploying,
      [REBEL, { type: 'DeployUnit', unit: 'x-wing', at: 'naboo' }],
      [REBEL, { type: 'DeployUnit', unit: 'x-wing', at: 'naboo' }],
      [REBEL, { type: 'DeployUnit', unit: 'x-wing', at: 'rebel-base' }],
    );
    expect(legalActions(after, REBEL)).toEqual([{ type: 'DeployUnit', unit: 'x-wing', at: 'rebel-base' }, { type: 'FinishDeploying' }]);
  });
});

describe('rebellion:sabotagemarker', () => {
  it('lies at most once in a system: Sabotage there again places no second marker', () => {
    const s = given({ phase: 'command', systems: { naboo: { sabotaged: true } }, assigned: { rebel: [{ card: 'sabotage', leaders: ['princess-leia'] }] } });
    const revealed = play(s, [REBEL, { type: 'RevealMission', slot: 0, system: 'naboo' }]);
    const { emitted, state } = accepted(when<RebellionState>(game, revealed, EMPIRE, { type: 'DeclineOpposition' }));
    expect(emitted.map((e) => e.event.type)).toContain('MissionResolved');
    expect(emitted.map((e) => e.event.type)).not.toContain('SabotageMarkerPlaced');
    expect(state.systems.naboo.sabotaged).toBe(true);
  });
});
