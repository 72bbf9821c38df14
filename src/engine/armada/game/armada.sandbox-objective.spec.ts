import { accepted, fold, givenSandbox, when } from '../../core/decider.testkit.js';
import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { seatViewer, SPECTATOR } from '../../core/visibility.view.js';
import { FULL_STACKS } from '../cards/upgrade.testkit.js';
import { getShip, getSquadron } from '../catalog/catalog.lookup.js';
import { armadaGame as game } from './armada.game.js';
import { endCheck } from './game.advance.js';
import { armadaLegalActions } from './game.legal.js';
import { shipFleetCost } from './game.rules.js';
import type { ArmadaState } from './game.types.js';
import { objectivePoints } from './objective.rules.js';

/** Every stack full: the ship phase begins, seat 0 first. */
const position = (objective: unknown, extra: object = {}) => ({ ships: FULL_STACKS, objective, ...extra });
const start = (objective: unknown, extra: object = {}) => givenSandbox<ArmadaState>(game, position(objective, extra), 2);

function refusal(objective: unknown, extra: object = {}): RuleViolation {
  const out = game.sandbox(position(objective, extra), { scenario: 'training' }, 2);
  if (!isViolation(out)) throw new Error('the position was accepted');
  return out;
}

/** Sixth round's status phase: what the game would score if it ended now (seed "SPIELSIEG"). */
const atEnd = (s: ArmadaState) => endCheck({ ...s, phase: 'status', round: 6 });

