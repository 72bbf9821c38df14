import fc from 'fast-check';
import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { listCards } from '../catalog/catalog.lookup.js';
import { executeManeuver, maneuverOptions, type ManeuverOptions, type ManeuverOutcome } from './maneuver.query.js';
import { toLocal, vec } from './vec.geometry.js';

function outcome(raw: unknown): ManeuverOutcome {
  const r = executeManeuver(raw);
  if (isViolation(r)) throw new Error(`${r.code}: ${r.messages.en}`);
  return r;
}

function options(raw: unknown): ManeuverOptions {
  const r = maneuverOptions(raw);
  if (isViolation(r)) throw new Error(`${r.code}: ${r.messages.en}`);
  return r;
}

function expectPose(actual: { x: number; y: number; heading: number }, x: number, y: number, heading: number): void {
  expect(actual.x).toBeCloseTo(x, 3);
  expect(actual.y).toBeCloseTo(y, 3);
  expect(actual.heading).toBeCloseTo(heading, 6);
}

describe('maneuver tool: hand-computed courses', () => {
  // Each speed step moves 46.13 mm to the joint and 22.27 mm past it: 68.4 mm straight.
  it('moves a straight speed-2 course 136.8 mm forward, whichever side the tool lies', () => {
    for (const side of ['left', 'right']) {
      const o = outcome({ ship: 'hardcell-class-transport', pose: { x: 400, y: 300, heading: 0 }, speed: 2, course: [0, 0], side });
      expect(o.legal).toBe(true);
      expectPose(o.finalPose, 400, 436.8, 0);
    }
    const east = outcome({ ship: 'hardcell-class-transport', pose: { x: 400, y: 300, heading: 90 }, speed: 2, course: [0, 0], side: 'right' });
    expectPose(east.finalPose, 536.8, 300, 90);
  });

  it('turns a speed-1 Charger two clicks (45°) with the tool on the right', () => {
    // Small base 43 × 71, tool 15.25 wide: guides at (29.125, 35.5); joint 1 at (29.125, 81.63);
    // new guides 22.27 mm on at 45°: (44.8722, 97.3772); minus the notch offset turned by 45°,
    // (29.125·c + 35.5·s, −29.125·s + 35.5·c) = (45.6968, 4.5078): centre (−0.8246, 92.8694).
    const o = outcome({ ship: 'consular-class-charger-c70', pose: { x: 0, y: 0, heading: 0 }, speed: 1, course: [2], side: 'right' });
    expect(o.legal).toBe(true);
    expectPose(o.finalPose, -0.8246, 92.8694, 45);
    const mirrored = outcome({ ship: 'consular-class-charger-c70', pose: { x: 0, y: 0, heading: 0 }, speed: 1, course: [-2], side: 'left' });
    expectPose(mirrored.finalPose, 0.8246, 92.8694, 315);
    // With the tool on the left the ship, turning away from it, would end on the tool's first segment.
    const wrongSide = executeManeuver({ ship: 'consular-class-charger-c70', pose: { x: 0, y: 0, heading: 0 }, speed: 1, course: [2], side: 'left' }) as RuleViolation;
    expect(wrongSide.code).toBe('SHIP_WOULD_OVERLAP_TOOL');
  });

  it('refuses the side where the ship would end on the tool (seed example: Charger, speed 3, I straight, II right, III left)', () => {
    const start = { ship: 'consular-class-charger-c70', pose: { x: 450, y: 200, heading: 0 }, speed: 3, course: [0, 1, -1] };
    const right = executeManeuver({ ...start, side: 'right' }) as RuleViolation;
    expect(right.code).toBe('SHIP_WOULD_OVERLAP_TOOL');
    expect(right.rule).toBe('armada:schiff-bewegen');
    expect(outcome({ ...start, side: 'left' }).legal).toBe(true);
  });

  it('stays put at speed 0', () => {
    const o = outcome({ ship: 'hardcell-class-transport', pose: { x: 10, y: 20, heading: 30 }, speed: 0, course: [], side: 'right' });
    expectPose(o.finalPose, 10, 20, 30);
    expect(o.side).toBeNull();
  });
});

