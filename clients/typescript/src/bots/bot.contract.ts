import type { LegalAction } from '../operations.graphql.js';

/** All a bot may decide from: what the API returned to its seat. */
export interface BotInput {
  readonly game: string;
  readonly seat: number;
  /** The game's `view` as this seat sees it (its shape depends on the game). */
  readonly view: unknown;
  readonly actions: readonly LegalAction[];
}

export interface Bot {
  readonly kind: BotKind;
  choose(input: BotInput): LegalAction;
}

export type BotKind = 'random' | 'heuristic';

/** A small seeded generator (mulberry32), so a bot's games can be replayed. */
export class BotRng {
  private state: number;

  constructor(seed: string) {
    let h = 2166136261;
    for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
    this.state = h >>> 0;
  }

  /** A whole number from 0 to n - 1. */
  int(n: number): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  }
}
