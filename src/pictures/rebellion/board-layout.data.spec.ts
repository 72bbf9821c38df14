import { BORDERS } from '../../engine/rebellion/data/adjacency.data.js';
import { SYSTEM_IDS, SYSTEMS } from '../../engine/rebellion/data/systems.data.js';
import { BOARD_POSITIONS } from './board-layout.data.js';

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The layout comes from another source than the regions and borders, so it
 * is checked against them: a mix-up of two systems would stretch a border
 * across the map or tear a region apart.
 */
describe('the galaxy map layout (an assumption with its source)', () => {
  it('places exactly the 32 systems, each with room for its label', () => {
    expect(Object.keys(BOARD_POSITIONS).sort()).toEqual([...SYSTEM_IDS]);
    for (const a of SYSTEM_IDS) for (const b of SYSTEM_IDS) if (a < b) expect(dist(BOARD_POSITIONS[a], BOARD_POSITIONS[b])).toBeGreaterThan(200);
  });

  it('keeps every border shorter than a third of the board', () => {
    for (const [a, b] of BORDERS) expect([a, b, dist(BOARD_POSITIONS[a], BOARD_POSITIONS[b]) < 1000]).toEqual([a, b, true]);
  });

  it('keeps each region of four systems together', () => {
    for (let region = 1; region <= 8; region++) {
      const members = SYSTEMS.filter((s) => s.region === region).map((s) => BOARD_POSITIONS[s.id]);
      expect(members).toHaveLength(4);
      const c = { x: members.reduce((n, p) => n + p.x, 0) / 4, y: members.reduce((n, p) => n + p.y, 0) / 4 };
      for (const p of members) expect(dist(p, c)).toBeLessThan(650);
    }
  });
});
