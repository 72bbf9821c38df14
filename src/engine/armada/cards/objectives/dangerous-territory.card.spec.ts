import { accepted, givenSandbox, refused, when } from '../../../core/decider.testkit.js';
import { placeObstacle } from '../../geometry/table.input.js';
import { armadaGame as game } from '../../game/armada.game.js';
import { endCheck } from '../../game/game.advance.js';
import type { ArmadaState } from '../../game/game.types.js';
import { objectivePoints } from '../../game/objective.rules.js';
import { DEFAULT_GEOMETRY } from '../../geometry/geometry.config.js';
import { RULE } from '../../rules.cite.js';
import { isImplemented } from '../cards.implemented.js';
import { standardGameWith } from '../objective.testkit.js';
import { superiorPositions } from './superior-positions.card.js';
import { dangerousTerritory } from './dangerous-territory.card.js';
import { OTHER_FULL_STACKS } from '../upgrade.testkit.js';

/** The Charger s0-1 (seat 0) flying straight at speed 2 onto `shape` o1, which carries a token; seat `first` is the first player. */
function flyOnto(shape: string, first: 0 | 1, objective: string | null = 'dangerous-territory') {
  const base = givenSandbox<ArmadaState>(game, { damageDeck: ['blinded-gunners'], ships: [{ id: 's0-1', dials: ['navigate'] }, ...OTHER_FULL_STACKS], obstacles: [{ id: 'o1', shape, pose: { x: 250, y: 290, heading: 0 } }] }, 2);
  let s: ArmadaState = { ...base, objective, obstacleTokens: ['o1'], firstPlayer: first };
  s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
  s = accepted(when<ArmadaState>(game, s, 0, { type: 'TakeCommandToken' })).state;
  return accepted(when<ArmadaState>(game, s, 0, { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: 'right', dial: false, token: false }));
}

/** The standard game's state just before its first obstacle is placed. */
function beforeObstacles(objective: typeof dangerousTerritory): ArmadaState {
  const { events } = standardGameWith(objective);
  let s = game.initialState() as ArmadaState;
  for (const e of events.slice(0, events.findIndex((v) => v.type === 'ObstaclePlaced'))) s = game.evolve(s, e as never);
  return s;
}

describe('objective dangerous-territory', () => {
  it('is played: obstacles in the middle, a token on each, 15 points per victory token, asteroids and debris sparing the second player', () => {
    expect([dangerousTerritory.enforcement, dangerousTerritory.victoryTokenValue, isImplemented('objectives', 'dangerous-territory')]).toEqual(['played', 15, true]);
    // The seed names no objective card: the German name is ours, and says so.
    expect(dangerousTerritory.name.de).toBe('Gefährliches Gebiet');
    expect(dangerousTerritory.assumptions!.map((a) => a.de).join(' ')).toContain('„Gefährliches Gebiet“ ist unsere Übersetzung');
    expect(dangerousTerritory.effect!.map((r) => r.kind)).toEqual([
      'obstacles-beyond-distance-5-of-player-edges',
      'objective-token-on-each-obstacle',
      'victory-token-for-obstacle-token',
      'second-player-ignores-asteroids-and-debris',
      'score-victory-tokens',
    ]);
  });

  it('has every obstacle placed beyond distance 5 of both player edges, then puts a token on each', () => {
    const { state, events } = standardGameWith(dangerousTerritory);
    const d5 = DEFAULT_GEOMETRY.distanceBands[4];
    for (const o of state.obstacles) for (const v of placeObstacle(o.id, o.shape, o.pose).polygon) expect(Math.min(v.y, state.playArea.height - v.y)).toBeGreaterThan(d5);
    const placed = events.find((e) => e.type === 'ObstacleTokensPlaced');
    expect(placed?.payload).toEqual({ obstacles: state.obstacles.map((o) => o.id) });
    expect(state.obstacleTokens).toEqual(state.obstacles.map((o) => o.id));
    expect(events.findIndex((e) => e.type === 'ObstacleTokensPlaced')).toBeGreaterThan(events.map((e) => e.type).lastIndexOf('ObstaclePlaced'));
  });

  it('refuses an obstacle within distance 5 of a player edge, which is legal under another objective', () => {
    const s = beforeObstacles(dangerousTerritory);
    const near = { type: 'PlaceObstacle', shape: 'asteroid-1', x: 600, y: 250, heading: 0 };
    expect(refused(when<ArmadaState>(game, s, s.setup!.placer, near))).toMatchObject({ code: 'OBSTACLE_TOO_CLOSE_TO_PLAYER_EDGE', rule: RULE.einsatzziele });
    expect(game.legalActions(s, s.setup!.placer).some((a) => (a as { y: number }).y < 400)).toBe(false);
    const other = beforeObstacles(superiorPositions);
    accepted(when<ArmadaState>(game, other, other.setup!.placer, near));
  });

  it("gives the first player's ship ending on a token's obstacle the token and a victory token; the asteroid still hits it", () => {
    const out = flyOnto('asteroid-1', 0);
    expect(out.events.filter((e) => ['ObstacleTokenTaken', 'VictoryTokenGained', 'ObstacleOverlapped', 'FaceupDamageDealt'].includes(e.type)).map((e) => e.type)).toEqual([
      'ObstacleTokenTaken',
      'VictoryTokenGained',
      'ObstacleOverlapped',
      'FaceupDamageDealt',
    ]);
    expect([out.state.obstacleTokens, out.state.victoryTokens, objectivePoints(out.state, 0)]).toEqual([[], [1, 0], 15]);
    expect(endCheck({ ...out.state, phase: 'status', round: 6 })!.points[0]).toBeGreaterThanOrEqual(15);
  });

  it("spares the second player's ship the asteroid and debris fields, not the station; it takes the token too", () => {
    for (const shape of ['asteroid-1', 'debris-1']) {
      const out = flyOnto(shape, 1);
      expect(out.events.map((e) => e.type)).not.toContain('ObstacleOverlapped');
      expect([out.state.prompt, out.state.ships.find((x) => x.id === 's0-1')!.faceupDamage, out.state.victoryTokens]).toEqual([null, [], [1, 0]]);
    }
    expect(flyOnto('station', 1).events).toContainEqual({ type: 'ObstacleOverlapped', payload: { ship: 's0-1', obstacle: 'o1', type: 'station' } });
  });

  it('takes nothing from an obstacle without a token, nor without the objective', () => {
    const plain = flyOnto('asteroid-1', 1, null);
    expect(plain.events.map((e) => e.type)).toEqual(expect.arrayContaining(['ObstacleOverlapped', 'FaceupDamageDealt']));
    expect([plain.state.victoryTokens, plain.state.obstacleTokens]).toEqual([[0, 0], ['o1']]);
  });
});
