import { accepted, fold, refused, scripted, when } from '../../core/decider.testkit.js';
import { redactFor } from '../../core/event.redact.js';
import type { Emitted } from '../../core/game.contract.js';
import { seatViewer, SPECTATOR } from '../../core/visibility.view.js';
import type { CommandType } from '../catalog/catalog.types.js';
import { RULE } from '../rules.cite.js';
import { armadaGame as game } from './armada.game.js';
import { armadaLegalActions } from './game.legal.js';
import type { ArmadaState, GameShip } from './game.types.js';

/** A training game after setup, the blue initiative die scripted (seed "AUFBAU DES TRAININGSSZENARIOS", step 3). */
function start(face: string = 'crit'): { state: ArmadaState; emitted: Emitted[] } {
  const emitted = game.setup({ scenario: 'training' }, 2, scripted([face])) as Emitted[];
  return { state: fold<ArmadaState>(game, emitted), emitted };
}

/** Both seats fill every ship's stack with `pick(ship)`. */
function assignAll(state: ArmadaState, pick: (x: GameShip) => CommandType = () => 'navigate'): ArmadaState {
  let s = state;
  for (const seat of [0, 1])
    for (;;) {
      const x = s.ships.find((v) => v.owner === seat && !v.destroyed && v.dials.length < (v.card.startsWith('acclamator') ? 3 : v.card.startsWith('munificent') ? 2 : 1));
      if (!x) break;
      s = accepted(when<ArmadaState>(game, s, seat, { type: 'SetCommandDial', ship: x.id, command: pick(x) })).state;
    }
  return s;
}

/** Past the attack step (declining to attack) when the activation stops there. */
function toManeuver(s: ArmadaState): ArmadaState {
  return s.activation?.stage === 'attack' ? accepted(when<ArmadaState>(game, s, s.ships.find((x) => x.id === s.activation!.ship)!.owner, { type: 'FinishAttacks' })).state : s;
}

const ship = (s: ArmadaState, id: string) => s.ships.find((x) => x.id === id)!;
const withShip = (s: ArmadaState, id: string, change: Partial<GameShip>): ArmadaState => ({ ...s, ships: s.ships.map((x) => (x.id === id ? { ...x, ...change } : x)) });

describe('armada: setup of the training scenario', () => {
  it('places the starter fleets with speed 2 and full shields, and the blue die decides the initiative', () => {
    const { state } = start('crit');
    expect(state.ships.map((x) => [x.id, x.card, x.owner, x.speed])).toEqual([
      ['s0-1', 'consular-class-charger-c70', 0, 2],
      ['s0-2', 'acclamator-ii-class-assault-ship', 0, 2],
      ['s0-3', 'consular-class-charger-c70', 0, 2],
      ['s1-1', 'hardcell-class-transport', 1, 2],
      ['s1-2', 'munificent-class-comms-frigate', 1, 2],
      ['s1-3', 'hardcell-class-transport', 1, 2],
    ]);
    expect(ship(state, 's0-2').shields).toEqual({ front: 4, left: 2, right: 2, rear: 2 });
    expect(state.squadrons.filter((q) => q.owner === 1).map((q) => q.card)).toEqual(Array(4).fill('vulture-class-droid-fighter-squadron'));
    expect([state.round, state.phase, state.firstPlayer, state.deck.length]).toEqual([1, 'command', 0, 52]);
    expect(start('hit').state.firstPlayer).toBe(1);
    expect(start('accuracy').state.firstPlayer).toBe(1);
  });

  it('keeps the deck order on the server', () => {
    const { emitted } = start();
    const shuffled = emitted.find((e) => e.event.type === 'DamageDeckShuffled')!;
    expect(redactFor(shuffled, seatViewer(0))).toEqual({ type: 'DamageDeckShuffled', payload: { cards: 52 }, redacted: true });
  });

  it('refuses a scenario it does not know', () => {
    expect(game.parseOptions({ scenario: 'skirmish' }, 2)).toMatchObject({ code: 'INVALID_OPTIONS' });
  });
});

