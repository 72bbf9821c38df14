import { BotRng, type Bot, type BotInput } from './bot.contract.js';
import type { LegalAction } from '../operations.graphql.js';

/** Chooses uniformly among the legal actions: plays every game Holocron offers. */
export class RandomBot implements Bot {
  readonly kind = 'random' as const;
  private readonly rng: BotRng;

  constructor(seed: string) {
    this.rng = new BotRng(seed);
  }

  choose(input: BotInput): LegalAction {
    return input.actions[this.rng.int(input.actions.length)];
  }
}
