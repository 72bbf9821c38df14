import { rngFor, ScriptedDieError, ScriptedRng, SeededRng } from './rng.random.js';

const d10 = { id: 'd10', faces: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] };

describe('seeded rng', () => {
  it('repeats for the same seed and differs between versions', () => {
    const a = Array.from({ length: 20 }, ((r) => () => r.int(1000))(rngFor('s', 3)));
    const b = Array.from({ length: 20 }, ((r) => () => r.int(1000))(rngFor('s', 3)));
    const c = Array.from({ length: 20 }, ((r) => () => r.int(1000))(rngFor('s', 4)));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('rolls every face about equally often', () => {
    const rng = new SeededRng('fair');
    const counts = new Map<number, number>();
    for (let i = 0; i < 100000; i++) {
      const f = rng.roll(d10);
      counts.set(f, (counts.get(f) ?? 0) + 1);
    }
    expect([...counts.keys()].sort((x, y) => x - y)).toEqual(d10.faces);
    for (const n of counts.values()) expect(Math.abs(n - 10000)).toBeLessThan(500);
  });

  it('shuffles into a permutation', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const shuffled = new SeededRng('x').shuffle(items);
    expect([...shuffled].sort((x, y) => x - y)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});

describe('scripted rng', () => {
  it('rolls the script in order, then falls back to the seed', () => {
    const rng = new ScriptedRng([4, 3], new SeededRng('f'));
    expect(rng.roll(d10)).toBe(4);
    expect(rng.roll(d10)).toBe(3);
    expect(rng.consumed).toBe(2);
    expect(d10.faces).toContain(rng.roll(d10));
    expect(rng.consumed).toBe(2);
  });

  it('refuses a scripted value the die does not show', () => {
    const rng = new ScriptedRng([11], new SeededRng('f'));
    expect(() => rng.roll(d10)).toThrow(ScriptedDieError);
  });
});

describe('scripted shuffles', () => {
  it('gives the next scripted order to the next shuffle of exactly its items, and leaves other shuffles to the seed', () => {
    const rng = new ScriptedRng([], new SeededRng('f'), [['c', 'a', 'b', 'a']]);
    const other = rng.shuffle(['x', 'y', 'z']);
    expect([...other].sort()).toEqual(['x', 'y', 'z']);
    expect(rng.shufflesConsumed).toBe(0);
    expect(rng.shuffle(['a', 'a', 'b', 'c'])).toEqual(['c', 'a', 'b', 'a']);
    expect(rng.shufflesConsumed).toBe(1);
    expect([...rng.shuffle(['a', 'a', 'b', 'c'])].sort()).toEqual(['a', 'a', 'b', 'c']);
    expect(rng.shufflesConsumed).toBe(1);
  });

  it('does not take an order with other copies than the items shuffled', () => {
    const rng = new ScriptedRng([], new SeededRng('f'), [['a', 'a', 'b']]);
    rng.shuffle(['a', 'b', 'b']);
    expect(rng.shufflesConsumed).toBe(0);
  });

  it('tells where in its script a die did not fit', () => {
    const rng = new ScriptedRng([4, 11], new SeededRng('f'));
    rng.roll(d10);
    try {
      rng.roll(d10);
      throw new Error('rolled');
    } catch (e) {
      expect(e).toBeInstanceOf(ScriptedDieError);
      expect((e as ScriptedDieError).index).toBe(1);
    }
  });
});
