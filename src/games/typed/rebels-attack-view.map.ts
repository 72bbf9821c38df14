import type { viewRebels } from '../../engine/rebels-attack/rebels.view.js';
import type {
  RebelsAttackPhase,
  RebelsAttackSquare,
  RebelsAttackTileCategory,
  RebelsAttackTileModel,
  RebelsAttackViewModel,
} from './rebels-attack-view.models.js';

/** The engine's view of Angriff der Rebellen, as Game.view carries it. */
export type RebelsEngineView = ReturnType<typeof viewRebels>;
type EngineTile = NonNullable<RebelsEngineView['players'][number]['support']>;

// The engine's string unions and these enums hold the same values (the typed-view e2e compares them).
const tile = (t: EngineTile): RebelsAttackTileModel => ({ ...t, category: t.category as RebelsAttackTileCategory });

/**
 * The typed view: the engine's view field by field, except enemyValues, a map
 * keyed by enemy type in JSON and a list here, because GraphQL objects have fixed keys.
 */
export function typedRebelsView(view: RebelsEngineView): RebelsAttackViewModel {
  return {
    ...view,
    phase: view.phase as RebelsAttackPhase,
    board: view.board.map((p) => ({ ...p, state: p.state as RebelsAttackSquare, tile: 'tile' in p && p.tile ? tile(p.tile) : null })),
    players: view.players.map((p) => ({
      ...p,
      support: p.support ? tile(p.support) : null,
      ally: p.ally ? tile(p.ally) : null,
      enemies: p.enemies.map(tile),
    })),
    enemyValues: Object.entries(view.enemyValues).map(([type, v]) => ({ type, strength: v.strength, points: v.points })),
  };
}
