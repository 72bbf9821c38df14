import { accepted, refused, when } from '../../../core/decider.testkit.js';
import type { GameEvent } from '../../../core/game.contract.js';
import { seatViewer } from '../../../core/visibility.view.js';
import { getSquadron } from '../../catalog/catalog.lookup.js';
import { armadaGame as game } from '../../game/armada.game.js';
import { endCheck } from '../../game/game.advance.js';
import { shipFleetCost } from '../../game/game.rules.js';
import type { ArmadaState } from '../../game/game.types.js';
import { DEFAULT_GEOMETRY } from '../../geometry/geometry.config.js';
import { dist } from '../../geometry/vec.geometry.js';
import { RULE } from '../../rules.cite.js';
import { isImplemented } from '../cards.implemented.js';
import { standardGameWith } from '../objective.testkit.js';
import { hyperspaceAssault } from './hyperspace-assault.card.js';

const D = DEFAULT_GEOMETRY.distanceBands;

/** Separatists, second player and the cheaper fleet: a medium and a small ship, three squadrons. */
const TWO_SHIPS: { ships: object[]; squadrons: object[] } = {
  ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['count-dooku'] }, { ship: 'hardcell-class-transport' }],
  squadrons: [{ squadron: 'vulture-class-droid-fighter-squadron', count: 3 }],
};

/** The whole setup under Hyperspace Assault (the kit's choices: the first legal action), run once per fleet. */
const games = new Map<object, ReturnType<typeof standardGameWith>>();
function played(separatists = TWO_SHIPS): ReturnType<typeof standardGameWith> {
  if (!games.has(separatists)) games.set(separatists, standardGameWith(hyperspaceAssault, separatists));
  return games.get(separatists)!;
}

/** The standard game under Hyperspace Assault, replayed up to the first event of this type. */
function before(type: string, separatists = TWO_SHIPS): ArmadaState {
  const { events } = played(separatists);
  let s = game.initialState() as ArmadaState;
  for (const e of events.slice(0, events.findIndex((v) => v.type === type))) s = game.evolve(s, e as never);
  return s;
}

const step = (s: ArmadaState, seat: number, action: unknown) => accepted(when<ArmadaState>(game, s, seat, action));

/** Plays on with the first legal action of whoever is asked until `until` holds. */
function playUntil(s: ArmadaState, until: (s: ArmadaState) => boolean): ArmadaState {
  for (let i = 0; i < 2000 && !until(s); i++) {
    const seat = game.pending(s)[0].seat;
    s = step(s, seat, game.legalActions(s, seat)[0]).state;
  }
  if (!until(s)) throw new Error('the game never got there');
  return s;
}

/**
 * Round 2 starts (round 1 skipped: nothing of it matters here) and the second
 * player (seat 1) is asked about the arrival; the kit put the tokens on the
 * grid's first spots at the table's side, so they lie in the middle here.
 */
function round2(): ArmadaState {
  const tokens = [
    { id: 't1', x: 457, y: 457 },
    { id: 't2', x: 250, y: 400 },
    { id: 't3', x: 700, y: 500 },
  ];
  return game.evolve({ ...played().state, objectiveTokens: tokens }, { type: 'RoundStarted', payload: { round: 2 } } as never);
}

/** The kit's Separatists: one medium ship and three squadrons. */
const ONE_SHIP = { ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['count-dooku'] }], squadrons: [{ squadron: 'vulture-class-droid-fighter-squadron', count: 3 }] };

