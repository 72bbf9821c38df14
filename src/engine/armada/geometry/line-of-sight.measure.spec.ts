import { isViolation, type RuleViolation } from '../../core/rule-violation.error.js';
import { getShip } from '../catalog/catalog.lookup.js';
import type { ShipCard } from '../catalog/catalog.types.js';
import { hullZoneAttackOptions, hullZoneSight, hullZoneTargets, type AttackOptions, type AttackTarget, type HullZoneSight } from './attack.query.js';
import { crossedOtherZone, lineCrossesObstacle } from './line-of-sight.measure.js';
import { obstaclesUnderShip } from './overlap.geometry.js';
import { parseTable, placeObstacle, type Table, type TableInput } from './table.input.js';
import { buildScene } from './table.scene.js';
import { rectangle, transform, vec } from './vec.geometry.js';

/*
 * Hand-worked positions. A Hardcell token is 41 × 71 mm (base 43 × 71: a
 * 1 mm rail each side); its arc lines (danbuis): front and rear lines meet
 * the sides 13.1 mm from the corners, the front lines meet on the centreline
 * 32 mm behind the bow, the rear lines 31 mm before the stern. In its own
 * frame (x right, y forward, token centre at 0):
 *   front zone  (0,3.5) (−20.5,22.4) (−20.5,35.5) (20.5,35.5) (20.5,22.4)
 *   right zone  (0,3.5) (20.5,22.4) (20.5,−22.4) (0,−4.5)
 *   rear zone   (0,−4.5) (20.5,−22.4) (20.5,−35.5) (−20.5,−35.5) (−20.5,−22.4)
 *   left zone   mirror of the right zone
 * Front zone centroid: rectangle 41 × 13.1 (area 537.1, y 28.95) plus the
 * triangle below it (area 387.45, y (3.5 + 22.4 + 22.4)/3 = 16.1):
 * y = (537.1·28.95 + 387.45·16.1)/924.55 = 23.565. Right zone centroid
 * (shoelace): (12.631, −0.192).
 */

function table(input: TableInput): Table {
  const t = parseTable(input);
  if (isViolation(t)) throw new Error(t.messages.en);
  return t;
}

function options(r: AttackOptions | RuleViolation): AttackOptions {
  if (isViolation(r)) throw new Error(`${r.code}: ${r.messages.en}`);
  return r;
}

function target(o: AttackOptions, id: string, zone: string | null): AttackTarget {
  const t = o.targets.find((x) => x.id === id && x.zone === zone);
  if (!t) throw new Error(`no target ${id} ${zone}`);
  return t;
}

/** Two Hardcells bow to bow on x = 300: `a` (seat 0) at y 300 facing +y, `b` (seat 1) with its bow `gap` mm beyond a's. */
function bowToBow(gap: number, extra: Pick<TableInput, 'ships' | 'obstacles'> = {}): TableInput {
  return {
    ships: [
      { id: 'a', ship: 'hardcell-class-transport', pose: { x: 300, y: 300, heading: 0 }, owner: 0 },
      { id: 'b', ship: 'hardcell-class-transport', pose: { x: 300, y: 300 + 71 + gap, heading: 180 }, owner: 1 },
      ...(extra.ships ?? []),
    ],
    obstacles: extra.obstacles ?? [],
  };
}

/** A debris token of our own outline: a 2w × 2h rectangle centred on (x, y). */
function block(id: string, x: number, y: number, w: number, h: number) {
  return { id, type: 'debris' as const, outline: rectangle(2 * w, 2 * h), pose: { x, y, heading: 0 } };
}

describe('obstruction by another ship counts its base, not only its token (seed l. 903 with l. 214)', () => {
  // Gap 150: b's centre is at y 521. The sight line runs along x = 300 from a's
  // front targeting point (300, 323.565) to b's (300, 521 − 23.565 = 497.435).
  // A Charger c70 (small: base 43 wide, token 41) centred at (279, 410) facing +y:
  // base x 257.5–300.5, token x 258.5–299.5, both y 374.5–445.5 (clear of a's bow
  // at 335.5 and b's at 485.5). The line runs 0.5 mm inside the base's right rail
  // for 71 mm and 0.5 mm beside the token.
  const charger = (x: number) => ({ id: 'c', ship: 'consular-class-charger-c70', pose: { x, y: 410, heading: 0 }, owner: 0 });

  it('obstructs a line that crosses only the rail of a third ship', () => {
    const t = target(options(hullZoneAttackOptions({ attacker: { id: 'a', zone: 'front' }, table: bowToBow(150, { ships: [charger(279)] }) })), 'b', 'front');
    expect(t.obstructedBy).toEqual(['c']);
    expect(t.lineOfSight).toBe(true);
    expect(t.canAttack).toBe(true);
  });

  it('does not obstruct once the base is clear of the line (centre 1 mm further left: base edge at x 299.5)', () => {
    const t = target(options(hullZoneAttackOptions({ attacker: { id: 'a', zone: 'front' }, table: bowToBow(150, { ships: [charger(278)] }) })), 'b', 'front');
    expect(t.obstructedBy).toEqual([]);
  });
});

