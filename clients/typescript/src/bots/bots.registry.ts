import { ArmadaHeuristicBot } from './armada-heuristic.bot.js';
import type { Bot, BotKind } from './bot.contract.js';
import { RandomBot } from './random.bot.js';
import { RebellionHeuristicBot } from './rebellion-heuristic.bot.js';
import { RebelsHeuristicBot } from './rebels-heuristic.bot.js';

/** The games with a heuristic bot; the random bot plays every game. */
const HEURISTICS: Readonly<Record<string, (seed: string) => Bot>> = {
  'rebels-attack': (seed) => new RebelsHeuristicBot(seed),
  rebellion: (seed) => new RebellionHeuristicBot(seed),
  armada: (seed) => new ArmadaHeuristicBot(seed),
};

export function heuristicGames(): string[] {
  return Object.keys(HEURISTICS);
}

/** A bot of this kind for this game, or null when there is no heuristic for it yet. */
export function makeBot(kind: BotKind, game: string, seed: string): Bot | null {
  switch (kind) {
    case 'random':
      return new RandomBot(seed);
    case 'heuristic':
      return HEURISTICS[game]?.(seed) ?? null;
  }
}