describe('objective hyperspace-assault', () => {
  it('is played: the second player sets units aside, places 3 tokens in the play area, and they arrive from round 2', () => {
    expect([hyperspaceAssault.enforcement, isImplemented('objectives', 'hyperspace-assault')]).toEqual(['played', true]);
    expect(hyperspaceAssault.effect!.map((r) => r.kind)).toEqual(['second-player-sets-aside-units', 'players-place-objective-tokens', 'set-aside-units-arrive-at-token']);
  });

  it('has the second player set aside a small or medium ship first (he must), then up to 3 squadrons, in the open', () => {
    const s = before('ShipSetAside');
    expect([s.setup!.step, s.setup!.placer]).toEqual(['set-aside', 1]);
    expect(game.legalActions(s, 1)).toEqual([
      { type: 'SetAsideShip', ship: 's1-1' },
      { type: 'SetAsideShip', ship: 's1-2' },
    ]);
    expect(game.legalActions(s, 0)).toEqual([]);
    for (const a of [{ type: 'SetAsideSquadron', squadron: 'q1-1' }, { type: 'FinishSettingAside' }])
      expect(refused(when<ArmadaState>(game, s, 1, a))).toMatchObject({ code: 'SET_ASIDE_SHIP_FIRST', rule: RULE.einsatzziele });
    const one = step(s, 1, { type: 'SetAsideShip', ship: 's1-2' });
    // Public (docs/DECISIONS.md): the event reaches every seat and the other seat's view names the unit.
    expect(one.emitted.map((e) => [e.event.type, e.visibility])).toEqual([['ShipSetAside', { kind: 'public' }]]);
    expect((game.view(one.state, seatViewer(0)) as { setAside: unknown }).setAside).toEqual({ ships: [{ id: 's1-2', card: 'hardcell-class-transport', owner: 1 }], squadrons: [] });
    expect(refused(when<ArmadaState>(game, one.state, 1, { type: 'SetAsideShip', ship: 's1-1' }))).toMatchObject({ code: 'ONE_SHIP_SET_ASIDE' });
    let t = one.state;
    for (const q of ['q1-1', 'q1-2']) t = step(t, 1, { type: 'SetAsideSquadron', squadron: q }).state;
    // The third squadron ends the choice by itself; the second player's tokens follow.
    const third = step(t, 1, { type: 'SetAsideSquadron', squadron: 'q1-3' });
    expect(third.events.map((e) => e.type)).toEqual(['SquadronSetAside', 'SettingAsideFinished', 'ObjectiveTokensToPlace']);
    expect([third.state.setup!.step, third.state.setup!.placer, third.state.setAside!.squadrons.length, third.state.setup!.reserveSquadrons.filter((q) => q.owner === 1)]).toEqual(['objective-tokens', 1, 3, []]);
  });

  it('places the 3 tokens anywhere in the play area beyond distance 3 of both player edges; nothing set aside is deployed', () => {
    const { state, events } = played();
    expect(events.filter((e) => e.type === 'ObjectiveTokenPlaced').map((e) => (e.payload as { seat: number }).seat)).toEqual([1, 1, 1]);
    for (const t of state.objectiveTokens) expect(Math.min(t.y, state.playArea.height - t.y)).toBeGreaterThan(D[2]);
    const aside = [...state.setAside!.ships, ...state.setAside!.squadrons].map((u) => u.id);
    expect(aside).toHaveLength(4);
    expect([...state.ships, ...state.squadrons].some((u) => aside.includes(u.id))).toBe(false);
    const s = before('ObjectiveTokenPlaced');
    expect(refused(when<ArmadaState>(game, s, 1, { type: 'PlaceObjectiveToken', x: 400, y: D[2] - 10 }))).toMatchObject({ code: 'OBJECTIVE_TOKEN_TOO_CLOSE_TO_PLAYER_EDGE', rule: RULE.einsatzziele });
  });

  it('asks nothing at the start of round 1; at the start of round 2 the second player decides before any dial', () => {
    const { state } = played();
    expect([state.round, state.hyperspace ?? null]).toEqual([1, null]);
    const s = round2();
    expect(s.hyperspace).toEqual({ seat: 1, step: 'choose' });
    expect(game.pending(s)).toEqual([expect.objectContaining({ seat: 1, decision: 'hyperspace-arrival' })]);
    expect(game.legalActions(s, 0)).toEqual([]);
    expect(game.legalActions(s, 1)).toEqual([...s.objectiveTokens.map((t) => ({ type: 'JumpFromHyperspace', token: t.id })), { type: 'StayInHyperspace' }]);
    expect(refused(when<ArmadaState>(game, s, 0, { type: 'SetCommandDial', ship: 's0-1', command: 'navigate' }))).toMatchObject({ code: 'ARRIVAL_DECIDED_BY_SECOND_PLAYER', rule: RULE.einsatzziele });
    expect(refused(when<ArmadaState>(game, s, 1, { type: 'SetCommandDial', ship: 's1-1', command: 'navigate' }))).toMatchObject({ code: 'ARRIVAL_STEP_FIRST' });
  });

  it('staying lets him move each token up to distance 1, in order; then the dials follow', () => {
    const stay = step(round2(), 1, { type: 'StayInHyperspace' }).state;
    const [t1, t2, t3] = stay.objectiveTokens;
    expect(refused(when<ArmadaState>(game, stay, 1, { type: 'MoveObjectiveToken', x: t1.x + D[0] + 10, y: t1.y }))).toMatchObject({ code: 'OBJECTIVE_TOKEN_MOVE_TOO_FAR', rule: RULE.einsatzziele });
    let s = step(stay, 1, { type: 'MoveObjectiveToken', x: t1.x + 50, y: t1.y }).state;
    s = step(s, 1, { type: 'MoveObjectiveToken', x: t2.x, y: t2.y }).state;
    const last = step(s, 1, { type: 'MoveObjectiveToken', x: t3.x, y: t3.y - 25 });
    expect(last.state.objectiveTokens).toEqual([{ ...t1, x: t1.x + 50 }, t2, { ...t3, y: t3.y - 25 }]);
    expect([last.state.hyperspace, last.state.setAside!.ships.length]).toEqual([null, 1]);
    expect(game.legalActions(last.state, 0)[0]).toMatchObject({ type: 'SetCommandDial' });
  });

  it('jumping in deploys the ship within distance 1 of the token first, then each squadron; then every token is removed', () => {
    const s = round2();
    const token = s.objectiveTokens[0];
    const jump = step(s, 1, { type: 'JumpFromHyperspace', token: token.id }).state;
    expect(refused(when<ArmadaState>(game, jump, 1, { type: 'ArriveSquadron', squadron: 'q1-1', x: token.x, y: token.y }))).toMatchObject({ code: 'SHIP_ARRIVES_FIRST' });
    expect(refused(when<ArmadaState>(game, jump, 1, { type: 'ArriveShip', ship: 's1-1', x: token.x, y: token.y + 300, heading: 0, speed: 1 }))).toMatchObject({
      code: 'ARRIVAL_NOT_NEAR_TOKEN',
      rule: RULE.einsatzziele,
    });
    const ship = game.legalActions(jump, 1)[0] as { type: string; x: number; y: number };
    expect(ship).toMatchObject({ type: 'ArriveShip', ship: 's1-1' });
    let t = step(jump, 1, ship).state;
    expect(t.ships.find((x) => x.id === 's1-1')).toMatchObject({ pose: { x: ship.x, y: ship.y }, activated: false, dials: [] });
    for (let i = 0; i < 3; i++) {
      const a = game.legalActions(t, 1)[0] as { type: string; squadron: string; x: number; y: number };
      expect(a.type).toBe('ArriveSquadron');
      expect(dist(a, token) - DEFAULT_GEOMETRY.squadronBaseRadius).toBeLessThanOrEqual(D[0]);
      const out = step(t, 1, a);
      t = out.state;
      if (i === 2) expect(out.events.map((e) => e.type)).toEqual(['SquadronArrived', 'ObjectiveTokensRemoved']);
    }
    expect([t.objectiveTokens, t.hyperspace, t.setAside]).toEqual([[], null, { ships: [], squadrons: [] }]);
    expect(t.squadrons.filter((q) => q.owner === 1 && !q.activated)).toHaveLength(3);
    // The new ship takes its dials with the others.
    expect(game.legalActions(t, 1).some((a) => a.type === 'SetCommandDial' && (a as { ship: string }).ship === 's1-1')).toBe(true);
  });

  it('a ship landing on squadrons has the first player place them as after a maneuver', () => {
    const s = round2();
    const token = s.objectiveTokens[0];
    const enemy = s.squadrons.find((q) => q.owner === 0)!;
    // The Republic squadron waits right on the token.
    const onToken: ArmadaState = { ...s, squadrons: s.squadrons.map((q) => (q.id === enemy.id ? { ...q, position: { x: token.x, y: token.y } } : q)) };
    const jump = step(onToken, 1, { type: 'JumpFromHyperspace', token: token.id }).state;
    const landed = step(jump, 1, { type: 'ArriveShip', ship: 's1-1', x: token.x, y: token.y, heading: 180, speed: 2 });
    expect(landed.events.map((e) => e.type)).toEqual(['ShipArrived', 'SquadronsDisplaced']);
    expect(landed.state.displaced).toEqual({ ship: 's1-1', placer: 0, squadrons: [enemy.id] });
    expect(game.legalActions(landed.state, 0)[0]).toMatchObject({ type: 'PlaceDisplacedSquadron', squadron: enemy.id });
    expect(game.legalActions(landed.state, 1)).toEqual([]);
    const placed = step(landed.state, 0, game.legalActions(landed.state, 0)[0]).state;
    expect([placed.displaced, placed.hyperspace!.step]).toEqual([null, 'arrive']);
    expect(game.legalActions(placed, 1)[0]).toMatchObject({ type: 'ArriveSquadron' });
  });

  it('units still set aside when the game ends are destroyed: the first player scores them', () => {
    const { state } = played();
    const aside = shipFleetCost(state.setAside!.ships[0]) + 3 * getSquadron('vulture-class-droid-fighter-squadron')!.points.current;
    expect(endCheck({ ...state, phase: 'status', round: 6 })!.points).toEqual([aside, 0]);
  });

  it('a second player whose only ship is set aside loses it and, without a ship to deploy near, the squadrons left (FAQ rulings)', () => {
    // The kit's Separatists field one medium ship: it must go aside; the squadrons the bot did not set aside are destroyed.
    const s = before('ShipSetAside', ONE_SHIP);
    let t = step(s, 1, { type: 'SetAsideShip', ship: 's1-1' }).state;
    t = step(t, 1, { type: 'SetAsideSquadron', squadron: 'q1-1' }).state;
    const done = step(t, 1, { type: 'FinishSettingAside' });
    expect(done.events[0]).toEqual({ type: 'SettingAsideFinished', payload: { seat: 1, undeployable: ['q1-2', 'q1-3'] } } satisfies GameEvent);
    const start = playUntil(done.state, (v) => v.setup === null);
    const over = playUntil(start, (v) => v.status === 'over');
    const vulture = getSquadron('vulture-class-droid-fighter-squadron')!.points.current;
    expect(over.result).toEqual({ winner: 0, points: [shipFleetCost(t.setAside!.ships[0]) + 3 * vulture, 0], reason: 'fleet-destroyed' });
  });
});
