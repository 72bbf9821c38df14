import fc from 'fast-check';
import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { HULL_ZONES } from '../catalog/catalog.types.js';
import { listCards } from '../catalog/catalog.lookup.js';
import { hullZoneAttackOptions, squadronAttackOptions, type AttackOptions, type AttackTarget } from './attack.query.js';
import { measureBetween, type Measurement } from './measure.query.js';
import { checkDisplacedSquadronPlacement, checkSquadronMove, squadronMoveReach, type SquadronReach } from './squadron-move.query.js';

function opts(r: AttackOptions | RuleViolation): AttackOptions {
  if (isViolation(r)) throw new Error(`${r.code}: ${r.messages.en}`);
  return r;
}

function target(o: AttackOptions, id: string, zone: string | null = null): AttackTarget {
  const t = o.targets.find((x) => x.id === id && x.zone === zone);
  if (!t) throw new Error(`no target ${id} ${zone}`);
  return t;
}

/** Two Hardcells bow to bow on the y axis: token 71 long, so the bows are `gap` mm apart. */
function bowToBow(gap: number, extra: { ships?: object[]; squadrons?: object[]; obstacles?: object[] } = {}) {
  return {
    attacker: { id: 'a', zone: 'front' },
    table: {
      ships: [
        { id: 'a', ship: 'hardcell-class-transport', pose: { x: 300, y: 300, heading: 0 }, owner: 0 },
        { id: 'b', ship: 'hardcell-class-transport', pose: { x: 300, y: 300 + 71 + gap, heading: 180 }, owner: 1 },
        ...(extra.ships ?? []),
      ],
      squadrons: extra.squadrons ?? [],
      obstacles: extra.obstacles ?? [],
    },
  };
}

