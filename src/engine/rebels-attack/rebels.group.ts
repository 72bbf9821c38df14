import type { ActionGroup } from '../core/game.contract.js';
import type { RebelsAction } from './rebels.actions.js';
import type { RebelsState } from './rebels.state.js';

/** Angriff der Rebellen: actions on a tile (place, move to, reveal) by that tile, the rest as the ghost's own moves. */
export function groupRebelsAction(_state: RebelsState, action: RebelsAction): ActionGroup {
  switch (action.type) {
    case 'PlaceGhost':
    case 'RevealTile':
      return { id: `tile:${action.position}`, de: `Feld ${action.position}`, en: `Tile ${action.position}` };
    case 'MoveGhost':
      return { id: `tile:${action.to}`, de: `Feld ${action.to}`, en: `Tile ${action.to}` };
    case 'TakeForceChip':
    case 'Fight':
    case 'CommitStrength':
      return { id: 'ghost', de: 'Die Ghost', en: 'The Ghost' };
  }
}
