import { accepted, givenSandbox, refused, when } from '../../../core/decider.testkit.js';
import { armadaGame as game } from '../../game/armada.game.js';
import type { ArmadaState } from '../../game/game.types.js';
import { DEFAULT_GEOMETRY } from '../../geometry/geometry.config.js';
import { placeObstacle } from '../../geometry/table.input.js';
import { dist, pointInPolygon, pointPolygonDistance, polygonDistance } from '../../geometry/vec.geometry.js';
import { RULE } from '../../rules.cite.js';
import { isImplemented } from '../cards.implemented.js';
import { standardGameWith } from '../objective.testkit.js';
import { superiorPositions } from './superior-positions.card.js';
import { minefields } from './minefields.card.js';
import { OTHER_FULL_STACKS } from '../upgrade.testkit.js';

const D = DEFAULT_GEOMETRY.distanceBands;
/** The Charger s0-1 at (250, 150) flies straight at speed 2 (it ends near y = 287) past mines at the given spots, rolling `dice`. */
function flyPast(tokens: { x: number; y: number }[], dice: string[]) {
  const base = givenSandbox<ArmadaState>(game, { damageDeck: ['blinded-gunners', 'crew-panic', 'power-failure'], ships: [{ id: 's0-1', dials: ['navigate'] }, ...OTHER_FULL_STACKS] }, 2);
  let s: ArmadaState = { ...base, objective: 'minefields', objectiveTokens: tokens.map((t, i) => ({ id: `t${i + 1}`, ...t })) };
  s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
  s = accepted(when<ArmadaState>(game, s, 0, { type: 'TakeCommandToken' })).state;
  return accepted(when<ArmadaState>(game, s, 0, { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: 'right', dial: false, token: false }, dice));
}

function beforeObstacles(card: typeof minefields, type = 'ObstaclePlaced'): ArmadaState {
  const { events } = standardGameWith(card);
  let s = game.initialState() as ArmadaState;
  for (const e of events.slice(0, events.findIndex((v) => v.type === type))) s = game.evolve(s, e as never);
  return s;
}