describe('hull zone attack query: range, arcs, dice', () => {
  it('puts a line exactly on a band edge into the closer band (123 mm close, 187 medium, 305 long)', () => {
    expect(target(opts(hullZoneAttackOptions(bowToBow(123))), 'b', 'front').range).toBe('close');
    expect(target(opts(hullZoneAttackOptions(bowToBow(123.01))), 'b', 'front').range).toBe('medium');
    expect(target(opts(hullZoneAttackOptions(bowToBow(187))), 'b', 'front').range).toBe('medium');
    expect(target(opts(hullZoneAttackOptions(bowToBow(305))), 'b', 'front').range).toBe('long');
    const beyond = target(opts(hullZoneAttackOptions(bowToBow(305.01))), 'b', 'front');
    expect(beyond.range).toBeNull();
    expect(beyond.canAttack).toBe(false);
    expect(beyond.reasons.map((r) => [r.code, r.rule])).toEqual([['TARGET_OUT_OF_RANGE', 'armada:ziel-festlegen']]);
  });

  it('offers only the colours the range allows (Hardcell front: 2 red, 1 blue)', () => {
    const close = target(opts(hullZoneAttackOptions(bowToBow(100))), 'b', 'front');
    expect(close.distanceMm).toBeCloseTo(100, 6);
    expect(close.dice).toEqual({ red: 2, blue: 1, black: 0 });
    expect(close.canAttack).toBe(true);
    expect(target(opts(hullZoneAttackOptions(bowToBow(200))), 'b', 'front').dice).toEqual({ red: 2, blue: 0, black: 0 });
  });

  it('cannot attack when every die of the hull zone is of a colour the range forbids', () => {
    // The Hardcell's left zone (1 blue; token 41 wide, edge at x 279.5) against a bow 250 mm away: long range, red only.
    const t = target(
      opts(
        hullZoneAttackOptions({
          attacker: { id: 'a', zone: 'left' },
          table: {
            ships: [
              { id: 'a', ship: 'hardcell-class-transport', pose: { x: 300, y: 300, heading: 0 }, owner: 0 },
              { id: 'b', ship: 'hardcell-class-transport', pose: { x: 279.5 - 250 - 35.5, y: 300, heading: 90 }, owner: 1 },
            ],
          },
        }),
      ),
      'b',
      'front',
    );
    expect([t.range, t.distanceMm]).toEqual(['long', 250]);
    expect(t.dice).toEqual({ red: 0, blue: 0, black: 0 });
    expect(t.reasons.map((r) => [r.code, r.rule])).toEqual([['NO_DICE_AT_RANGE', 'armada:ziel-festlegen']]);
  });

  it('has no line of sight through another hull zone of the defender', () => {
    const o = opts(hullZoneAttackOptions(bowToBow(100)));
    const rear = target(o, 'b', 'rear');
    expect(rear.inArc).toBe(true);
    expect(rear.lineOfSight).toBe(false);
    expect(rear.blockedByZone).toBe('front');
    expect(rear.reasons.map((r) => [r.code, r.rule])).toEqual([['NO_LINE_OF_SIGHT', 'armada:sichtlinie-und-versperrte-angriffe']]);
  });

  it('is obstructed by an obstacle or another ship across the line of sight, not by one beside it', () => {
    const rock = target(opts(hullZoneAttackOptions(bowToBow(100, { obstacles: [{ id: 'rock', shape: 'asteroid-1', pose: { x: 300, y: 400, heading: 0 } }] }))), 'b', 'front');
    expect(rock.obstructedBy).toEqual(['rock']);
    expect(rock.canAttack).toBe(true);
    const friend = target(opts(hullZoneAttackOptions(bowToBow(150, { ships: [{ id: 'c', ship: 'consular-class-charger-c70', pose: { x: 300, y: 445, heading: 90 }, owner: 0 }] }))), 'b', 'front');
    expect(friend.obstructedBy).toEqual(['c']);
    const aside = target(opts(hullZoneAttackOptions(bowToBow(100, { obstacles: [{ id: 'rock', shape: 'asteroid-1', pose: { x: 420, y: 400, heading: 0 } }] }))), 'b', 'front');
    expect(aside.obstructedBy).toEqual([]);
  });

  it('measures a squadron only inside the arc and rolls the anti-squadron armament', () => {
    // Vulture base r 17 centred 97.5 + 17 ahead of the Hardcell's bow (y 335.5).
    const o = opts(hullZoneAttackOptions(bowToBow(250, { squadrons: [{ id: 'v', squadron: 'vulture-class-droid-fighter-squadron', position: { x: 300, y: 450 }, owner: 1 }] })));
    const v = target(o, 'v');
    expect(v.distanceMm).toBeCloseTo(97.5, 6);
    expect(v.range).toBe('close');
    expect(v.dice).toEqual({ red: 0, blue: 1, black: 0 });
    const side = opts(hullZoneAttackOptions({ ...bowToBow(250, { squadrons: [{ id: 'v', squadron: 'vulture-class-droid-fighter-squadron', position: { x: 300, y: 450 }, owner: 1 }] }), attacker: { id: 'a', zone: 'left' } }));
    expect(target(side, 'v').reasons.map((r) => r.code)).toEqual(['TARGET_NOT_IN_ARC']);
  });

  it('lists the defending zones the seed example names: Acclamator left arc sees the Hardcell bow and left side, not its rear', () => {
    // Acclamator facing +y; a Hardcell off its left side turned so its bow and left side face the Acclamator.
    const o = opts(
      hullZoneAttackOptions({
        attacker: { id: 'acc', zone: 'left' },
        table: {
          ships: [
            { id: 'acc', ship: 'acclamator-ii-class-assault-ship', pose: { x: 500, y: 400, heading: 0 }, owner: 0 },
            { id: 'hc', ship: 'hardcell-class-transport', pose: { x: 330, y: 430, heading: 145 }, owner: 1 },
          ],
        },
      }),
    );
    expect(target(o, 'hc', 'front').canAttack).toBe(true);
    expect(target(o, 'hc', 'left').canAttack).toBe(true);
    const rear = target(o, 'hc', 'rear');
    expect([rear.inArc, rear.blockedByZone, rear.canAttack]).toEqual([true, 'left', false]);
  });

  it('finds the seed attack example from positions: Hardcell bow at medium range to the Acclamator II\'s rear, 2 red and 1 blue', () => {
    // The Acclamator (token 102 long) flies away from the Hardcell: 150 mm between the Hardcell's bow and its stern.
    const o = opts(
      hullZoneAttackOptions({
        attacker: { id: 'hardcell', zone: 'front' },
        table: {
          ships: [
            { id: 'hardcell', ship: 'hardcell-class-transport', pose: { x: 300, y: 300, heading: 0 }, owner: 1 },
            { id: 'acclamator', ship: 'acclamator-ii-class-assault-ship', pose: { x: 300, y: 300 + 35.5 + 150 + 51, heading: 0 }, owner: 0 },
          ],
        },
      }),
    );
    const rear = target(o, 'acclamator', 'rear');
    expect([rear.range, rear.distanceMm, rear.canAttack, rear.obstructedBy]).toEqual(['medium', 150, true, []]);
    expect(rear.dice).toEqual({ red: 2, blue: 1, black: 0 });
    // Its bow lies behind its own stern from here.
    expect(target(o, 'acclamator', 'front').blockedByZone).not.toBeNull();
  });

  it('refuses malformed queries', () => {
    const bad: unknown[] = [null, { attacker: { id: 'a', zone: 'top' }, table: bowToBow(1).table }, { attacker: { id: 'zz', zone: 'front' }, table: bowToBow(1).table }, { attacker: { id: 'a', zone: 'front' }, table: { ships: [{ id: 'a', ship: 'hardcell-class-transport', pose: { x: 0, y: 0, heading: 0 } }] } }];
    for (const b of bad) expect((hullZoneAttackOptions(b) as RuleViolation).kind).toBe('malformed');
  });
});