describe('attack range measured through another hull zone of the defender: no line of sight (Rules Reference; the seed is silent)', () => {
  // Defender D: Hardcell at (500, 500) facing +y. World points: left zone
  // cr (500, 495.5), elr (479.5, 477.6), elf (479.5, 522.4), cf (500, 503.5);
  // the rear zone holds the left edge below y 477.6.
  // Attacker A: Hardcell at (380, 382) facing +y, attacking from its right zone:
  // cf (380, 385.5), erf (400.5, 404.4), err (400.5, 359.6), cr (380, 377.5).
  // A's right arc lies below the line cf → erf (slope 18.9/20.5) extended:
  //   y = 385.5 + 18.9/20.5 · (x − 380), at x = 479.5: y = 477.234 < 477.6,
  // so D's left-zone corner elr is outside the arc. The line meets D's rear/left
  // edge elr → cr (slope 17.9/20.5) where
  //   20.5·385.5 + 18.9(x − 380) = 20.5·477.6 + 17.9(x − 479.5)  ⇒  x = 487,
  //   y = 477.6 + 7.5 · 17.9/20.5 = 484.1488.
  // The part of the left zone in arc starts there, so the closest points are
  // A's erf (400.5, 404.4) and (487, 484.1488): 117.65 mm, close range. That
  // line enters D at (479.5, 477.234), on the rear zone's stretch of the left
  // edge, and runs 10.2 mm through the rear zone before reaching the left zone.
  // The sight line, A's right targeting point (392.631, 381.808) to D's left one
  // (487.369, 499.808), meets x = 479.5 at y 490.007 (left zone) and stays in it.
  const corner: TableInput = {
    ships: [
      { id: 'A', ship: 'hardcell-class-transport', pose: { x: 380, y: 382, heading: 0 }, owner: 0 },
      { id: 'D', ship: 'hardcell-class-transport', pose: { x: 500, y: 500, heading: 0 }, owner: 1 },
    ],
  };

  it('finds the range line through the rear zone while the sight line is clear', () => {
    const s = hullZoneSight(buildScene(table(corner)), { id: 'A', zone: 'right' }, { id: 'D', zone: 'left' }) as HullZoneSight;
    expect([s.inArc, s.range, s.lineOfSight, s.blockedByZone, s.blockedOn]).toEqual([true, 'close', false, 'rear', 'range-line']);
    expect(s.distanceMm).toBeCloseTo(117.653, 2);
    expect(s.rangeLine?.from.x).toBeCloseTo(400.5, 6);
    expect(s.rangeLine?.from.y).toBeCloseTo(404.4, 6);
    expect(s.rangeLine?.to.x).toBeCloseTo(487, 6);
    expect(s.rangeLine?.to.y).toBeCloseTo(484.1488, 4);
    expect(s.sightLine.from.x).toBeCloseTo(392.631, 3);
    expect(s.sightLine.to.x).toBeCloseTo(487.369, 3);
    const scene = buildScene(table(corner));
    expect(crossedOtherZone(s.sightLine.from, s.sightLine.to, scene.placed.get('D') as never, 'left')).toBeNull();
  });

  it('refuses the target with the rule it rests on, though it is in arc and at close range', () => {
    const t = target(options(hullZoneAttackOptions({ attacker: { id: 'A', zone: 'right' }, table: corner })), 'D', 'left');
    expect([t.inArc, t.range, t.dice, t.canAttack]).toEqual([true, 'close', { red: 0, blue: 1, black: 0 }, false]);
    expect(t.reasons.map((r) => [r.code, r.rule])).toEqual([['NO_LINE_OF_SIGHT', 'armada:sichtlinie-und-versperrte-angriffe']]);
    expect(t.reasons[0].messages.en).toContain('Attack range is measured through');
  });

  it('keeps line of sight to the rear zone, whose range and sight lines reach it from outside', () => {
    const t = target(options(hullZoneTargets(buildScene(table(corner)), { id: 'A', zone: 'right' })), 'D', 'rear');
    expect([t.inArc, t.lineOfSight, t.blockedByZone]).toEqual([true, true, null]);
  });
});

