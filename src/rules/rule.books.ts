import type { GameId } from './content/entry.model.js';
import { SEEDS, type SeedName } from './content/seed.source.js';

/** How answers name a game and the book an entry comes from. */
export const GAME_TITLES: Readonly<Record<GameId, string>> = {
  rebellion: 'Star Wars: Rebellion',
  armada: 'Star Wars: Armada',
  'rebels-attack': 'Star Wars Rebels: Angriff der Rebellen',
};

export const GAME_IDS = Object.keys(GAME_TITLES) as GameId[];

/**
 * The ids of `/v1/games` whose rules live in another glossary: the playable Armada game is
 * `armada-attack`, its rulebook's glossary `armada`. A spec checks that every game Holocron plays
 * has a glossary this way.
 */
const GAME_ALIASES: Readonly<Record<string, GameId>> = { 'armada-attack': 'armada' };

/** Every game id a request may name, glossary ids and `/v1/games` ids alike. */
export const GAME_ID_NAMES: readonly string[] = [...GAME_IDS, ...Object.keys(GAME_ALIASES)];

/** The glossary of a game named by its glossary id or its `/v1/games` id. */
export function glossaryOf(game: string): GameId | undefined {
  return GAME_IDS.find((g) => g === game) ?? GAME_ALIASES[game];
}

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