describe('objective minefields', () => {
  it('is played: the second player lays obstacles and 6 mines, which go off near ships', () => {
    expect([minefields.enforcement, isImplemented('objectives', 'minefields')]).toEqual(['played', true]);
    expect(minefields.effect!.map((r) => r.kind)).toEqual(['second-player-places-obstacles-apart', 'players-place-objective-tokens', 'mines-on-objective-tokens']);
  });

  it('has the second player place every obstacle beyond distance 5 of the others, then 6 tokens near obstacles', () => {
    const { state, events } = standardGameWith(minefields);
    expect(new Set(events.filter((e) => e.type === 'ObstaclePlaced').map((e) => (e.payload as { seat: number }).seat))).toEqual(new Set([1]));
    const polys = state.obstacles.map((o) => placeObstacle(o.id, o.shape, o.pose).polygon);
    for (let i = 0; i < polys.length; i++) for (let j = i + 1; j < polys.length; j++) expect(polygonDistance(polys[i], polys[j])).toBeGreaterThan(D[4]);
    const tokens = events.filter((e) => e.type === 'ObjectiveTokenPlaced').map((e) => e.payload as { seat: number });
    expect(tokens.map((t) => t.seat)).toEqual([1, 1, 1, 1, 1, 1]);
    for (const t of state.objectiveTokens) {
      expect(polys.some((p) => pointInPolygon(t, p) || pointPolygonDistance(t, p) <= D[0])).toBe(true);
      for (const u of state.objectiveTokens) if (u !== t) expect(dist(t, u)).toBeGreaterThan(D[0]);
    }
    expect([state.round, state.phase]).toEqual([1, 'command']);
  });

  it('lets obstacles lie near a player edge but refuses one within distance 5 of another', () => {
    const s = beforeObstacles(minefields);
    const edge = { type: 'PlaceObstacle', shape: 'asteroid-1', x: 500, y: 100, heading: 0 };
    refused(when<ArmadaState>(game, beforeObstacles(superiorPositions), 1, edge));
    const one = accepted(when<ArmadaState>(game, s, 1, edge)).state;
    expect(one.setup!.placer).toBe(1);
    expect(refused(when<ArmadaState>(game, one, 1, { type: 'PlaceObstacle', shape: 'asteroid-2', x: 700, y: 100, heading: 0 }))).toMatchObject({ code: 'OBSTACLE_TOO_CLOSE_TO_OBSTACLE', rule: RULE.einsatzziele });
  });

  it('leaves out the obstacles no spot is left for (our rule), and goes on to the mines', () => {
    const s = beforeObstacles(minefields);
    const corners = (['asteroid-1', 'asteroid-2', 'debris-1', 'debris-2'] as const).map((shape, i) => ({ id: `o${i + 1}`, shape, pose: { x: i % 2 ? 794 : 120, y: i < 2 ? 120 : 794, heading: 0 } }));
    const crowded: ArmadaState = { ...s, obstacles: corners, setup: { ...s.setup!, obstaclePool: ['station', 'asteroid-3'], obstaclesToPlace: 2 } };
    const out = accepted(when<ArmadaState>(game, crowded, 1, { type: 'PlaceObstacle', shape: 'asteroid-3', x: 457, y: 457, heading: 0 }));
    expect(out.events.map((e) => e.type)).toEqual(expect.arrayContaining(['ObstaclePlaced', 'ObstaclesLeftOut', 'ObjectiveTokensToPlace']));
    expect(out.events.find((e) => e.type === 'ObstaclesLeftOut')!.payload).toEqual({ count: 1 });
    expect([out.state.obstacles.length, out.state.setup!.step, out.state.setup!.placer]).toEqual([5, 'objective-tokens', 1]);
  });

  it('ends the token placement early when no legal spot is left near the obstacles (our rule)', () => {
    const s = beforeObstacles(minefields, 'ObjectiveTokenPlaced');
    let lone: ArmadaState = { ...s, obstacles: [{ id: 'o1', shape: 'asteroid-3', pose: { x: 457, y: 457, heading: 0 } }], objectiveTokens: [] };
    let last: unknown = null;
    while (lone.setup!.step === 'objective-tokens') {
      const out = accepted(when<ArmadaState>(game, lone, 1, game.legalActions(lone, 1)[0]));
      last = out.events.find((e) => e.type === 'ObjectiveTokenPlaced')!.payload;
      lone = out.state;
    }
    expect(lone.objectiveTokens.length).toBeLessThan(6);
    expect(last).toMatchObject({ next: null });
    expect([lone.setup!.step, lone.setup!.placer]).toEqual(['deployment', 0]);
  });

  it('sets off a token within distance 1 where the ship ends: removed, 2 blue dice, the first card faceup on a crit', () => {
    const out = flyPast([{ x: 250, y: 330 }, { x: 250, y: 700 }], ['crit', 'hit']);
    expect(out.events.filter((e) => ['MineTriggered', 'FaceupDamageDealt', 'FacedownDamageDealt'].includes(e.type))).toEqual([
      { type: 'MineTriggered', payload: { ship: 's0-1', token: 't1', dice: ['crit', 'hit'] } },
      { type: 'FaceupDamageDealt', payload: { ship: 's0-1', card: 'blinded-gunners', cause: 'minefield' } },
      { type: 'FacedownDamageDealt', payload: { ship: 's0-1', card: 'crew-panic', cause: 'minefield' } },
    ]);
    expect(out.state.objectiveTokens.map((t) => t.id)).toEqual(['t2']);
    const blank = flyPast([{ x: 250, y: 330 }], ['accuracy', 'hit']);
    expect(blank.events.filter((e) => e.type === 'FacedownDamageDealt' || e.type === 'FaceupDamageDealt')).toHaveLength(1);
    expect(blank.state.ships.find((x) => x.id === 's0-1')!.facedownDamage).toHaveLength(1);
    expect(blank.state.objectiveTokens).toEqual([]);
  });
});
