import type { PendingDecision } from '../core/game.contract.js';
import { text } from '../core/text.js';
import type { Viewer } from '../core/visibility.view.js';
import { colOf, COLS, LAYOUT, neighbours, POSITIONS, rowOf } from './board.geometry.js';
import { positionName } from './rebels.actions.js';
import { scoreOf } from './rebels.score.js';
import { forceChipsInSupply, type Phase, type RebelsState } from './rebels.state.js';
import { categoryOf, FORCE_CHIPS_IN_BOX, tileType, typeOfTile, type EnemyType, type TileId } from './tiles.data.js';

const SORTED_NEIGHBOURS = Array.from({ length: POSITIONS }, (_, p) => [...neighbours(p)].sort((a, b) => a - b));

function tileView(state: RebelsState, id: TileId) {
  const type = typeOfTile(id);
  const spec = tileType(type);
  const values = spec.category === 'enemy' ? state.options.enemies[type as EnemyType] : undefined;
  return { id, type, category: categoryOf(id), name: spec.name, ...(values ?? {}) };
}

/**
 * What a viewer sees: everything on the table except the face of face-down
 * tiles and the order of the stack, which nobody may see. All seats and
 * spectators therefore see the same table.
 */
export function viewRebels(state: RebelsState, viewer: Viewer) {
  const board = Array.from({ length: POSITIONS }, (_, position) => {
    const tile = state.grid[position];
    const ghost = state.ghosts.indexOf(position);
    return {
      position,
      name: positionName(position),
      row: rowOf(position),
      col: colOf(position),
      neighbours: SORTED_NEIGHBOURS[position],
      state: tile === null ? 'gap' : state.faceUp === position ? 'faceUp' : 'faceDown',
      ...(tile !== null && state.faceUp === position ? { tile: tileView(state, tile) } : {}),
      ghost: ghost >= 0 ? ghost : null,
    };
  });
  return {
    sandbox: state.sandbox,
    you: viewer.kind === 'seat' ? viewer.seat : null,
    layout: { kind: LAYOUT, rows: POSITIONS / COLS, cols: COLS, oddRowsShiftedRight: true },
    phase: state.phase,
    turn: state.turn,
    current: state.phase === 'ended' ? null : state.current,
    extraTurn: state.extraTurn,
    board,
    stack: { count: state.stack.length },
    forceChipSupply: forceChipsInSupply(state, FORCE_CHIPS_IN_BOX),
    players: state.holdings.map((h, seat) => ({
      seat,
      ghost: state.ghosts[seat],
      support: h.support ? tileView(state, h.support) : null,
      ally: h.ally ? tileView(state, h.ally) : null,
      enemies: h.enemies.map((e) => tileView(state, e)),
      forceChips: h.forceChips,
      points: scoreOf(state, seat),
    })),
    duel: state.duel,
    enemyValues: state.options.enemies,
  };
}

const DECISIONS: Record<Exclude<Phase, 'new' | 'ended'>, { de: string; en: string }> = {
  placeGhost: { de: 'Ghost auf ein freies Eckfeld setzen', en: 'place the Ghost on a free corner' },
  move: { de: 'Ghost um ein Feld bewegen', en: 'move the Ghost one tile' },
  reveal: { de: 'ein benachbartes Feld aufdecken', en: 'reveal an adjacent tile' },
  enemy: { de: 'kämpfen oder einen Macht-Chip nehmen', en: 'fight or take a force chip' },
  fight: { de: 'Einsatz im Würfelduell wählen', en: 'choose what to spend in the duel' },
};

export function pendingRebels(state: RebelsState): PendingDecision[] {
  if (state.phase === 'new' || state.phase === 'ended') return [];
  const d = DECISIONS[state.phase];
  return [{ seat: state.current, decision: state.phase, label: text(d.de, d.en) }];
}
