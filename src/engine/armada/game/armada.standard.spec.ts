import { accepted, fold, refused, scripted, when } from '../../core/decider.testkit.js';
import { redactFor } from '../../core/event.redact.js';
import type { Emitted } from '../../core/game.contract.js';
import { isViolation } from '../../core/rule-violation.error.js';
import { SeededRng } from '../../core/rng.random.js';
import { seatViewer, SPECTATOR } from '../../core/visibility.view.js';
import { RULE } from '../rules.cite.js';
import { armadaGame as game } from './armada.game.js';
import type { ArmadaState } from './game.types.js';
import { destroyedPoints } from './game.rules.js';
import { GRID_LIMIT, obstacleProblem } from './setup-standard.table.js';

/** Republic, 171 points, two ships. */
const REPUBLIC = {
  ships: [{ ship: 'acclamator-ii-class-assault-ship', upgrades: ['obi-wan-kenobi'] }, { ship: 'consular-class-charger-c70' }],
  squadrons: [{ squadron: 'v-19-torrent-squadron', count: 3 }],
  objectives: ['opening-salvo', 'contested-outpost', 'dangerous-territory'],
};
/** Separatists, 121 points, one ship: the cheaper fleet. */
const SEPARATISTS = {
  ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['count-dooku'] }],
  squadrons: [{ squadron: 'vulture-class-droid-fighter-squadron', count: 3 }],
  objectives: ['most-wanted', 'fire-lanes', 'intel-sweep'],
};

function start(format: 'starter' | 'standard' = 'starter'): ArmadaState {
  const opts = game.parseOptions({ scenario: 'standard', format, cardsWithoutEffect: 'allow' }, 2);
  if (isViolation(opts)) throw new Error(opts.code);
  return fold<ArmadaState>(game, game.setup(opts, 2, scripted()) as Emitted[]);
}

const act = (s: ArmadaState, seat: number, action: unknown) => accepted(when<ArmadaState>(game, s, seat, action));
const code = (s: ArmadaState, seat: number, action: unknown) => refused(when<ArmadaState>(game, s, seat, action)).code;

/** Both fleets in, seat 1 (cheaper) makes `first` the first player, who picks the second player's first objective. */
function toObstacles(first: 0 | 1, format: 'starter' | 'standard' = 'starter'): ArmadaState {
  let s = act(start(format), 0, { type: 'SubmitFleet', fleet: REPUBLIC }).state;
  s = act(s, 1, { type: 'SubmitFleet', fleet: SEPARATISTS }).state;
  s = act(s, 1, { type: 'ChooseFirstPlayer', firstPlayer: first }).state;
  return act(s, first, { type: 'ChooseObjective', objective: s.fleets![first === 0 ? 1 : 0].objectives[0] }).state;
}

/** Obstacles placed from the legal grid, its first spot each time. */
function toDeployment(first: 0 | 1): ArmadaState {
  let s = toObstacles(first);
  while (s.setup?.step === 'obstacles') s = act(s, s.setup.placer, game.legalActions(s, s.setup.placer)[0]).state;
  return s;
}

describe('armada standard: options', () => {
  it('accepts scenario standard with a format and refuses what does not fit', () => {
    expect(game.parseOptions({ scenario: 'standard', cardsWithoutEffect: 'allow' }, 2)).toEqual({ scenario: 'standard', format: 'starter', cardsWithoutEffect: 'allow' });
    expect(game.parseOptions({ scenario: 'standard', format: 'standard', cardsWithoutEffect: 'allow' }, 2)).toEqual({ scenario: 'standard', format: 'standard', cardsWithoutEffect: 'allow' });
    expect((game.parseOptions({ scenario: 'standard', cardsWithoutEffect: 'maybe' }, 2) as { code: string }).code).toBe('INVALID_OPTIONS');
    expect((game.parseOptions({ scenario: 'training', cardsWithoutEffect: 'allow' }, 2) as { code: string }).code).toBe('INVALID_OPTIONS');
    expect((game.parseOptions({ scenario: 'standard', format: 'huge' }, 2) as { code: string }).code).toBe('INVALID_OPTIONS');
    expect((game.parseOptions({ scenario: 'training', format: 'starter' }, 2) as { code: string }).code).toBe('INVALID_OPTIONS');
  });

  it('lays out the table of the format: 3′ × 3′ with 4 obstacles, or 3′ × 6′ with a 3′ × 4′ setup area and 6', () => {
    const small = start('starter');
    expect([small.playArea, small.setup!.setupArea, small.setup!.obstaclesToPlace, small.phase, small.deck.length]).toEqual([{ width: 914.4, height: 914.4 }, { x0: 0, x1: 914.4 }, 4, 'setup', 52]);
    const big = start('standard');
    expect([big.playArea, big.setup!.setupArea, big.setup!.obstaclesToPlace]).toEqual([{ width: 1828.8, height: 914.4 }, { x0: 304.8, x1: 1524 }, 6]);
  });
});

