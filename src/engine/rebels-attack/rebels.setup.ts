import type { Emitted } from '../core/game.contract.js';
import type { Rng } from '../core/rng.random.js';
import { ruleViolation, type RuleViolation } from '../core/rule-violation.error.js';
import { text } from '../core/text.js';
import { PUBLIC, SERVER_ONLY } from '../core/visibility.view.js';
import { isPosition, POSITIONS } from './board.geometry.js';
import type { RebelsEvent } from './rebels.events.js';
import type { RebelsOptions } from './rebels.options.js';
import type { Holding } from './rebels.state.js';
import { RULES } from './rules.ref.js';
import {
  ALL_TILES,
  FORCE_CHIPS_IN_BOX,
  GRID_TILES,
  isTileType,
  MAX_FORCE_CHIPS,
  tileId,
  tileType,
  TILE_TYPES,
  type TileCategory,
  type TileId,
  type TileType,
} from './tiles.data.js';

/**
 * Spielvorbereitung: shuffle the 30 tiles, 16 face down as a 4×4 space, the
 * other 14 as the stack; the creator names the youngest player, who places
 * first. The deal is server-only; everyone learns only how many tiles lie where.
 */
export function setupRebels(options: RebelsOptions, players: number, rng: Rng): Emitted<RebelsEvent>[] {
  const tiles = rng.shuffle(ALL_TILES);
  const grid = tiles.slice(0, GRID_TILES);
  const stack = tiles.slice(GRID_TILES);
  return [
    { event: { type: 'GameOpened', payload: { players, options } }, visibility: PUBLIC },
    {
      event: { type: 'SpaceDealt', payload: { grid, stack } },
      visibility: SERVER_ONLY,
      redacted: { gridTiles: grid.length, stackTiles: stack.length },
    },
    { event: { type: 'FirstPlayerChosen', payload: { seat: options.firstSeat } }, visibility: PUBLIC },
  ];
}

const invalid = (de: string, en: string): RuleViolation =>
  ruleViolation('INVALID_SANDBOX_POSITION', text(`Ungültige Stellung: ${de}`, `Invalid position: ${en}`), RULES.material);

interface PlayerInput {
  support?: unknown;
  ally?: unknown;
  enemies?: unknown;
  forceChips?: unknown;
}

/**
 * Sandbox: a position at the start of a turn, given by tile types. Checked
 * against the box (Spielmaterial): no more tiles of a type, no more force
 * chips, than exist; holdings of the right kind; Ghosts on distinct tiles.
 */
export function sandboxRebels(position: unknown, options: RebelsOptions, players: number): Emitted<RebelsEvent>[] | RuleViolation {
  if (typeof position !== 'object' || position === null || Array.isArray(position)) {
    return invalid('position muss ein Objekt sein', 'position must be an object');
  }
  const { grid, stack = [], ghosts, players: playerInputs = [], current = options.firstSeat, ...rest } = position as Record<string, unknown>;
  if (Object.keys(rest).length) {
    return invalid(`unbekanntes Feld ${Object.keys(rest)[0]}`, `unknown field ${Object.keys(rest)[0]}`);
  }
  if (!Array.isArray(grid) || grid.length !== POSITIONS || !grid.every(isTileType)) {
    return invalid('grid muss 16 Feldtypen enthalten', 'grid must list 16 tile types');
  }
  if (!Array.isArray(stack) || !stack.every(isTileType)) return invalid('stack muss Feldtypen auflisten', 'stack must list tile types');
  if (!Array.isArray(ghosts) || ghosts.length !== players || !ghosts.every(isPosition) || new Set(ghosts).size !== players) {
    return invalid(`ghosts muss ${players} verschiedene Felder nennen`, `ghosts must name ${players} distinct positions`);
  }
  if (!Array.isArray(playerInputs) || playerInputs.length > players) {
    return invalid(`players darf höchstens ${players} Einträge haben`, `players may have at most ${players} entries`);
  }
  if (!Number.isInteger(current) || (current as number) < 0 || (current as number) >= players) {
    return invalid('current muss ein Platz des Spiels sein', 'current must be a seat of the game');
  }

  const used = new Map<TileType, number>();
  const take = (type: TileType): TileId => {
    const copy = (used.get(type) ?? 0) + 1;
    used.set(type, copy);
    return tileId(type, copy);
  };
  const holdingTile = (value: unknown, category: TileCategory, field: string): TileId | null | RuleViolation => {
    if (value === undefined || value === null) return null;
    if (!isTileType(value) || tileType(value).category !== category) {
      return invalid(`${field} muss ein Feld der Art ${category} sein`, `${field} must be a tile of kind ${category}`);
    }
    return take(value);
  };

  const holdings: Holding[] = [];
  for (let seat = 0; seat < players; seat++) {
    const input = (playerInputs[seat] ?? {}) as PlayerInput;
    if (typeof input !== 'object' || input === null) return invalid(`players[${seat}] muss ein Objekt sein`, `players[${seat}] must be an object`);
    const support = holdingTile(input.support, 'support', `players[${seat}].support`);
    if (typeof support === 'object' && support !== null) return support;
    const ally = holdingTile(input.ally, 'ally', `players[${seat}].ally`);
    if (typeof ally === 'object' && ally !== null) return ally;
    const enemyInput = input.enemies ?? [];
    if (!Array.isArray(enemyInput) || !enemyInput.every((e) => isTileType(e) && tileType(e).category === 'enemy')) {
      return invalid(`players[${seat}].enemies muss Gegnertypen auflisten`, `players[${seat}].enemies must list enemy types`);
    }
    const forceChips = input.forceChips ?? 0;
    if (!Number.isInteger(forceChips) || (forceChips as number) < 0 || (forceChips as number) > MAX_FORCE_CHIPS) {
      return invalid(`höchstens ${MAX_FORCE_CHIPS} Macht-Chips je Spieler`, `at most ${MAX_FORCE_CHIPS} force chips per player`);
    }
    holdings.push({
      support: support as TileId | null,
      ally: ally as TileId | null,
      enemies: (enemyInput as TileType[]).map(take),
      forceChips: forceChips as number,
    });
  }
  if (holdings.reduce((s, h) => s + h.forceChips, 0) > FORCE_CHIPS_IN_BOX) {
    return invalid(`es gibt nur ${FORCE_CHIPS_IN_BOX} Macht-Chips`, `there are only ${FORCE_CHIPS_IN_BOX} force chips`);
  }
  const gridTiles = (grid as TileType[]).map(take);
  const stackTiles = (stack as TileType[]).map(take);
  for (const spec of TILE_TYPES) {
    if ((used.get(spec.type) ?? 0) > spec.count) {
      return invalid(
        `${spec.name.de} gibt es nur ${spec.count}-mal`,
        `the box holds only ${spec.count} × ${spec.name.en}`,
      );
    }
  }
  return [
    { event: { type: 'GameOpened', payload: { players, options } }, visibility: PUBLIC },
    {
      event: {
        type: 'SandboxPositionSet',
        payload: { grid: gridTiles, stack: stackTiles, ghosts: ghosts as number[], holdings, current: current as number },
      },
      visibility: SERVER_ONLY,
      redacted: { gridTiles: gridTiles.length, stackTiles: stackTiles.length, ghosts, holdings, current },
    },
    { event: { type: 'TurnBegan', payload: { seat: current as number, turn: 1 } }, visibility: PUBLIC },
  ];
}
