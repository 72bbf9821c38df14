import { GameEnder } from './game-ender.service.js';
import { GameHistory } from './game-history.service.js';
import { GameLifeController } from './game-life.controller.js';
import { GameLifeResolver } from './game-life.resolver.js';
import { GameLists } from './game-lists.service.js';
import { RetentionSweeper } from './retention.sweeper.js';

/** What src/games/game-life adds to GamesModule, listed here so the module changes once. */
export const GAME_LIFE_CONTROLLERS = [GameLifeController];
export const GAME_LIFE_PROVIDERS = [GameEnder, GameHistory, GameLists, GameLifeResolver, RetentionSweeper];