describe('squadrons: engagement, attacks, movement', () => {
  const table = (gap: number, more: object[] = []) => ({
    ships: [{ id: 'acc', ship: 'acclamator-ii-class-assault-ship', pose: { x: 300, y: 300, heading: 0 }, owner: 0 }],
    squadrons: [
      { id: 'v19', squadron: 'v-19-torrent-squadron', position: { x: 300, y: 400 }, owner: 0 },
      { id: 'vulture', squadron: 'vulture-class-droid-fighter-squadron', position: { x: 300, y: 400 + 34 + gap }, owner: 1 },
      ...more,
    ],
  });

  it('engages at distance 1 (76 mm between bases) and not beyond', () => {
    expect(opts(squadronAttackOptions({ attacker: { id: 'vulture' }, table: table(76) })).engagedWith).toEqual(['v19']);
    expect(opts(squadronAttackOptions({ attacker: { id: 'vulture' }, table: table(76.01) })).engagedWith).toEqual([]);
  });

  it('an engaged squadron must attack a squadron, and an Escort first', () => {
    // The Vulture is 10 mm above the V-19; the Acclamator's bow (y 351) is 15 mm from the Vulture's base.
    const o = opts(
      squadronAttackOptions({
        attacker: { id: 'vulture' },
        table: {
          ships: [{ id: 'acc', ship: 'acclamator-ii-class-assault-ship', pose: { x: 300, y: 300, heading: 0 }, owner: 0 }],
          squadrons: [
            { id: 'v19', squadron: 'v-19-torrent-squadron', position: { x: 360, y: 400 }, owner: 0 },
            { id: 'delta', squadron: 'delta-7-aethersprite-squadron', position: { x: 240, y: 400 }, owner: 0 },
            { id: 'vulture', squadron: 'vulture-class-droid-fighter-squadron', position: { x: 300, y: 383 }, owner: 1 },
          ],
        },
      }),
    );
    expect([...o.engagedWith].sort()).toEqual(['delta', 'v19']);
    expect(target(o, 'v19').canAttack).toBe(true);
    expect(target(o, 'v19').range).toBe('distance-1');
    expect(target(o, 'v19').dice).toEqual({ red: 0, blue: 1, black: 1 });
    expect(target(o, 'delta').reasons.map((r) => [r.code, r.rule])).toEqual([['ESCORT_MUST_BE_ATTACKED', 'armada:schluesselwoerter-der-staffeln']]);
    expect(target(o, 'acc', 'front').reasons.map((r) => [r.code, r.rule])).toEqual([['ENGAGED_MUST_ATTACK_SQUADRON', 'armada:nahkampf']]);
  });

  it('a squadron that is not engaged attacks a hull zone at distance 1 with its battery armament', () => {
    const o = opts(squadronAttackOptions({ attacker: { id: 'vulture' }, table: { ...table(200), squadrons: [{ id: 'vulture', squadron: 'vulture-class-droid-fighter-squadron', position: { x: 300, y: 420 }, owner: 1 }] } }));
    const front = target(o, 'acc', 'front');
    expect(front.range).toBe('distance-1');
    expect(front.dice).toEqual({ red: 1, blue: 0, black: 0 });
    expect(front.canAttack).toBe(true);
    expect(target(o, 'acc', 'rear').canAttack).toBe(false);
  });

  it('moves up to its speed band, not when engaged, never onto another model', () => {
    const reach = squadronMoveReach({ squadron: 'v19', table: table(200) }) as SquadronReach;
    // V-19 speed 3: distance band 3 ends at 185 mm.
    expect([reach.speed, reach.reachMm, reach.canMove]).toEqual([3, 185, true]);
    expect(checkSquadronMove({ squadron: 'v19', table: table(200), to: { x: 485, y: 400 } })).toEqual({ ok: true, distanceMm: 185, leavesPlayArea: null });
    expect((checkSquadronMove({ squadron: 'v19', table: table(200), to: { x: 485.1, y: 400 } }) as RuleViolation).code).toBe('SQUADRON_MOVE_TOO_FAR');
    expect((checkSquadronMove({ squadron: 'v19', table: table(200), to: { x: 300, y: 340 } }) as RuleViolation).code).toBe('SQUADRON_WOULD_OVERLAP');
    const engaged = checkSquadronMove({ squadron: 'v19', table: table(50), to: { x: 400, y: 400 } }) as RuleViolation;
    expect([engaged.code, engaged.rule]).toEqual(['SQUADRON_ENGAGED_CANNOT_MOVE', 'armada:nahkampf']);
  });

  it('a displaced squadron must be put down touching the ship', () => {
    // Acclamator base 63 wide: its right edge at x 331.5; a squadron touching it has its centre at 348.5.
    const ok = checkDisplacedSquadronPlacement({ squadron: 'vulture', ship: 'acc', table: table(200), to: { x: 348.5, y: 300 } });
    expect(isViolation(ok)).toBe(false);
    const away = checkDisplacedSquadronPlacement({ squadron: 'vulture', ship: 'acc', table: table(200), to: { x: 360, y: 300 } }) as RuleViolation;
    expect([away.code, away.rule]).toEqual(['DISPLACED_SQUADRON_NOT_TOUCHING', 'armada:ueberschneidungen-mit-staffeln']);
  });
});

