import { accepted, fold, givenSandbox, refused, scripted, when } from '../../../core/decider.testkit.js';
import type { Emitted } from '../../../core/game.contract.js';
import { isViolation } from '../../../core/rule-violation.error.js';
import { DEFAULT_GEOMETRY } from '../../geometry/geometry.config.js';
import { placeObstacle } from '../../geometry/table.input.js';
import { armadaGame as game } from '../../game/armada.game.js';
import { evolveArmada } from '../../game/game.evolve.js';
import { shipAttackTargets } from '../../game/game.table.js';
import type { ArmadaState } from '../../game/game.types.js';
import { endOfRoundObjective, objectivePoints } from '../../game/objective.rules.js';
import { REPUBLIC_LIST, standardGameWith } from '../objective.testkit.js';
import { contestedOutpost } from './contested-outpost.card.js';

const D5 = DEFAULT_GEOMETRY.distanceBands[4];

/** The standard setup with Contested Outpost at its obstacles step (the Republic first player). */
function atObstacles(): ArmadaState {
  const opts = game.parseOptions({ scenario: 'standard', cardsWithoutEffect: 'allow' }, 2);
  if (isViolation(opts)) throw new Error(opts.code);
  let s = fold<ArmadaState>(game, game.setup(opts, 2, scripted()) as Emitted[]);
  const step = (seat: number, action: unknown) => (s = accepted(when<ArmadaState>(game, s, seat, action)).state);
  step(0, { type: 'SubmitFleet', fleet: REPUBLIC_LIST });
  step(1, {
    type: 'SubmitFleet',
    fleet: { ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['count-dooku'] }], squadrons: [{ squadron: 'vulture-class-droid-fighter-squadron', count: 3 }], objectives: ['most-wanted', 'contested-outpost', 'intel-sweep'] },
  });
  step(1, { type: 'ChooseFirstPlayer', firstPlayer: 0 });
  step(0, { type: 'ChooseObjective', objective: 'contested-outpost' });
  return s;
}

/** The sandbox: the Charger s0-1 at (664.4, 480) facing the Hardcell s1-1 at (664.4, 764.4), obstacles as given, under `objective`. */
function facing(objective: string | null, obstacles: object[]): ArmadaState {
  const s = givenSandbox<ArmadaState>(game, { ships: [{ id: 's0-1', pose: { x: 664.4, y: 480, heading: 0 } }], obstacles }, 2);
  return { ...s, objective };
}

describe('objective contested-outpost', () => {
  it('is played: the station last, inert, a victory token per round for the command values near it, 20 points each', () => {
    expect(contestedOutpost.enforcement).toBe('played');
    // The data has no German name: ours, and the card says so.
    expect(contestedOutpost.name.de).toBe('Umkämpfter Außenposten');
    expect(contestedOutpost.assumptions!.map((a) => a.en).join(' ')).toMatch(/our translation/);
    expect(contestedOutpost.effect!.map((r) => r.kind)).toEqual(['second-player-places-station-last', 'station-inert', 'victory-token-for-station-command-value', 'score-victory-tokens']);
    expect(contestedOutpost.victoryTokenValue).toBe(20);
  });

  it('has the other obstacles placed first and the second player place the station last, beyond distance 5 of both player edges', () => {
    let s = atObstacles();
    expect(refused(when(game, s, 1, { type: 'PlaceObstacle', shape: 'station', x: 457, y: 457, heading: 0 }))).toMatchObject({ code: 'STATION_PLACED_LAST', rule: 'armada:einsatzziele' });
    expect(game.legalActions(s, 1).some((a) => (a as { shape: string }).shape === 'station')).toBe(false);
    // Seats alternate from the second player (1, 0, 1); the fourth and last obstacle is the second player's again.
    const placers: number[] = [];
    while (s.setup!.obstaclesToPlace > 1) {
      placers.push(s.setup!.placer);
      s = accepted(when<ArmadaState>(game, s, s.setup!.placer, game.legalActions(s, s.setup!.placer)[0])).state;
    }
    expect([...placers, s.setup!.placer]).toEqual([1, 0, 1, 1]);
    expect(refused(when(game, s, 1, { type: 'PlaceObstacle', shape: 'asteroid-3', x: 800, y: 700, heading: 0 })).code).toBe('STATION_PLACED_LAST');
    expect(refused(when(game, s, 1, { type: 'PlaceObstacle', shape: 'station', x: 700, y: 300, heading: 0 }))).toMatchObject({ code: 'STATION_TOO_CLOSE_TO_PLAYER_EDGE', rule: 'armada:einsatzziele' });
    const legal = game.legalActions(s, 1) as { type: string; shape: string; x: number; y: number; heading: number }[];
    expect(legal.length).toBeGreaterThan(0);
    for (const a of legal) {
      expect(a.shape).toBe('station');
      const poly = placeObstacle('o', 'station', { x: a.x, y: a.y, heading: a.heading }).polygon;
      expect(poly.every((v) => v.y > D5 && s.playArea.height - v.y > D5 && v.x >= 0 && v.x <= s.playArea.width)).toBe(true);
    }
  });

  it('plays the standard setup to round 1 with the station on the table', () => {
    const { state } = standardGameWith(contestedOutpost);
    expect([state.objective, state.round, state.obstacles.length, state.obstacles[3].shape]).toEqual(['contested-outpost', 1, 4, 'station']);
  });

  it('lets the station obstruct no attack', () => {
    const station = [{ id: 'o1', shape: 'station', pose: { x: 664.4, y: 622, heading: 0 } }];
    const target = (s: ArmadaState) => shipAttackTargets(s, 's0-1', 'front').find((t) => t.id === 's1-1');
    expect(target(facing(null, station))!.obstructedBy).toEqual(['o1']);
    expect(target(facing('contested-outpost', station))!.obstructedBy).toEqual([]);
  });

  it('lets the station repair no ship that ends on it', () => {
    const overlapped = { type: 'ObstacleOverlapped', payload: { ship: 's0-1', obstacle: 'o1', type: 'station' } } as const;
    expect(evolveArmada(facing(null, []), overlapped).effects).toHaveLength(1);
    expect(evolveArmada(facing('contested-outpost', []), overlapped).effects).toHaveLength(0);
  });

  it('gives the player with the higher command values within distance 1 of the station a victory token at the end of the round', () => {
    // The station right in front of the Charger, far from every Separatist ship.
    const near = facing('contested-outpost', [{ id: 'o1', shape: 'station', pose: { x: 664.4, y: 600, heading: 0 } }]);
    const scored = endOfRoundObjective(near)!;
    expect(scored.type).toBe('StationContested');
    expect(scored.payload).toMatchObject({ objective: 'contested-outpost', seat: 0 });
    const values = (scored.payload as unknown as { commandValues: number[] }).commandValues;
    expect(values[0]).toBeGreaterThan(0);
    expect(values[1]).toBe(0);
    const after = evolveArmada(near, scored);
    expect([after.victoryTokens, objectivePoints(after, 0)]).toEqual([[1, 0], 20]);
    // Nobody near the station: a tie, no token.
    const far = facing('contested-outpost', [{ id: 'o1', shape: 'station', pose: { x: 150, y: 457, heading: 0 } }]);
    expect(endOfRoundObjective(far)!.payload).toMatchObject({ commandValues: [0, 0], seat: null });
    expect(endOfRoundObjective({ ...near, objective: null })).toBeNull();
  });
});
