import {
  closestPointPairs,
  convexOverlap,
  diskPolygonOverlap,
  normalizeHeading,
  polygonDistance,
  polygonOverlap,
  rectangle,
  segmentIntervalsInside,
  segmentLengthInside,
  subtractIntervals,
  transform,
  vec,
} from './vec.geometry.js';

describe('plane geometry', () => {
  const square = rectangle(10, 10);

  it('tells touching from overlapping', () => {
    expect(convexOverlap(square, transform(vec(10, 0), 0, square))).toBe(false);
    expect(convexOverlap(square, transform(vec(9.99, 0), 0, square))).toBe(true);
    expect(convexOverlap(square, transform(vec(0, 14.1), 45, square))).toBe(false);
    expect(diskPolygonOverlap(vec(8, 0), 3, square)).toBe(false);
    expect(diskPolygonOverlap(vec(7.9, 0), 3, square)).toBe(true);
  });

  it('finds overlap with a concave outline', () => {
    // A U shape: the square sits in its notch without touching it.
    const u = [vec(-20, -20), vec(20, -20), vec(20, 20), vec(10, 20), vec(10, -10), vec(-10, -10), vec(-10, 20), vec(-20, 20)];
    expect(polygonOverlap(transform(vec(0, 5), 0, rectangle(10, 10)), u)).toBe(false);
    expect(polygonOverlap(transform(vec(0, -6), 0, rectangle(10, 10)), u)).toBe(true);
  });

  it('measures closest points between polygons', () => {
    expect(polygonDistance(square, transform(vec(30, 0), 0, square))).toBeCloseTo(20, 9);
    expect(polygonDistance(square, transform(vec(30, 30), 0, square))).toBeCloseTo(Math.hypot(20, 20), 9);
  });

  it('measures how much of a line runs inside a polygon, not along its edge', () => {
    expect(segmentLengthInside(vec(-20, 0), vec(20, 0), square)).toBeCloseTo(10, 9);
    expect(segmentLengthInside(vec(-20, 5), vec(20, 5), square)).toBe(0);
  });

  it('splits a line through a concave outline into the stretches inside it', () => {
    // The U of the overlap test, crossed at y = 0: inside for x -20..-10 and 10..20 of the line -30..30 (t 1/6..1/3 and 2/3..5/6).
    const u = [vec(-20, -20), vec(20, -20), vec(20, 20), vec(10, 20), vec(10, -10), vec(-10, -10), vec(-10, 20), vec(-20, 20)];
    const parts = segmentIntervalsInside(vec(-30, 0), vec(30, 0), u);
    expect(parts.length).toBe(2);
    expect(parts[0][0]).toBeCloseTo(1 / 6, 12);
    expect(parts[0][1]).toBeCloseTo(1 / 3, 12);
    expect(parts[1][0]).toBeCloseTo(2 / 3, 12);
    expect(parts[1][1]).toBeCloseTo(5 / 6, 12);
    // Below the notch the stretches join into one.
    expect(segmentIntervalsInside(vec(-30, -15), vec(30, -15), u).map(([a, b]) => [a, b].map((t) => Math.round(t * 600) / 10))).toEqual([[10, 50]]);
  });

  it('subtracts covered stretches', () => {
    expect(subtractIntervals([[0, 0.5], [0.6, 1]], [[0.1, 0.2], [0.4, 0.7]])).toEqual([[0, 0.1], [0.2, 0.4], [0.7, 1]]);
    expect(subtractIntervals([[0.2, 0.4]], [[0, 1]])).toEqual([]);
  });

  it('finds every shortest segment between two polygons, both ends of parallel edges', () => {
    const right = transform(vec(15, 0), 0, square);
    const pairs = closestPointPairs(square, right).map(({ a, b }) => `${a.x},${a.y}->${b.x},${b.y}`);
    expect(new Set(pairs)).toEqual(new Set(['5,5->10,5', '5,-5->10,-5']));
    const corner = closestPointPairs(square, transform(vec(20, 20), 0, square));
    expect(corner.map(({ a, b }) => [a, b])).toEqual([[vec(5, 5), vec(15, 15)]]);
  });

  it('normalises headings', () => {
    expect([normalizeHeading(-90), normalizeHeading(720), normalizeHeading(359.9999999999)]).toEqual([270, 0, 0]);
  });
});
