import { convexOverlap, diskPolygonOverlap, normalizeHeading, polygonDistance, polygonOverlap, rectangle, segmentLengthInside, transform, vec } from './vec.geometry.js';

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

  it('normalises headings', () => {
    expect([normalizeHeading(-90), normalizeHeading(720), normalizeHeading(359.9999999999)]).toEqual([270, 0, 0]);
  });
});
