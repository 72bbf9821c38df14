import type { GameId } from './content/entry.model.js';
import { SEEDS, type SeedName } from './content/seed.source.js';

/** How answers name a game and the book an entry comes from. */
export const GAME_TITLES: Readonly<Record<GameId, string>> = {
  rebellion: 'Star Wars: Rebellion',
  armada: 'Star Wars: Armada',
  'rebels-attack': 'Star Wars Rebels: Angriff der Rebellen',
};

export const GAME_IDS = Object.keys(GAME_TITLES) as GameId[];

/** What people call each game in a query, folded. */
export const GAME_NAMES: Readonly<Record<GameId, readonly string[]>> = {
  rebellion: ['rebellion'],
  armada: ['armada'],
  'rebels-attack': ['angriff der rebellen', 'rebels attack', 'star wars rebels'],
};

export const BOOKS: Readonly<Record<SeedName, string>> = {
  [SEEDS.rulesReference]: 'Referenzhandbuch',
  [SEEDS.riseOfTheEmpire]: 'Aufstieg des Imperiums',
  [SEEDS.rebelsAttack]: 'Spielanleitung',
  [SEEDS.playGuide]: 'Actual Play Guide (englisch)',
  [SEEDS.armada]: 'Regelheft',
};

export function bookOf(seed: string): string {
  return BOOKS[seed as SeedName] ?? seed;
}