describe('maneuver overlaps', () => {
  const hardcell = { ship: 'hardcell-class-transport', shipId: 'h', pose: { x: 400, y: 300, heading: 0 }, speed: 2, course: [0, 0], side: 'right' };

  it('reduces speed one step at a time past a ship, and both take a facedown card (seed example)', () => {
    // Acclamator base 63 × 102 centred at y 480 spans 429..531; at speed 2 the Hardcell's front is at 472.3, at speed 1 at 403.9.
    const o = outcome({ ...hardcell, table: { ships: [{ id: 'h', ship: 'hardcell-class-transport', pose: hardcell.pose }, { id: 'acc', ship: 'acclamator-ii-class-assault-ship', pose: { x: 400, y: 480, heading: 0 } }] } });
    expect(o.executedSpeed).toBe(1);
    expectPose(o.finalPose, 400, 368.4, 0);
    expectPose(o.intendedPose, 400, 436.8, 0);
    expect(o.overlappedShips).toEqual(['acc']);
    expect(o.collidedWith).toBe('acc');
  });

  it('stays at its start when every speed overlaps', () => {
    const o = outcome({ ...hardcell, table: { ships: [{ id: 'acc', ship: 'acclamator-ii-class-assault-ship', pose: { x: 400, y: 450, heading: 0 } }] } });
    expect(o.executedSpeed).toBe(0);
    expectPose(o.finalPose, 400, 300, 0);
    expect(o.collidedWith).toBe('acc');
  });

  it('does not count a ship it only touches', () => {
    // Final front edge at 436.8 + 35.5 = 472.3; an Acclamator whose rear edge is exactly there.
    const o = outcome({ ...hardcell, table: { ships: [{ id: 'acc', ship: 'acclamator-ii-class-assault-ship', pose: { x: 400, y: 523.3, heading: 0 } }] } });
    expect(o.executedSpeed).toBe(2);
    expect(o.collidedWith).toBeNull();
  });

  it('moves squadrons aside, resolves obstacles and notices leaving the play area', () => {
    const o = outcome({
      ...hardcell,
      table: {
        playArea: { width: 914.4, height: 450 },
        squadrons: [
          { id: 'vulture', squadron: 'vulture-class-droid-fighter-squadron', position: { x: 420, y: 440 } },
          { id: 'far', squadron: 'v-19-torrent-squadron', position: { x: 100, y: 100 } },
        ],
        obstacles: [
          { id: 'rock', shape: 'asteroid-1', pose: { x: 380, y: 420, heading: 0 } },
          { id: 'junk', shape: 'debris-1', pose: { x: 700, y: 420, heading: 0 } },
        ],
      },
    });
    expect(o.displacedSquadrons).toEqual(['vulture']);
    expect(o.obstacles).toEqual([{ id: 'rock', type: 'asteroid', effect: { kind: 'faceup-damage-card', cards: 1 } }]);
    expect(o.leavesPlayArea).toBe(true);
  });
});

