import type { Seat } from '../core/visibility.view.js';
import { CORNERS, jumpTargets, neighbours, type Position } from './board.geometry.js';
import type { RebelsAction } from './rebels.actions.js';
import type { RebelsState } from './rebels.state.js';

function occupiedBy(state: RebelsState): (p: Position) => boolean {
  return (p) => state.ghosts.includes(p);
}

/** Free corners for the next Ghost (Spielvorbereitung: every Ghost on a different corner). */
export function freeCorners(state: RebelsState): Position[] {
  return CORNERS.filter((c) => !state.ghosts.includes(c));
}

/**
 * Where the seat's Ghost may move (Spielablauf 1): adjacent free tiles; only
 * if there are none, the next free tile behind an occupied one. On this
 * board with at most four Ghosts the list is never empty (proved
 * exhaustively in rebels.reachability.spec.ts), so the rules need no
 * "cannot move" case.
 */
export function moveTargets(state: RebelsState, seat: Seat): { targets: Position[]; jumping: boolean } {
  const from = state.ghosts[seat];
  if (from === null || from === undefined) return { targets: [], jumping: false };
  const occupied = occupiedBy(state);
  const adjacent = neighbours(from).filter((p) => !occupied(p));
  if (adjacent.length > 0) return { targets: [...adjacent], jumping: false };
  return { targets: jumpTargets(from, occupied), jumping: true };
}

/** Tiles the seat may reveal (Spielablauf 2): adjacent, free of Ghosts, not a gap. */
export function revealTargets(state: RebelsState, seat: Seat): Position[] {
  const at = state.ghosts[seat];
  if (at === null || at === undefined) return [];
  const occupied = occupiedBy(state);
  return neighbours(at).filter((p) => !occupied(p) && state.grid[p] !== null);
}

export function commitChoices(state: RebelsState, seat: Seat): RebelsAction[] {
  const h = state.holdings[seat];
  const choices: RebelsAction[] = [];
  for (const ally of h.ally ? [false, true] : [false]) {
    for (let forceChips = 0; forceChips <= h.forceChips; forceChips++) choices.push({ type: 'CommitStrength', ally, forceChips });
  }
  return choices;
}

/** Everything `seat` may do now; empty when it is not this seat's decision. */
export function rebelsLegalActions(state: RebelsState, seat: Seat): RebelsAction[] {
  if (seat !== state.current) return [];
  switch (state.phase) {
    case 'new':
    case 'ended':
      return [];
    case 'placeGhost':
      return freeCorners(state).map((position) => ({ type: 'PlaceGhost', position }));
    case 'move': {
      return moveTargets(state, seat).targets.map((to) => ({ type: 'MoveGhost', to }));
    }
    case 'reveal': {
      return revealTargets(state, seat).map((position) => ({ type: 'RevealTile', position }));
    }
    case 'enemy':
      return [{ type: 'TakeForceChip' }, { type: 'Fight' }];
    case 'fight':
      return commitChoices(state, seat);
  }
}
