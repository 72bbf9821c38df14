import { areAdjacent, CORNERS, jumpTargets, neighbours, POSITIONS } from './board.geometry.js';

describe('rebels-attack:ghost-bewegen: the hexagonal 4×4 space', () => {
  it('gives each tile the neighbours of an odd-r hex layout', () => {
    // Row 0 is not shifted, row 1 is shifted right by half a tile.
    expect([...neighbours(0)].sort((a, b) => a - b)).toEqual([1, 4]);
    expect([...neighbours(3)].sort((a, b) => a - b)).toEqual([2, 6, 7]);
    expect([...neighbours(5)].sort((a, b) => a - b)).toEqual([1, 2, 4, 6, 9, 10]);
    expect([...neighbours(6)].sort((a, b) => a - b)).toEqual([2, 3, 5, 7, 10, 11]);
    expect([...neighbours(12)].sort((a, b) => a - b)).toEqual([8, 9, 13]);
    expect([...neighbours(15)].sort((a, b) => a - b)).toEqual([11, 14]);
  });

  it('is symmetric and has the four corners', () => {
    for (let a = 0; a < POSITIONS; a++) for (const b of neighbours(a)) expect(areAdjacent(b, a)).toBe(true);
    expect(CORNERS).toEqual([0, 3, 12, 15]);
  });

  it('jumps straight over occupied tiles to the next free one', () => {
    const occupied = new Set([1, 4]);
    // From 0: east over 1 lands on 2; the straight line through 4 continues to 9.
    const targets = jumpTargets(0, (p) => occupied.has(p)).sort((a, b) => a - b);
    expect(targets).toEqual([2, 9]);
  });

  it('finds nothing beyond the edge', () => {
    const occupied = new Set([2, 3]);
    expect(jumpTargets(3, (p) => occupied.has(p))).toEqual([1]);
    expect(jumpTargets(3, (p) => p === 2 || p === 1 || p === 0)).toEqual([]);
  });
});
