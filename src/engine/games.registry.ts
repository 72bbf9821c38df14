import { armadaAttackGame } from './armada/attack.game.js';
import { armadaGame } from './armada/game/armada.game.js';
import type { AnyGame } from './core/game.contract.js';
import { rebellionGame } from './rebellion/rebellion.game.js';
import { rebelsAttack } from './rebels-attack/rebels.game.js';

/** The games Holocron plays; a game appears here once it can be played to its end. */
export const GAMES: readonly AnyGame[] = [rebelsAttack, armadaAttackGame, rebellionGame, armadaGame];

export function findGame(id: string): AnyGame | undefined {
  return GAMES.find((g) => g.id === id);
}