describe('armada: command phase (seed "PHASE 1: KOMMANDOPHASE")', () => {
  it('round 1: each ship gets dials up to its command value; both seats choose at once', () => {
    const { state } = start();
    expect(game.pending(state).map((p) => p.seat)).toEqual([0, 1]);
    expect(armadaLegalActions(state, 0)).toHaveLength(3 * 4);
    const s = assignAll(state);
    expect(ship(s, 's0-2').dials).toEqual(['navigate', 'navigate', 'navigate']);
    expect(ship(s, 's1-2').dials).toHaveLength(2);
    expect(s.phase).toBe('ship');
    expect(game.pending(s)).toEqual([expect.objectContaining({ seat: 0, decision: 'activate-ship' })]);
  });

  it('a full stack takes no more dials', () => {
    const { state } = start();
    let s = state;
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'SetCommandDial', ship: 's0-1', command: 'repair' })).state;
    const v = refused(when<ArmadaState>(game, s, 0, { type: 'SetCommandDial', ship: 's0-1', command: 'repair' }));
    expect([v.code, v.rule]).toEqual(['COMMAND_STACK_FULL', RULE.kommandophase]);
  });

  it('takes only dials while dials are set: moving a squadron or maneuvering is refused, not a crash (found by the twin-state property)', () => {
    const { state } = start();
    for (const action of [{ type: 'MoveSquadron', x: 10, y: 10 }, { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: null, dial: false, token: false }, { type: 'ActivateShip', ship: 's0-1' }]) {
      const v = refused(when<ArmadaState>(game, state, 0, action as never));
      expect([v.code, v.rule]).toEqual(['ACTION_NOT_ALLOWED_NOW', RULE.kommandophase]);
    }
  });

  it('the other seat never learns a dial before it is revealed (twin games that differ only in seat 0’s dials)', () => {
    const { state, emitted } = start();
    const play = (command: CommandType) => {
      let s = state;
      const log: Emitted[] = [...emitted];
      for (const seat of [0, 1])
        for (;;) {
          const x = s.ships.find((v) => v.owner === seat && v.dials.length < (v.card.startsWith('acclamator') ? 3 : v.card.startsWith('munificent') ? 2 : 1));
          if (!x) break;
          const out = accepted(when<ArmadaState>(game, s, seat, { type: 'SetCommandDial', ship: x.id, command: seat === 0 ? command : 'repair' }));
          log.push(...out.emitted);
          s = out.state;
        }
      return { s, log };
    };
    const a = play('navigate');
    const b = play('concentrate-fire');
    expect(ship(a.s, 's0-2').dials).not.toEqual(ship(b.s, 's0-2').dials);
    for (const viewer of [seatViewer(1), SPECTATOR]) {
      expect(JSON.stringify(game.view(a.s, viewer))).toBe(JSON.stringify(game.view(b.s, viewer)));
      expect(a.log.map((e) => redactFor(e, viewer))).toEqual(b.log.map((e) => redactFor(e, viewer)));
    }
    // The owner sees its whole stack in order; the others only how many.
    const own = game.view(a.s, seatViewer(0)) as { ships: { id: string; commandDials: unknown }[] };
    const theirs = game.view(a.s, seatViewer(1)) as { ships: { id: string; commandDials: unknown }[] };
    expect(own.ships.find((x) => x.id === 's0-2')!.commandDials).toEqual({ count: 3, stack: ['navigate', 'navigate', 'navigate'] });
    expect(theirs.ships.find((x) => x.id === 's0-2')!.commandDials).toEqual({ count: 3 });
  });
});