describe('armada standard: fleets built in secret, revealed together (FLOTTENZUSAMMENSTELLUNG, step 2)', () => {
  it('shows the other seat and spectators only that a list is in, until both are', () => {
    const s0 = start();
    expect(game.pending(s0).map((p) => [p.seat, p.decision])).toEqual([
      [0, 'submit-fleet'],
      [1, 'submit-fleet'],
    ]);
    const before = game.legalActions(s0, 1);
    const { state, emitted } = act(s0, 0, { type: 'SubmitFleet', fleet: REPUBLIC });
    expect(redactFor(emitted[0], seatViewer(1))).toEqual({ type: 'FleetSubmitted', payload: { seat: 0 }, redacted: true });
    expect(redactFor(emitted[0], SPECTATOR)).toEqual({ type: 'FleetSubmitted', payload: { seat: 0 }, redacted: true });
    expect(JSON.stringify(redactFor(emitted[0], seatViewer(0)))).toContain('obi-wan-kenobi');
    for (const viewer of [seatViewer(1), SPECTATOR]) {
      const view = JSON.stringify(game.view(state, viewer));
      expect(view).not.toContain('acclamator');
      expect(view).not.toContain('opening-salvo');
      expect((game.view(state, viewer) as { setup: { fleets: unknown[] } }).setup.fleets[0]).toEqual({ submitted: true, fleet: null });
    }
    expect(JSON.stringify(game.view(state, seatViewer(0)))).toContain('acclamator');
    expect(game.legalActions(state, 1)).toEqual(before);
    expect(game.legalActions(state, 0)).toEqual([]);
    expect(game.pending(state).map((p) => p.seat)).toEqual([1]);

    const both = act(state, 1, { type: 'SubmitFleet', fleet: SEPARATISTS });
    const revealed = both.emitted.find((e) => e.event.type === 'FleetsRevealed')!;
    expect(revealed.visibility).toEqual({ kind: 'public' });
    expect(JSON.stringify(game.view(both.state, SPECTATOR))).toContain('acclamator');
  });

  it('twin games: with two different Republic lists in, seat 1 and spectators see the same views, logs and legal actions until both are in', () => {
    const OTHER = { ...REPUBLIC, ships: [{ ship: 'consular-class-armed-cruiser', upgrades: ['bail-organa'] }], objectives: ['precision-strike', 'fleet-ambush', 'minefields'] };
    const twins = [REPUBLIC, OTHER].map((fleet) => act(start(), 0, { type: 'SubmitFleet', fleet }));
    for (const viewer of [seatViewer(1), SPECTATOR]) {
      expect(JSON.stringify(game.view(twins[0].state, viewer))).toEqual(JSON.stringify(game.view(twins[1].state, viewer)));
      expect(twins[0].emitted.map((e) => redactFor(e, viewer))).toEqual(twins[1].emitted.map((e) => redactFor(e, viewer)));
    }
    expect(game.legalActions(twins[0].state, 1)).toEqual(game.legalActions(twins[1].state, 1));
    expect(game.pending(twins[0].state)).toEqual(game.pending(twins[1].state));
    // Seat 0 itself sees the difference.
    expect(JSON.stringify(game.view(twins[0].state, seatViewer(0)))).not.toEqual(JSON.stringify(game.view(twins[1].state, seatViewer(0))));
  });

  it('refuses a list the validator refuses, of the wrong faction, or a second list', () => {
    const s = start();
    const noFlagship = { ...REPUBLIC, ships: [{ ship: 'consular-class-charger-c70' }] };
    expect(refused(when<ArmadaState>(game, s, 0, { type: 'SubmitFleet', fleet: noFlagship }))).toMatchObject({ code: 'FLEET_WITHOUT_FLAGSHIP', rule: RULE.einschraenkungen });
    expect(code(s, 0, { type: 'SubmitFleet', fleet: SEPARATISTS })).toBe('FLEET_WRONG_FACTION');
    expect(code(s, 0, { type: 'SubmitFleet', fleet: { ...REPUBLIC, ships: [{ ship: 'no-such-ship' }] } })).toBe('ARMADA_MALFORMED_INPUT');
    // 71 + 22 + 2 × 42 + 3 × 12 = 213 of 200.
    const overLimit = { ...REPUBLIC, ships: [...REPUBLIC.ships, { ship: 'consular-class-charger-c70' }] };
    expect(code(s, 0, { type: 'SubmitFleet', fleet: overLimit })).toBe('FLEET_OVER_POINT_LIMIT');
    const after = act(s, 0, { type: 'SubmitFleet', fleet: REPUBLIC }).state;
    expect(code(after, 0, { type: 'SubmitFleet', fleet: REPUBLIC })).toBe('NOT_YOUR_DECISION');
    expect(code(after, 1, { type: 'ChooseFirstPlayer', firstPlayer: 1 })).toBe('ACTION_NOT_ALLOWED_NOW');
    expect(code(after, 1, { type: 'SetCommandDial', ship: 's1-1', command: 'navigate' })).toBe('SETUP_RUNS');
  });

  it("uses the game's format, not the list's: a 213-point list is refused in a starter game and accepted in a standard one", () => {
    const big = { ...REPUBLIC, format: 'standard', ships: [...REPUBLIC.ships, { ship: 'consular-class-charger-c70' }] };
    expect(code(start('starter'), 0, { type: 'SubmitFleet', fleet: big })).toBe('FLEET_OVER_POINT_LIMIT');
    expect(act(start('standard'), 0, { type: 'SubmitFleet', fleet: { ...big, format: 'starter' } }).state.setup!.fleets[0]!.points).toBe(213);
  });
});

