import { EngineInvariantError } from './rule-violation.error.js';

/** A physical die: its id and the faces it can show, each equally likely. */
export interface DieSpec<T> {
  readonly id: string;
  readonly faces: readonly T[];
}

/**
 * The only source of chance an engine sees. `decide` and `setup` draw from it
 * and record what they drew in events, so `evolve` and replays never need it.
 */
export interface Rng {
  /** A uniform integer in [0, n). */
  int(n: number): number;
  roll<T>(die: DieSpec<T>): T;
  shuffle<T>(items: readonly T[]): T[];
}

/** cyrb128: spreads any string over four 32-bit words to seed sfc32. */
function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

abstract class BaseRng implements Rng {
  abstract int(n: number): number;

  roll<T>(die: DieSpec<T>): T {
    return die.faces[this.int(die.faces.length)];
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
}

/** sfc32: small, fast, and good enough for dice; seeded from a string. */
export class SeededRng extends BaseRng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    super();
    [this.a, this.b, this.c, this.d] = hashSeed(seed);
    for (let i = 0; i < 12; i++) this.next();
  }

  private next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0 || n > 2 ** 32) throw new EngineInvariantError(`rng.int(${n})`);
    // Rejection sampling keeps every value equally likely.
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }
}

/**
 * The generator for one decision of one game: a fresh stream per stream
 * version, so no generator state has to be stored and the secret seed alone
 * reproduces every draw.
 */
export function rngFor(secretSeed: string, version: number): Rng {
  return new SeededRng(`${secretSeed}#${version}`);
}

/** A scripted die value that is not a face of the die rolled. */
export class ScriptedDieError extends Error {
  constructor(
    readonly dieId: string,
    readonly value: unknown,
    readonly faces: readonly unknown[],
    /** Its place in the script handed to this generator, from 0. */
    readonly index: number,
  ) {
    super(`scripted value ${JSON.stringify(value)} is not a face of die ${dieId}`);
  }
}

/** A shuffle's scripted result: the order the next shuffle of exactly these items comes out in. */
export type ScriptedShuffle = readonly unknown[];

const key = (v: unknown): string => JSON.stringify(v);

/** Is `order` the same multiset as `items` (every item as often)? */
function isPermutation(order: readonly unknown[], items: readonly unknown[]): boolean {
  if (order.length !== items.length) return false;
  const left = new Map<string, number>();
  for (const i of items) left.set(key(i), (left.get(key(i)) ?? 0) + 1);
  for (const o of order) {
    const n = left.get(key(o)) ?? 0;
    if (n === 0) return false;
    left.set(key(o), n - 1);
  }
  return true;
}

/**
 * Sandbox games roll their dice from a script, in order; once the script is
 * used up the seeded generator takes over. Shuffles may be scripted too: the
 * next scripted order is the result of the next shuffle of exactly its items
 * (same cards, same copies); shuffles of other items in between come from the
 * generator, since a game may reshuffle a deck the script does not care about.
 */
export class ScriptedRng extends BaseRng {
  private used = 0;
  private shufflesUsed = 0;

  constructor(
    private readonly script: readonly unknown[],
    private readonly fallback: Rng,
    private readonly shuffles: readonly ScriptedShuffle[] = [],
  ) {
    super();
  }

  /** How many scripted dice were rolled. */
  get consumed(): number {
    return this.used;
  }

  /** How many scripted shuffles were used. */
  get shufflesConsumed(): number {
    return this.shufflesUsed;
  }

  int(n: number): number {
    return this.fallback.int(n);
  }

  override roll<T>(die: DieSpec<T>): T {
    if (this.used >= this.script.length) return this.fallback.roll(die);
    const value = this.script[this.used];
    const face = die.faces.find((f) => key(f) === key(value));
    if (face === undefined) throw new ScriptedDieError(die.id, value, die.faces, this.used);
    this.used++;
    return face;
  }

  override shuffle<T>(items: readonly T[]): T[] {
    const next = this.shuffles[this.shufflesUsed];
    if (next === undefined || !isPermutation(next, items)) return this.fallback.shuffle(items);
    this.shufflesUsed++;
    // The items themselves, not the script's copies, so identity-sensitive callers stay safe.
    const pool = [...items];
    return next.map((v) => pool.splice(pool.findIndex((i) => key(i) === key(v)), 1)[0]);
  }
}