describe('an obstacle partly under the attacker or defender obstructs only where it is visible (Rules Reference; seed silent)', () => {
  // Gap 100: b's centre at y 471, its token spans y 435.5–506.5; a's token spans
  // y 264.5–335.5. The sight line runs along x = 300 from y 323.565 to 447.435.
  const sight = (obstacle: ReturnType<typeof block>) =>
    target(options(hullZoneAttackOptions({ attacker: { id: 'a', zone: 'front' }, table: bowToBow(100, { obstacles: [obstacle] }) })), 'b', 'front').obstructedBy;

  it('is not obstructed by debris wholly under the attacker’s token (y 325–335 under a, which ends at 335.5)', () => {
    expect(sight(block('rock', 300, 330, 10, 5))).toEqual([]);
  });

  it('is obstructed once part of it shows beyond the token (y 330–340: 4.5 mm visible past a’s bow)', () => {
    expect(sight(block('rock', 300, 335, 10, 5))).toEqual(['rock']);
  });

  it('is not obstructed by debris wholly under the defender’s token (y 437–445 under b, which starts at 435.5)', () => {
    expect(sight(block('rock', 300, 441, 10, 4))).toEqual([]);
  });

  it('counts what shows between the two ships even if both ends are covered (y 330–440)', () => {
    expect(sight(block('rock', 300, 385, 10, 55))).toEqual(['rock']);
  });

  it('answers "does this line cross this obstacle" with and without the tokens that cover it', () => {
    const rock = transform(vec(300, 330), 0, rectangle(20, 10));
    const aToken = transform(vec(300, 300), 0, rectangle(41, 71));
    const aBase = transform(vec(300, 300), 0, rectangle(43, 71));
    expect(lineCrossesObstacle(vec(300, 320), vec(300, 400), rock)).toBe(true);
    expect(lineCrossesObstacle(vec(300, 320), vec(300, 400), rock, [aToken])).toBe(false);
    // Under the rail beside the token (x 320.5–321.5) the obstacle still shows: the shield dial frame hides nothing.
    const railRock = transform(vec(321, 330), 0, rectangle(4, 10));
    expect(lineCrossesObstacle(vec(321, 320), vec(321, 400), railRock, [aToken])).toBe(true);
    expect(lineCrossesObstacle(vec(321, 320), vec(321, 400), railRock, [aBase])).toBe(false);
    // Running along an edge or through a corner is not crossing.
    expect(lineCrossesObstacle(vec(310, 300), vec(310, 400), rock)).toBe(false);
  });
});

describe('which obstacles a ship standing at a pose overlaps', () => {
  // Hardcell at (300, 300) facing +y: base x 278.5–321.5, y 264.5–335.5.
  const hardcell = getShip('hardcell-class-transport') as ShipCard;
  const obstacles = table({ obstacles: [block('in', 325, 300, 5, 5), block('touching', 326.5, 300, 5, 5), block('far', 400, 300, 5, 5)] }).obstacles;

  it('lists those under the base, not those that only touch it', () => {
    expect(obstaclesUnderShip(hardcell, { x: 300, y: 300, heading: 0 }, obstacles)).toEqual([{ id: 'in', type: 'debris' }]);
    // Turned 90°, the base spans x 264.5–335.5: the touching one is under it now, the far one is not.
    expect(obstaclesUnderShip(hardcell, { x: 300, y: 300, heading: 90 }, obstacles).map((o) => o.id)).toEqual(['in', 'touching']);
  });

  it('places the printed tokens by shape', () => {
    const station = placeObstacle('st', 'station', { x: 300, y: 300, heading: 0 });
    expect(station.type).toBe('station');
    expect(obstaclesUnderShip(hardcell, { x: 300, y: 300, heading: 0 }, [station])).toEqual([{ id: 'st', type: 'station' }]);
    expect(obstaclesUnderShip(hardcell, { x: 400, y: 300, heading: 0 }, [station])).toEqual([]);
  });
});