describe('armada standard: initiative and objective (steps 3 and 4)', () => {
  it('lets the cheaper fleet choose the first player, who picks one of the second player’s objectives', () => {
    let s = act(start(), 0, { type: 'SubmitFleet', fleet: REPUBLIC }).state;
    const revealed = act(s, 1, { type: 'SubmitFleet', fleet: SEPARATISTS });
    expect(revealed.events.find((e) => e.type === 'FleetsRevealed')!.payload).toMatchObject({ chooser: 1, by: 'fewer-points' });
    s = revealed.state;
    expect(game.legalActions(s, 1)).toEqual([
      { type: 'ChooseFirstPlayer', firstPlayer: 0 },
      { type: 'ChooseFirstPlayer', firstPlayer: 1 },
    ]);
    expect(code(s, 0, { type: 'ChooseFirstPlayer', firstPlayer: 0 })).toBe('NOT_YOUR_DECISION');
    s = act(s, 1, { type: 'ChooseFirstPlayer', firstPlayer: 0 }).state;
    expect([s.firstPlayer, s.setup!.step]).toEqual([0, 'objective']);
    expect(game.legalActions(s, 0).map((a) => (a as { objective: string }).objective)).toEqual(SEPARATISTS.objectives);
    expect(refused(when<ArmadaState>(game, s, 0, { type: 'ChooseObjective', objective: 'opening-salvo' }))).toMatchObject({
      code: 'OBJECTIVE_NOT_OFFERED',
      rule: RULE.verwendungVonEinsatzzielkarten,
    });
    s = act(s, 0, { type: 'ChooseObjective', objective: 'fire-lanes' }).state;
    expect([s.objective, s.setup!.step, s.setup!.placer]).toEqual(['fire-lanes', 'obstacles', 1]);
  });

  it('lets chance decide who chooses on equal points', () => {
    const choosers = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const s = act(start(), 0, { type: 'SubmitFleet', fleet: REPUBLIC }).state;
      // 70 + 30 + 47 + 3 × 8 = 171, as the Republic's.
      const equal = { ...SEPARATISTS, ships: [{ ship: 'munificent-class-comms-frigate', upgrades: ['kraken'] }, { ship: 'hardcell-class-transport' }] };
      const out = game.decide(s, 1, { type: 'SubmitFleet', fleet: equal }, new SeededRng(`coin-${i}`));
      if (isViolation(out)) throw new Error(out.code);
      const payload = out.find((e) => e.event.type === 'FleetsRevealed')!.event.payload as { chooser: number; by: string };
      expect(payload.by).toBe('coin');
      choosers.add(payload.chooser);
    }
    expect([...choosers].sort()).toEqual([0, 1]);
  });
});