describe('measurement is symmetric', () => {
  const ships = listCards('ships');
  const pose = fc.record({ x: fc.double({ min: 0, max: 900, noNaN: true }), y: fc.double({ min: 0, max: 900, noNaN: true }), heading: fc.double({ min: 0, max: 359, noNaN: true }) });

  it('between hull zones, whole ships and squadrons, whichever end it starts from', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ships), fc.constantFrom(...ships), pose, pose, fc.constantFrom(...HULL_ZONES), fc.constantFrom(...HULL_ZONES), pose, (s1, s2, p1, p2, z1, z2, q) => {
        const table = {
          ships: [
            { id: 'a', ship: s1.id, pose: p1 },
            { id: 'b', ship: s2.id, pose: p2 },
          ],
          squadrons: [{ id: 'q', squadron: 'v-19-torrent-squadron', position: { x: q.x, y: q.y } }],
        };
        const pairs: [object, object][] = [
          [{ id: 'a', zone: z1 }, { id: 'b', zone: z2 }],
          [{ id: 'a' }, { id: 'b' }],
          [{ id: 'a', zone: z1 }, { id: 'q' }],
        ];
        for (const [from, to] of pairs) {
          const ab = measureBetween({ from, to, table }) as Measurement;
          const ba = measureBetween({ from: to, to: from, table }) as Measurement;
          expect(ab).toEqual(ba);
        }
      }),
      { numRuns: 200 },
    );
  });
});
