import { EngineInvariantError } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import type { RebelsEvent } from './rebels.events.js';
import { categoryOf, DEFAULT_ENEMY_VALUES } from './tiles.data.js';
import type { Holding, RebelsState } from './rebels.state.js';

export function initialRebelsState(): RebelsState {
  return {
    phase: 'new',
    players: 0,
    options: { firstSeat: 0, enemies: DEFAULT_ENEMY_VALUES },
    sandbox: false,
    grid: [],
    faceUp: null,
    stack: [],
    ghosts: [],
    holdings: [],
    current: 0,
    turn: 0,
    extraTurn: false,
    duel: null,
    outcome: null,
  };
}

function withHolding(state: RebelsState, seat: number, change: (h: Holding) => Holding): RebelsState {
  return { ...state, holdings: state.holdings.map((h, i) => (i === seat ? change(h) : h)) };
}

function withGrid(state: RebelsState, position: number, tile: string | null): RebelsState {
  return { ...state, grid: state.grid.map((t, i) => (i === position ? tile : t)) };
}

/** Pure: folds one fact into the state; never rolls, never decides. */
export function evolveRebels(state: RebelsState, event: RebelsEvent): RebelsState {
  switch (event.type) {
    case 'GameOpened': {
      const { players, options } = event.payload;
      return {
        ...initialRebelsState(),
        players,
        options,
        ghosts: Array(players).fill(null),
        holdings: Array.from({ length: players }, () => ({ support: null, ally: null, enemies: [], forceChips: 0 })),
      };
    }
    case 'SpaceDealt':
      return { ...state, grid: event.payload.grid, stack: event.payload.stack };
    case 'SandboxPositionSet': {
      const { grid, stack, ghosts, holdings, current } = event.payload;
      return { ...state, sandbox: true, grid, stack, ghosts, holdings, current };
    }
    case 'FirstPlayerChosen':
      return { ...state, phase: 'placeGhost', current: event.payload.seat };
    case 'GhostPlaced': {
      const { seat, position } = event.payload;
      return {
        ...state,
        ghosts: state.ghosts.map((g, i) => (i === seat ? position : g)),
        current: (seat + 1) % state.players,
      };
    }
    case 'TurnBegan':
      return {
        ...state,
        phase: 'move',
        current: event.payload.seat,
        turn: event.payload.turn,
        extraTurn: false,
        duel: null,
        faceUp: null,
      };
    case 'GhostMoved': {
      const { seat, to } = event.payload;
      return { ...state, phase: 'reveal', ghosts: state.ghosts.map((g, i) => (i === seat ? to : g)) };
    }
    case 'TileRevealed': {
      const { position, tile } = event.payload;
      if (state.grid[position] !== tile) throw new EngineInvariantError(`revealed ${tile} but ${state.grid[position]} lies there`);
      return { ...state, faceUp: position, phase: categoryOf(tile) === 'enemy' ? 'enemy' : state.phase };
    }
    case 'SupportTaken': {
      const { seat, position, tile } = event.payload;
      return withGrid(withHolding({ ...state, faceUp: null }, seat, (h) => ({ ...h, support: tile })), position, null);
    }
    case 'AllyTaken': {
      const { seat, position, tile } = event.payload;
      return withGrid(withHolding({ ...state, faceUp: null }, seat, (h) => ({ ...h, ally: tile })), position, null);
    }
    case 'TileTurnedFaceDown':
      return { ...state, faceUp: null };
    case 'ExtraTurnGranted':
      return { ...state, phase: 'move', extraTurn: true };
    case 'ForceChipTaken': {
      const { seat, gained } = event.payload;
      return withHolding(state, seat, (h) => ({ ...h, forceChips: h.forceChips + gained }));
    }
    case 'DuelRolled': {
      const { position, enemyDie, enemyStrength, playerDie } = event.payload;
      return { ...state, phase: 'fight', duel: { position, enemyDie, enemyStrength, playerDie } };
    }
    case 'DuelWon': {
      const { seat, position, tile, allySpent, forceChipsSpent } = event.payload;
      const won = withHolding({ ...state, duel: null, faceUp: null }, seat, (h) => ({
        ...h,
        enemies: [...h.enemies, tile],
        ally: allySpent ? null : h.ally,
        forceChips: h.forceChips - forceChipsSpent,
      }));
      return withGrid(won, position, null);
    }
    case 'DuelLost':
      return { ...state, duel: null };
    case 'AllyPutUnderStack':
      return { ...state, stack: [...state.stack, event.payload.tile] };
    case 'NebulaRolled': {
      const { seat, forceChipsChange } = event.payload;
      return withHolding(state, seat, (h) => ({ ...h, forceChips: h.forceChips + forceChipsChange }));
    }
    case 'GapFilled': {
      const [top, ...rest] = state.stack;
      if (top === undefined) throw new EngineInvariantError('gap filled from an empty stack');
      return withGrid({ ...state, stack: rest }, event.payload.position, top);
    }
    case 'GameEnded': {
      const { scores, winners } = event.payload;
      const names = winners.join(', ');
      return {
        ...state,
        phase: 'ended',
        duel: null,
        faceUp: null,
        outcome: {
          winners,
          scores: scores.map((s) => ({ seat: s.seat, points: s.points, tieBreak: s.forceChips })),
          reason: text(
            `Der Stapel ist leer und eine Lücke bleibt: Schlusswertung. Sieger: Platz ${names}.`,
            `The stack is empty and a gap remains: final scoring. Winner: seat ${names}.`,
          ),
        },
      };
    }
  }
}