describe('armada standard: obstacles (step 5)', () => {
  it('alternates from the second player, offers at most 200 legal spots, and checks exact spots with the kernel', () => {
    let s = toObstacles(0);
    expect(game.pending(s).map((p) => [p.seat, p.decision])).toEqual([[1, 'place-obstacle']]);
    const grid = game.legalActions(s, 1);
    expect(grid.length).toBeGreaterThan(20);
    expect(grid.length).toBeLessThanOrEqual(GRID_LIMIT);
    expect(game.legalActions(s, 0)).toEqual([]);
    expect(code(s, 1, { type: 'PlaceObstacle', shape: 'station', x: 150, y: 457, heading: 0 })).toBe('OBSTACLE_TOO_CLOSE_TO_EDGE');
    s = act(s, 1, { type: 'PlaceObstacle', shape: 'station', x: 457.2, y: 457.2, heading: 10 }).state;
    expect(s.obstacles).toEqual([{ id: 'o1', shape: 'station', pose: { x: 457.2, y: 457.2, heading: 10 } }]);
    expect(code(s, 0, { type: 'PlaceObstacle', shape: 'station', x: 300, y: 300, heading: 0 })).toBe('OBSTACLE_NOT_AVAILABLE');
    expect(code(s, 0, { type: 'PlaceObstacle', shape: 'asteroid-1', x: 457.2, y: 560, heading: 0 })).toBe('OBSTACLE_TOO_CLOSE_TO_OBSTACLE');
    expect(code(s, 1, { type: 'PlaceObstacle', shape: 'asteroid-1', x: 300, y: 300, heading: 0 })).toBe('NOT_YOUR_DECISION');
    for (const a of game.legalActions(s, 0)) {
      const p = a as { shape: 'asteroid-1'; x: number; y: number; heading: number };
      expect(obstacleProblem(s, p.shape, p)).toBeNull();
    }
  });

  it('keeps obstacles inside the setup area of the big table', () => {
    const s = toObstacles(0, 'standard');
    expect(code(s, 1, { type: 'PlaceObstacle', shape: 'asteroid-1', x: 250, y: 457, heading: 0 })).toBe('OBSTACLE_OUTSIDE_SETUP_AREA');
    expect(game.legalActions(s, 1).every((a) => (a as { x: number }).x >= 304.8 && (a as { x: number }).x <= 1524)).toBe(true);
  });

  it('places 4 with two starters, then hands out pass tokens for the smaller fleet (PASSEN-MARKER)', () => {
    const second = toDeployment(0);
    expect(second.obstacles).toHaveLength(4);
    expect([second.setup!.step, second.setup!.placer, second.passTokens]).toEqual(['deployment', 0, [0, 1]]);
    // The first player with fewer ships takes one token fewer.
    expect(toDeployment(1).passTokens).toEqual([0, 0]);
  });
});