describe('armada: ship phase (seed "PHASE 2: SCHIFFSPHASE")', () => {
  it('reveals the top dial on activation, and the turn passes to the other player after the activation', () => {
    let s = assignAll(start().state, (x) => (x.owner === 0 ? 'navigate' : 'repair'));
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
    expect(s.activation).toMatchObject({ ship: 's0-1', stage: 'dial', revealed: 'navigate' });
    expect(ship(s, 's0-1').dials).toEqual([]);
    expect(refused(when<ArmadaState>(game, s, 1, { type: 'KeepCommandDial' })).code).toBe('NOT_YOUR_DECISION');
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'TakeCommandToken' })).state;
    expect(ship(s, 's0-1').tokens).toEqual(['navigate']);
    // Nothing to repair, no enemy in reach: commands and attacks pass by themselves, the maneuver waits.
    expect(s.activation?.stage).toBe('maneuver');
    const straight = armadaLegalActions(s, 0).find((a) => a.type === 'ExecuteManeuver' && a.course.every((c) => c === 0) && !a.token)!;
    s = accepted(when<ArmadaState>(game, s, 0, straight)).state;
    expect(ship(s, 's0-1').pose.y).toBeGreaterThan(150);
    expect([s.activation, s.turn]).toEqual([null, 1]);
  });

  it('a ship may not hold two identical command tokens, nor more than its command value (seed "KOMMANDOMARKER")', () => {
    let s = assignAll(start().state, () => 'repair');
    s = withShip(s, 's0-1', { tokens: ['repair'] });
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
    expect(armadaLegalActions(s, 0)).toEqual([{ type: 'KeepCommandDial' }]);
    const dup = refused(when<ArmadaState>(game, s, 0, { type: 'TakeCommandToken' }));
    expect([dup.code, dup.rule]).toEqual(['COMMAND_TOKEN_DUPLICATE', RULE.kommandomarker]);

    let t = assignAll(start().state, () => 'repair');
    t = withShip(t, 's0-1', { tokens: ['navigate'] });
    t = accepted(when<ArmadaState>(game, t, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
    const full = refused(when<ArmadaState>(game, t, 0, { type: 'TakeCommandToken' }));
    expect([full.code, full.rule]).toEqual(['COMMAND_TOKEN_LIMIT', RULE.kommandomarker]);
    // The Acclamator (command 3) may hold three different tokens.
    let u = assignAll(start().state, () => 'repair');
    u = withShip(u, 's0-2', { tokens: ['navigate', 'squadron'] });
    u = accepted(when<ArmadaState>(game, u, 0, { type: 'ActivateShip', ship: 's0-2' })).state;
    expect(ship(accepted(when<ArmadaState>(game, u, 0, { type: 'TakeCommandToken' })).state, 's0-2').tokens).toEqual(['navigate', 'squadron', 'repair']);
  });

  it('repair: a dial gives the engineering value, a token half of it rounded up (seed "REPARIEREN")', () => {
    let s = assignAll(start().state, () => 'repair');
    s = withShip(s, 's0-1', { shields: { front: 0, left: 2, right: 2, rear: 1 }, tokens: ['repair'] });
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'KeepCommandDial' })).state;
    const dial = accepted(when<ArmadaState>(game, s, 0, { type: 'SpendRepair', source: 'dial' }));
    expect(dial.events).toContainEqual({ type: 'RepairPointsGained', payload: { ship: 's0-1', source: 'dial', points: 2 } });
    const token = accepted(when<ArmadaState>(game, dial.state, 0, { type: 'SpendRepair', source: 'token' }));
    expect(token.events).toContainEqual({ type: 'RepairPointsGained', payload: { ship: 's0-1', source: 'token', points: 1 } });
    const restored = accepted(when<ArmadaState>(game, token.state, 0, { type: 'RepairRestoreShield', zone: 'front' })).state;
    expect(ship(restored, 's0-1').shields.front).toBe(1);
    const moved = accepted(when<ArmadaState>(game, restored, 0, { type: 'RepairMoveShield', from: 'left', to: 'front' })).state;
    expect(ship(moved, 's0-1').shields).toMatchObject({ front: 2, left: 1 });
    // Three points spent: the command step ends by itself.
    expect(moved.activation?.stage).toBe('maneuver');
  });

  it('a hull zone that attacks a squadron may attack every other squadron in its arc and range, each separately (seed "Staffeln mit einem Schiff angreifen")', () => {
    let s = assignAll(start().state, () => 'concentrate-fire');
    s = withShip(s, 's0-1', { pose: { x: 250, y: 300, heading: 0 } });
    s = withShip(s, 's0-3', { pose: { x: 600, y: 300, heading: 0 } });
    s = withShip(s, 's1-1', { pose: { x: 250, y: 420, heading: 180 } });
    s = { ...s, squadrons: s.squadrons.map((q) => (q.id === 'q1-1' ? { ...q, position: { x: 225, y: 370 } } : q.id === 'q1-2' ? { ...q, position: { x: 275, y: 370 } } : q)) };
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'KeepCommandDial' })).state;
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'DeclareShipAttack', zone: 'front', target: 'q1-1' })).state;
    while (s.attack) {
      const seat = game.pending(s)[0].seat;
      s = accepted(when<ArmadaState>(game, s, seat, armadaLegalActions(s, seat).at(-1)!, ['blank'])).state;
    }
    const front = armadaLegalActions(s, 0).filter((a) => a.type === 'DeclareShipAttack' && a.zone === 'front');
    expect(front).toEqual([{ type: 'DeclareShipAttack', zone: 'front', target: 'q1-2' }]);
    expect(s.activation?.attackedFrom).toEqual(['front']);
    const again = refused(when<ArmadaState>(game, s, 0, { type: 'DeclareShipAttack', zone: 'front', target: 'q1-1' }));
    expect(again.code).toBe('HULL_ZONE_ALREADY_ATTACKED');
    const second = accepted(when<ArmadaState>(game, s, 0, front[0])).state;
    expect(second.activation?.volley).toEqual({ zone: 'front', squadrons: ['q1-1', 'q1-2'] });
  });

  it('a collision: speed drops until the ship fits, then both ships take one facedown damage card, secret from everybody (seed "ÜBERSCHNEIDUNGEN MIT SCHIFFEN")', () => {
    let s = assignAll(start().state);
    // An enemy Hardcell right in front of the Charger's speed-2 end position.
    s = withShip(s, 's1-1', { pose: { x: 250, y: 300, heading: 180 } });
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
    s = toManeuver(accepted(when<ArmadaState>(game, s, 0, { type: 'TakeCommandToken' })).state);
    expect(s.activation?.stage).toBe('maneuver');
    const out = accepted(when<ArmadaState>(game, s, 0, { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: 'right', dial: false, token: false }));
    const moved = out.events.find((e) => e.type === 'ShipManeuvered')!.payload as { executedSpeed: number; collidedWith: string; speed: number };
    expect(moved).toMatchObject({ collidedWith: 's1-1', speed: 2 });
    expect(moved.executedSpeed).toBeLessThan(2);
    const dealt = out.emitted.filter((e) => e.event.type === 'FacedownDamageDealt');
    expect(dealt.map((e) => redactFor(e, seatViewer(0)).payload)).toEqual([{ ship: 's0-1', cause: 'collision' }, { ship: 's1-1', cause: 'collision' }]);
    expect(dealt.every((e) => e.visibility.kind === 'server')).toBe(true);
    expect([ship(out.state, 's0-1').facedownDamage.length, ship(out.state, 's1-1').facedownDamage.length]).toEqual([1, 1]);
    expect(out.state.deck).toHaveLength(50);
  });

  it('squadrons under a moved ship are placed touching it by the other player (seed "ÜBERSCHNEIDUNGEN MIT STAFFELN")', () => {
    let s = assignAll(start().state);
    const probe = accepted(when<ArmadaState>(game, toManeuver(accepted(when<ArmadaState>(game, accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state, 0, { type: 'TakeCommandToken' })).state), 0, {
      type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: 'right', dial: false, token: false,
    }));
    const end = ship(probe.state, 's0-1').pose;
    s = { ...s, squadrons: s.squadrons.map((q) => (q.id === 'q1-1' ? { ...q, position: { x: end.x, y: end.y } } : q)) };
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
    s = toManeuver(accepted(when<ArmadaState>(game, s, 0, { type: 'TakeCommandToken' })).state);
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: 'right', dial: false, token: false })).state;
    expect(s.displaced).toEqual({ ship: 's0-1', placer: 1, squadrons: ['q1-1'] });
    expect(game.pending(s)).toEqual([expect.objectContaining({ seat: 1, decision: 'place-displaced-squadron' })]);
    const spots = armadaLegalActions(s, 1);
    expect(spots.length).toBeGreaterThan(10);
    const far = refused(when<ArmadaState>(game, s, 1, { type: 'PlaceDisplacedSquadron', squadron: 'q1-1', x: 10, y: 10 }));
    expect([far.code, far.rule]).toEqual(['DISPLACED_SQUADRON_NOT_TOUCHING', RULE.ueberschneidungenMitStaffeln]);
    const placed = accepted(when<ArmadaState>(game, s, 1, spots[0])).state;
    expect([placed.displaced, placed.activation, placed.turn]).toEqual([null, null, 1]);
    // Found by a random game: the last waiting squadron removed for want of room ends the placing too.
    const removed = game.evolve(s, { type: 'SquadronRemoved', payload: { squadron: 'q1-1', reason: 'no-room-to-place' } });
    expect(removed.displaced).toBeNull();
    expect(removed.squadrons.find((q) => q.id === 'q1-1')!.destroyed).toBe(true);
  });

  it('a ship whose base ends partly off the play area is destroyed (our assumption, Rules Reference)', () => {
    let s = assignAll(start().state);
    s = withShip(s, 's0-1', { pose: { x: 250, y: 880, heading: 0 } });
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
    s = toManeuver(accepted(when<ArmadaState>(game, s, 0, { type: 'TakeCommandToken' })).state);
    const out = accepted(when<ArmadaState>(game, s, 0, { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: 'right', dial: false, token: false }));
    expect(out.events).toContainEqual({ type: 'ShipRemoved', payload: { ship: 's0-1', reason: 'left-play-area' } });
    expect(ship(out.state, 's0-1').destroyed).toBe(true);
    expect(out.state.result).toBeNull();
  });
});

