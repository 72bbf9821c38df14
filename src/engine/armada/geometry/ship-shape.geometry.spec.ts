import { getShip, listCards } from '../catalog/catalog.lookup.js';
import { HULL_ZONES, type ShipCard } from '../catalog/catalog.types.js';
import { DEFAULT_GEOMETRY, parseGeometryConfig, type GeometryConfig } from './geometry.config.js';
import { placeShip, shipShape, type HalfPlane } from './ship-shape.geometry.js';
import { cross, pointInPolygon, signedArea, sub, vec, type Vec } from './vec.geometry.js';

const hardcell = getShip('hardcell-class-transport') as ShipCard;
const munificent = getShip('munificent-class-comms-frigate') as ShipCard;

function inArc(p: Vec, arc: readonly HalfPlane[]): boolean {
  return arc.every((hp) => cross(sub(hp.to, hp.from), sub(p, hp.from)) >= 0);
}

function rounded(points: readonly Vec[]): number[][] {
  return points.map((p) => [Math.round(p.x * 100) / 100, Math.round(p.y * 100) / 100]);
}

describe('hull zones from each ship\'s own arc lines', () => {
  it('cuts the Hardcell token (41 × 71) where its measured lines run', () => {
    // Front lines meet the sides 13.1 mm behind the front corners and each other 32 mm behind the bow.
    const shape = shipShape(hardcell, DEFAULT_GEOMETRY);
    expect(rounded(shape.zones.front)).toEqual([[0, 3.5], [-20.5, 22.4], [-20.5, 35.5], [20.5, 35.5], [20.5, 22.4]]);
    expect(rounded(shape.zones.right)).toEqual([[0, 3.5], [20.5, 22.4], [20.5, -22.4], [0, -4.5]]);
  });

  it('gives the Munificent a triangular bow: its front lines meet the front edge 3.2 mm inside the corners', () => {
    const shape = shipShape(munificent, DEFAULT_GEOMETRY);
    expect(rounded(shape.zones.front)).toEqual([[0, -2], [-27.3, 51], [27.3, 51]]);
    // The corners belong to the side zones.
    expect(rounded(shape.zones.right)).toContainEqual([30.5, 51]);
  });

  it('splits every token into four zones that fill it exactly, each with its targeting point inside', () => {
    for (const card of listCards('ships')) {
      const shape = shipShape(card, DEFAULT_GEOMETRY);
      const token = DEFAULT_GEOMETRY.shipToken[card.size];
      const area = HULL_ZONES.reduce((s, z) => s + Math.abs(signedArea(shape.zones[z])), 0);
      expect(area).toBeCloseTo(token.width * token.length, 6);
      for (const z of HULL_ZONES) expect(pointInPolygon(shape.targetingPoints[z], shape.zones[z])).toBe(true);
    }
  });

  it('extends the arc lines outward into four firing arcs', () => {
    const { arcs } = shipShape(hardcell, DEFAULT_GEOMETRY);
    const which = (p: Vec) => HULL_ZONES.filter((z) => inArc(p, arcs[z]));
    expect(which(vec(0, 200))).toEqual(['front']);
    expect(which(vec(200, 0))).toEqual(['right']);
    expect(which(vec(0, -200))).toEqual(['rear']);
    expect(which(vec(-200, 0))).toEqual(['left']);
    // The right front line rises 18.9 mm per 20.5 mm: at x 100 it is at y 95.7.
    expect(which(vec(100, 100))).toEqual(['front']);
    expect(which(vec(100, 90))).toEqual(['right']);
  });

  it('turns with the ship', () => {
    const placed = placeShip(shipShape(hardcell, DEFAULT_GEOMETRY), { x: 100, y: 100, heading: 90 });
    expect(inArc(vec(300, 100), placed.arcs.front)).toBe(true);
    expect(inArc(vec(100, 300), placed.arcs.left)).toBe(true);
  });

  it('takes measured values from configuration', () => {
    const config = parseGeometryConfig({ arcLines: { 'hardcell-class-transport': { frontOffset: 0, frontConjunction: 20.5, rearOffset: 0, rearConjunction: 20.5 } } }) as GeometryConfig;
    expect(rounded(shipShape(hardcell, config).zones.front)).toEqual([[0, 15], [-20.5, 35.5], [20.5, 35.5]]);
    expect(parseGeometryConfig({ rangeBands: { close: 200, medium: 100, long: 300 } })).toMatchObject({ kind: 'malformed' });
  });
});