describe('armada standard: deployment (step 6)', () => {
  it('places ships in the own zone with a speed on the chart, squadrons near a friendly ship, in turns from the first player', () => {
    let s = toDeployment(0);
    expect(game.pending(s).map((p) => [p.seat, p.decision])).toEqual([[0, 'deploy']]);
    const grid = game.legalActions(s, 0);
    expect(grid.length).toBeLessThanOrEqual(GRID_LIMIT);
    // No friendly ship stands yet: squadrons wait.
    expect(grid.every((a) => a.type === 'DeployShip')).toBe(true);
    expect(code(s, 0, { type: 'DeployShip', ship: 's0-1', x: 457, y: 300, heading: 0, speed: 2 })).toBe('SHIP_OUTSIDE_DEPLOYMENT_ZONE');
    expect(code(s, 0, { type: 'DeployShip', ship: 's0-1', x: 457, y: 90, heading: 0, speed: 4 })).toBe('SPEED_NOT_ON_CHART');
    expect(code(s, 0, { type: 'DeployShip', ship: 's1-1', x: 457, y: 820, heading: 180, speed: 2 })).toBe('SHIP_NOT_IN_RESERVE');
    expect(code(s, 0, { type: 'DeploySquadron', squadron: 'q0-1', x: 457, y: 150 })).toBe('SQUADRON_NOT_NEAR_FRIENDLY_SHIP');
    s = act(s, 0, { type: 'DeployShip', ship: 's0-1', x: 457, y: 90, heading: 0, speed: 2 }).state;
    expect(s.ships.map((x) => [x.id, x.pose, x.speed])).toEqual([['s0-1', { x: 457, y: 90, heading: 0 }, 2]]);
    expect(s.setup!.placer).toBe(1);
    expect(code(s, 1, { type: 'DeployShip', ship: 's1-1', x: 457, y: 700, heading: 180, speed: 2 })).toBe('SHIP_OUTSIDE_DEPLOYMENT_ZONE');
    s = act(s, 1, { type: 'DeployShip', ship: 's1-1', x: 457, y: 830, heading: 180, speed: 1 }).state;
    // Seat 1 has only squadrons left: seat 0 goes on; a ship or two squadrons.
    expect(s.setup!.placer).toBe(0);
    s = act(s, 0, { type: 'DeploySquadron', squadron: 'q0-1', x: 457, y: 200 }).state;
    expect([s.setup!.placer, s.setup!.squadronsThisTurn]).toEqual([0, 1]);
    expect(code(s, 0, { type: 'DeployShip', ship: 's0-2', x: 250, y: 90, heading: 0, speed: 2 })).toBe('DEPLOYMENT_TURN_IS_SQUADRONS');
    expect(code(s, 0, { type: 'DeploySquadron', squadron: 'q0-2', x: 457, y: 200 })).toBe('DEPLOYMENT_OVERLAPS_MODEL');
    s = act(s, 0, { type: 'DeploySquadron', squadron: 'q0-2', x: 500, y: 200 }).state;
    expect(s.setup!.placer).toBe(1);
    s = act(s, 1, { type: 'DeploySquadron', squadron: 'q1-1', x: 457, y: 720 }).state;
    s = act(s, 1, { type: 'DeploySquadron', squadron: 'q1-2', x: 500, y: 720 }).state;
    // Seat 0: one squadron and one ship left; the last single squadron waits for the ship.
    expect(code(s, 0, { type: 'DeploySquadron', squadron: 'q0-3', x: 400, y: 200 })).toBe('LAST_SQUADRON_WAITS');
    expect(game.legalActions(s, 0).every((a) => a.type === 'DeployShip')).toBe(true);
    s = act(s, 0, { type: 'DeployShip', ship: 's0-2', x: 250, y: 90, heading: 0, speed: 2 }).state;
    // Seat 1's last single squadron: all its ships stand.
    s = act(s, 1, { type: 'DeploySquadron', squadron: 'q1-3', x: 400, y: 720 }).state;
    const last = act(s, 0, { type: 'DeploySquadron', squadron: 'q0-3', x: 400, y: 200 });
    // The objective, Most Wanted, has the second player name both objective ships once every model stands.
    expect(last.events.map((e) => e.type)).toEqual(['SquadronDeployed', 'ObjectiveShipsToName']);
    s = act(last.state, 1, { type: 'NameObjectiveShip', ship: 's0-1' }).state;
    const done = act(s, 1, { type: 'NameObjectiveShip', ship: 's1-1' });
    // Count Dooku's owner then picks his three starting tokens.
    expect(done.events.map((e) => e.type)).toEqual(['ObjectiveShipNamed', 'SetupFinished', 'RoundStarted', 'EffectPrompted']);
    s = done.state;
    expect([s.setup, s.round, s.phase, s.turn, s.ships.length, s.squadrons.length]).toEqual([null, 1, 'command', 0, 3, 6]);
    expect(s.prompt?.prompt).toMatchObject({ seat: 1, source: 'count-dooku' });
    for (const command of ['repair', 'navigate', 'navigate']) s = act(s, 1, { type: 'ChooseOption', command }).state;
    expect(game.pending(s).map((p) => p.decision)).toEqual(['assign-command-dials', 'assign-command-dials']);
  });
});

describe('armada standard: scoring (SPIELSIEG)', () => {
  it("scores a destroyed ship's cost with its upgrades", () => {
    const revealed = toObstacles(0);
    const ships = revealed.setup!.reserveShips.map((x) => (x.id === 's0-1' || x.id === 's0-2' ? { ...x, destroyed: true } : x));
    // Acclamator II 71 + Obi-Wan Kenobi 22, Charger c70 42.
    expect(destroyedPoints({ ...revealed, ships }, 1)).toBe(71 + 22 + 42);
    expect(destroyedPoints({ ...revealed, ships }, 0)).toBe(0);
  });
});