describe('maneuver options and the navigate command', () => {
  const charger = { ship: 'consular-class-charger-c70', pose: { x: 450, y: 450, heading: 0 }, speed: 2 };

  it('lists every course at the current speed without a command', () => {
    const o = options(charger);
    expect(o.options.map((s) => s.speed)).toEqual([2]);
    // Speed 2 chart II, I: 5 × 3 settings, each with the tool on both sides.
    expect(o.options[0].courses).toHaveLength(15);
    expect(o.options[0].courses.every((c) => c.outcomes.length === 2)).toBe(true);
  });

  it('adds a speed change and one extra click with a dial, only the speed change with a token', () => {
    const dial = options({ ...charger, navigate: { dial: true } });
    const counts = Object.fromEntries(dial.options.map((s) => [s.speed, s.courses.length]));
    // Speed 1 (II): 5, no extra click beyond II. Speed 2 (II, I): 15 + 2 × 5 with joint 2 at II.
    // Speed 3 (I, I, I): 27 + 3 joints × 2 × 9.
    expect(counts).toEqual({ 1: 5, 2: 25, 3: 81 });
    const extra = dial.options.find((s) => s.speed === 2)?.courses.find((c) => c.extraClickJoint === 1);
    expect(extra?.spend).toEqual([{ dial: true, token: false }]);
    const token = options({ ...charger, navigate: { token: true } });
    expect(Object.fromEntries(token.options.map((s) => [s.speed, s.courses.length]))).toEqual({ 1: 5, 2: 15, 3: 27 });
    const both = options({ ...charger, navigate: { dial: true, token: true } });
    expect(both.options.map((s) => s.speed)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps speed between 0 and the chart maximum', () => {
    const top = options({ ...charger, speed: 4, navigate: { token: true } });
    expect(top.options.map((s) => s.speed)).toEqual([3, 4]);
    const over = maneuverOptions({ ...charger, speed: 5 }) as RuleViolation;
    expect([over.code, over.rule]).toEqual(['SPEED_ABOVE_MAXIMUM', 'armada:navigieren']);
  });

  it('refuses courses the chart does not allow, citing the seed', () => {
    const tooMuch = executeManeuver({ ...charger, course: [2, 2], side: 'right' }) as RuleViolation;
    expect([tooMuch.code, tooMuch.rule]).toEqual(['YAW_EXCEEDS_SPEED_CHART', 'armada:kurs-bestimmen']);
    expect(isViolation(executeManeuver({ ...charger, navigate: { dial: true }, course: [2, 2], side: 'right' }))).toBe(false);
    const twoExtra = executeManeuver({ ...charger, speed: 3, navigate: { dial: true }, course: [2, 2, 0], side: 'right' }) as RuleViolation;
    expect([twoExtra.code, twoExtra.rule]).toEqual(['YAW_EXCEEDS_SPEED_CHART', 'armada:navigieren']);
    const noCommand = executeManeuver({ ...charger, speedChange: 1, course: [0, 0, 0], side: 'right' }) as RuleViolation;
    expect([noCommand.code, noCommand.rule]).toEqual(['SPEED_CHANGE_NOT_ALLOWED', 'armada:navigieren']);
    expect(outcome({ ...charger, navigate: { token: true }, speedChange: 1, course: [0, 0, 0], side: 'right' }).executedSpeed).toBe(3);
  });

  it('refuses malformed input without throwing', () => {
    const cases: unknown[] = [null, { ...charger, ship: 'tie fighter' }, { ...charger, pose: { x: 'a', y: 0, heading: 0 } }, { ...charger, speed: -1 }, { ...charger, course: [0], side: 'right' }, { ...charger, course: [0, 0], side: 'up' }];
    for (const c of cases) {
      const r = (c !== null && 'course' in (c as object) ? executeManeuver(c) : maneuverOptions(c)) as RuleViolation;
      expect(r.kind).toBe('malformed');
    }
  });
});

describe('maneuver properties', () => {
  const ships = listCards('ships');
  const course = fc
    .record({ ship: fc.constantFrom(...ships), x: fc.double({ min: -500, max: 500, noNaN: true }), y: fc.double({ min: -500, max: 500, noNaN: true }), heading: fc.double({ min: 0, max: 359, noNaN: true }) })
    .chain(({ ship, x, y, heading }) =>
      fc.integer({ min: 1, max: ship.maxSpeed }).chain((speed) =>
        fc.record({
          ship: fc.constant(ship),
          pose: fc.constant({ x, y, heading }),
          speed: fc.constant(speed),
          yaw: fc.tuple(...ship.speedChart[String(speed)].map((b) => fc.integer({ min: -b, max: b }))),
          side: fc.constantFrom('left' as const, 'right' as const),
        }),
      ),
    );

  it('a mirrored course with the tool on the mirrored side ends in the mirrored pose', () => {
    fc.assert(
      fc.property(course, ({ ship, pose, speed, yaw, side }) => {
        const a = executeManeuver({ ship: ship.id, pose, speed, course: yaw, side });
        const b = executeManeuver({ ship: ship.id, pose, speed, course: yaw.map((v) => -v), side: side === 'left' ? 'right' : 'left' });
        // Both sides are refused or both allowed, and the poses mirror in the ship's own frame.
        expect(isViolation(a)).toBe(isViolation(b));
        if (isViolation(a) || isViolation(b)) return;
        const la = toLocal(vec(pose.x, pose.y), pose.heading, a.finalPose);
        const lb = toLocal(vec(pose.x, pose.y), pose.heading, b.finalPose);
        expect(lb.x).toBeCloseTo(-la.x, 6);
        expect(lb.y).toBeCloseTo(la.y, 6);
        const ta = (a.finalPose.heading - pose.heading + 540) % 360 - 180;
        const tb = (b.finalPose.heading - pose.heading + 540) % 360 - 180;
        expect(Math.abs(ta + tb) % 360).toBeCloseTo(0, 6);
      }),
      { numRuns: 300 },
    );
  });

  it('a straight course ends in the same pose whichever side the tool lies', () => {
    fc.assert(
      fc.property(course, ({ ship, pose, speed }) => {
        const straight = new Array(speed).fill(0);
        const l = outcome({ ship: ship.id, pose, speed, course: straight, side: 'left' });
        const r = outcome({ ship: ship.id, pose, speed, course: straight, side: 'right' });
        expect(l.finalPose.x).toBeCloseTo(r.finalPose.x, 6);
        expect(l.finalPose.y).toBeCloseTo(r.finalPose.y, 6);
        expect(l.finalPose.heading).toBeCloseTo(r.finalPose.heading, 6);
      }),
      { numRuns: 200 },
    );
  });
});
