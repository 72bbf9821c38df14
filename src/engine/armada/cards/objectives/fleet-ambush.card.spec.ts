import { refused, when } from '../../../core/decider.testkit.js';
import { armadaGame as game } from '../../game/armada.game.js';
import type { ArmadaState } from '../../game/game.types.js';
import { placedBase } from '../../geometry/ship-shape.geometry.js';
import { DEFAULT_GEOMETRY } from '../../geometry/geometry.config.js';
import { getShip } from '../../catalog/catalog.lookup.js';
import { ambushZone } from '../../game/setup-standard.table.js';
import { RULE } from '../../rules.cite.js';
import { isImplemented } from '../cards.implemented.js';
import { deploymentTurns, standardGameWith } from '../objective.testkit.js';
import { fleetAmbush } from './fleet-ambush.card.js';

/** The state just before the n-th (0-based) event of this type. */
function before(type: string, n = 0): ArmadaState {
  const { events } = standardGameWith(fleetAmbush);
  const at = events.map((e, i) => [e.type, i] as const).filter(([t]) => t === type)[n][1];
  let s = game.initialState() as ArmadaState;
  for (const e of events.slice(0, at)) s = game.evolve(s, e as never);
  return s;
}

describe('objective fleet-ambush', () => {
  it('is played: ships before squadrons and the ambush zone', () => {
    expect([fleetAmbush.enforcement, isImplemented('objectives', 'fleet-ambush')]).toEqual(['played', true]);
    expect(fleetAmbush.effect!.map((r) => r.kind)).toEqual(['ships-deploy-before-squadrons', 'first-player-ships-in-ambush-zone']);
  });

  it("places every ship before any squadron, the first player's 1st-turn ship wholly in the ambush zone, his 2nd-turn one in his deployment zone", () => {
    const { state, events } = standardGameWith(fleetAmbush);
    const types = events.map((e) => e.type);
    expect(types.lastIndexOf('ShipDeployed')).toBeLessThan(types.indexOf('SquadronDeployed'));
    // Republic (first, 2 ships), Separatists (1 ship): ships alternate 0, 1, 0, then squadrons.
    expect(deploymentTurns(events).slice(0, 3)).toEqual([1, 0, 1]);
    const order = events.filter((e) => e.type === 'ShipDeployed').map((e) => (e.payload as { ship: string }).ship);
    expect(order).toEqual(['s0-1', 's1-1', 's0-2']);
    const zone = ambushZone(before('SetupFinished'))!;
    const inside = (id: string) => {
      const x = state.ships.find((v) => v.id === id)!;
      return placedBase(getShip(x.card)!, x.pose, DEFAULT_GEOMETRY).every((v) => v.x > zone.x0 && v.x < zone.x1 && v.y > zone.y0 && v.y < zone.y1);
    };
    expect([inside('s0-1'), inside('s0-2')]).toEqual([true, false]);
    expect(state.ships.find((x) => x.id === 's0-2')!.pose.y).toBeLessThanOrEqual(DEFAULT_GEOMETRY.distanceBands[2]);
    expect([state.round, state.phase]).toEqual([1, 'command']);
  });

  it('refuses the first ship in the own deployment zone and offers only ambush-zone poses', () => {
    const s = before('ShipDeployed');
    const zone = ambushZone(s)!;
    const legal = game.legalActions(s, 0) as { type: string; y: number }[];
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((a) => a.type === 'DeployShip' && a.y > zone.y0 && a.y < zone.y1)).toBe(true);
    expect(refused(when<ArmadaState>(game, s, 0, { type: 'DeployShip', ship: 's0-1', x: 600, y: 100, heading: 0, speed: 1 }))).toMatchObject({ code: 'SHIP_OUTSIDE_AMBUSH_ZONE', rule: RULE.einsatzziele });
  });

  it('refuses a squadron while a ship still waits, and an ambush ship on an obstacle', () => {
    const s = before('ShipDeployed', 1);
    // The Separatists' turn: their Munificent waits; no squadron may come first.
    expect(game.legalActions(s, 1).every((a) => (a as { type: string }).type === 'DeployShip')).toBe(true);
    expect(refused(when<ArmadaState>(game, s, 1, { type: 'DeploySquadron', squadron: s.setup!.reserveSquadrons.find((q) => q.owner === 1)!.id, x: 600, y: 800 })).code).toBe('LAST_SQUADRON_WAITS');
    const first = before('ShipDeployed');
    const zone = ambushZone(first)!;
    const centre = { x: (zone.x0 + zone.x1) / 2, y: (zone.y0 + zone.y1) / 2 };
    const deploy = { type: 'DeployShip', ship: 's0-1', x: centre.x, y: centre.y, heading: 0, speed: 1 };
    const clear: ArmadaState = { ...first, obstacles: first.obstacles.filter((v) => Math.abs(v.pose.x - centre.x) > 250 || Math.abs(v.pose.y - centre.y) > 250) };
    expect(when<ArmadaState>(game, clear, 0, deploy).ok).toBe(true);
    const blocked: ArmadaState = { ...clear, obstacles: [...clear.obstacles, { id: 'o9', shape: 'asteroid-1', pose: { ...centre, heading: 0 } }] };
    expect(refused(when<ArmadaState>(game, blocked, 0, deploy))).toMatchObject({ code: 'AMBUSH_OVERLAPS_OBSTACLE', rule: RULE.einsatzziele });
    // A zone with no room for any of his ships (our rule): the turn is an ordinary one, in his deployment zone.
    const full: ArmadaState = { ...clear, obstacles: [...clear.obstacles, ...[0, 1, 2, 3].flatMap((i) => [0, 1, 2, 3].map((j) => ({ id: `z${i}${j}`, shape: 'asteroid-1' as const, pose: { x: zone.x0 + 20 + i * 90, y: zone.y0 + 20 + j * 90, heading: 0 } })))] };
    expect(when<ArmadaState>(game, full, 0, { ...deploy, y: 100 }).ok).toBe(true);
    expect((game.legalActions(full, 0) as { y: number }[]).every((a) => a.y < zone.y0)).toBe(true);
  });
});