describe('armada: an objective in a sandbox position', () => {
  it('navigation, Intel Sweep: the objective ship takes the token within distance 1 when its dial is revealed, and more victory tokens score 75', () => {
    const s = start({ id: 'intel-sweep', objectiveShips: ['s0-1', 's1-2'], victoryTokens: [1, 1], objectiveTokens: [{ x: 450, y: 150 }, { x: 330, y: 150 }] });
    expect([s.objective, s.objectiveShips, s.victoryTokens, s.objectiveTokens]).toEqual([
      'intel-sweep',
      ['s0-1', 's1-2'],
      [1, 1],
      [
        { id: 't1', x: 450, y: 150 },
        { id: 't2', x: 330, y: 150 },
      ],
    ]);
    expect(objectivePoints(s, 0)).toBe(0);
    const out = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' }));
    expect(out.events.filter((e) => e.type === 'ObjectiveTokenTaken' || e.type === 'VictoryTokenGained').map((e) => [e.type, e.payload])).toEqual([
      ['ObjectiveTokenTaken', { seat: 0, token: 't2', ship: 's0-1' }],
      ['VictoryTokenGained', { seat: 0, objective: 'intel-sweep', ship: 's0-1' }],
    ]);
    expect(out.state.victoryTokens).toEqual([2, 1]);
    expect(atEnd(out.state)?.points).toEqual([75, 0]);
  });

  it('assault, Advanced Gunnery and Opening Salvo: a destroyed objective ship scores its card again; damaged ships with a token discarded score half', () => {
    const gunnery = start({ id: 'advanced-gunnery', objectiveShips: ['s1-1'] }, { ships: [...FULL_STACKS.filter((x) => x.id !== 's1-1'), { id: 's1-1', destroyed: true }] });
    const hardcell = getShip('hardcell-class-transport')!.points.current;
    expect(atEnd(gunnery)?.points).toEqual([2 * hardcell, 0]);
    // The objective ship may attack from the same hull zone again (objective.rules.ts repeatZone), a ship of the other side not.
    expect(gunnery.objectiveShips).toEqual(['s1-1']);

    const damaged = [...FULL_STACKS.filter((x) => x.id !== 's1-2'), { id: 's1-2', dials: ['navigate', 'navigate'], facedownDamage: 1 }];
    const salvo = start({ id: 'opening-salvo', shipTokens: ['s0-1', 's1-1'] }, { ships: damaged });
    expect(salvo.ships.map((x) => [x.id, x.objectiveToken])).toEqual([
      ['s0-1', true],
      ['s0-2', false],
      ['s0-3', false],
      ['s1-1', true],
      ['s1-2', false],
      ['s1-3', false],
    ]);
    const munificent = salvo.ships.find((x) => x.id === 's1-2')!;
    expect(atEnd(salvo)?.points).toEqual([Math.ceil(shipFleetCost(munificent) / 2), 0]);
    // Everybody sees the tokens: they lie open on the ships.
    const seen = (v: unknown) => (v as { ships: { objectiveToken?: boolean }[] }).ships.map((x) => x.objectiveToken);
    expect(seen(game.view(salvo, SPECTATOR))).toEqual(seen(game.view(salvo, seatViewer(0))));
  });

  it('defense, Hyperspace Assault: the set-aside units wait off the table; a later round opens with the arrival decision; still aside at the end they score for the other side', () => {
    const ships = FULL_STACKS.filter((x) => x.id !== 's1-3');
    const s = start({ id: 'hyperspace-assault', objectiveTokens: [{ x: 450, y: 450 }], setAside: { ships: ['s1-3'], squadrons: ['q1-1'] } }, { round: 2, ships });
    expect(s.ships.map((x) => x.id)).not.toContain('s1-3');
    expect(s.squadrons.map((q) => q.id)).not.toContain('q1-1');
    expect(s.setAside).toMatchObject({ ships: [{ id: 's1-3' }], squadrons: [{ id: 'q1-1' }] });
    // The stacks are full, yet the ship phase waits: the second player decides on the arrival first (hyperspace.rules.ts).
    expect([s.phase, s.hyperspace]).toEqual(['command', { seat: 1, step: 'choose' }]);
    expect(armadaLegalActions(s, 1)).toEqual([{ type: 'JumpFromHyperspace', token: 't1' }, { type: 'StayInHyperspace' }]);
    const vulture = getSquadron('vulture-class-droid-fighter-squadron')!.points.current;
    expect(atEnd(s)?.points).toEqual([getShip('hardcell-class-transport')!.points.current + vulture, 0]);
    // In round 1 the units do not come yet: the ship phase begins at once.
    expect(start({ id: 'hyperspace-assault', objectiveTokens: [{ x: 450, y: 450 }], setAside: { ships: ['s1-3'] } }, { ships }).phase).toBe('ship');
  });

  it('defense, Contested Outpost: victory tokens score 20 each at the end', () => {
    const s = start({ id: 'contested-outpost', victoryTokens: [3, 1] }, { obstacles: [{ id: 'o1', shape: 'station', pose: { x: 457, y: 457, heading: 0 } }] });
    expect(atEnd(s)?.points).toEqual([60, 20]);
  });

  it('folds the same from its events as a replay does, and the view shows the objective state', () => {
    const events = game.sandbox(position({ id: 'dangerous-territory', obstacleTokens: ['o1'], victoryTokens: [0, 2] }, { obstacles: [{ id: 'o1', shape: 'asteroid-1', pose: { x: 457, y: 457, heading: 0 } }] }), { scenario: 'training' }, 2);
    if (isViolation(events)) throw new Error(events.code);
    const s = fold<ArmadaState>(game, events);
    expect(game.view(s, SPECTATOR)).toMatchObject({ objective: 'dangerous-territory', obstacleTokens: ['o1'], victoryTokens: [0, 2] });
    expect(fold<ArmadaState>(game, JSON.parse(JSON.stringify(events)))).toEqual(s);
  });

  it('refuses an unknown objective, state the objective does not keep, and state that contradicts the card, naming the field', () => {
    expect(refusal({ id: 'death-star-run' })).toMatchObject({
      code: 'INVALID_SANDBOX_POSITION',
      messages: { de: expect.stringContaining('objective.id: unbekanntes Einsatzziel „death-star-run“'), en: expect.stringContaining('objective.id: unknown objective "death-star-run"') },
    });
    expect(refusal({ id: 'fire-lanes', objectiveShips: ['s0-1'] })).toMatchObject({
      code: 'INVALID_SANDBOX_POSITION',
      messages: { de: expect.stringContaining('objective.objectiveShips: „Fire Lanes“ kennt diesen Zustand nicht'), en: expect.stringContaining('objective.objectiveShips: "Fire Lanes" keeps no such state') },
    });
    expect(refusal({ id: 'fleet-ambush', victoryTokens: [1, 0] }).messages.en).toContain('objective.victoryTokens');
    expect(refusal({ id: 'superior-positions', shipTokens: ['s0-1'] }).messages.en).toContain('objective.shipTokens');
    expect(refusal({ id: 'intel-sweep', colour: 'red' }).messages.en).toContain('objective.colour: unknown field');
    expect(refusal({ id: 'intel-sweep', constructor: 'x' }).messages.en).toContain('objective.constructor: unknown field');
    expect(refusal({ id: 'most-wanted', objectiveShips: ['s1-1', 's1-2'] }).messages.en).toContain('one objective ship per side');
    expect(refusal({ id: 'most-wanted', objectiveShips: ['s9-1'] }).messages.en).toContain('objective.objectiveShips[0]: no ship "s9-1"');
    expect(refusal({ id: 'fire-lanes', objectiveTokens: [{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 3, y: 3 }, { x: 4, y: 4 }] })).toMatchObject({ code: 'ARMADA_MALFORMED_INPUT' });
    expect(refusal({ id: 'dangerous-territory', obstacleTokens: ['o7'] }).messages.en).toContain('no obstacle of the position "o7"');
    // Set aside: the second player's (seat 1 when seat 0 goes first), and never a unit the position places.
    expect(refusal({ id: 'hyperspace-assault', setAside: { ships: ['s0-3'] } }).messages.en).toContain("no unplaced ship of the second player's");
    expect(refusal({ id: 'hyperspace-assault', setAside: { ships: ['s1-1'] } }).messages.en).toContain("no unplaced ship of the second player's");
    expect(refusal({ id: 'hyperspace-assault', setAside: { squadrons: ['q1-1', 'q1-2', 'q1-3', 'q1-4'] } })).toMatchObject({ code: 'ARMADA_MALFORMED_INPUT' });
  });
});