describe('armada: the end (seed "SPIELSIEG")', () => {
  const over = (s: ArmadaState) => game.outcome(s)!;
  function lastStatus(state: ArmadaState, destroyed: string[]): ArmadaState {
    // Round 6, every ship and squadron activated: the status phase ends the game.
    let s: ArmadaState = { ...state, round: 6, phase: 'squadron', ships: state.ships.map((x) => ({ ...x, activated: true, destroyed: destroyed.includes(x.id) })) };
    s = { ...s, squadrons: s.squadrons.map((q) => ({ ...q, activated: q.id !== 'q0-1', destroyed: destroyed.includes(q.id) })) };
    s = accepted(when<ArmadaState>(game, { ...s, turn: 0 }, 0, { type: 'ActivateSquadron', squadron: 'q0-1' })).state;
    return accepted(when<ArmadaState>(game, s, 0, { type: 'FinishSquadronActivation' })).state;
  }

  it('after six rounds the player with more points wins, by the margin', () => {
    const s = lastStatus(assignAll(start().state), ['s1-1', 'q0-2']);
    expect(s.result).toEqual({ winner: 0, points: [47, 12], reason: 'six-rounds' });
    expect(over(s).winners).toEqual([0]);
    expect(over(s).reason.en).toContain('margin 35');
  });

  it('a tie on points goes to the second player (our assumption from the Rules Reference; the seed is silent)', () => {
    const first0 = lastStatus(assignAll(start('crit').state), []);
    expect(first0.result).toEqual({ winner: 1, points: [0, 0], reason: 'six-rounds' });
    const first1 = lastStatus(assignAll(start('hit').state), []);
    expect(first1.result?.winner).toBe(0);
  });

  it('a player without ships loses at once; squadrons do not count', () => {
    let s = assignAll(start().state);
    s = { ...s, ships: s.ships.map((x) => (x.owner === 1 && x.id !== 's1-1' ? { ...x, destroyed: true } : x)) };
    s = withShip(s, 's1-1', { pose: { x: 250, y: 300, heading: 180 }, facedownDamage: ['a', 'b', 'c', 'd'] });
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
    s = toManeuver(accepted(when<ArmadaState>(game, s, 0, { type: 'TakeCommandToken' })).state);
    const out = accepted(when<ArmadaState>(game, s, 0, { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: 'right', dial: false, token: false }));
    expect(out.state.result).toMatchObject({ winner: 0, reason: 'fleet-destroyed' });
    expect(game.legalActions(out.state, 0)).toEqual([]);
  });

  it('both fleets destroyed at once: points decide, a tie goes to the second player (our assumption)', () => {
    let s = assignAll(start('crit').state);
    s = { ...s, ships: s.ships.map((x) => (x.id !== 's0-1' && x.id !== 's1-1' ? { ...x, destroyed: true } : x)) };
    s = withShip(s, 's0-1', { facedownDamage: ['a', 'b', 'c'] });
    s = withShip(s, 's1-1', { pose: { x: 250, y: 300, heading: 180 }, facedownDamage: ['a', 'b', 'c', 'd'] });
    s = accepted(when<ArmadaState>(game, s, 0, { type: 'ActivateShip', ship: 's0-1' })).state;
    s = toManeuver(accepted(when<ArmadaState>(game, s, 0, { type: 'TakeCommandToken' })).state);
    const out = accepted(when<ArmadaState>(game, s, 0, { type: 'ExecuteManeuver', speedChange: 0, course: [0, 0], side: 'right', dial: false, token: false }));
    // Republic destroyed 3 Separatist ships (47+70+47), the Separatists 3 Republic ships (42+71+42).
    expect(out.state.result).toEqual({ winner: 0, points: [164, 155], reason: 'both-fleets-destroyed' });
  });
});
