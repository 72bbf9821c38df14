import { text, type Text } from '../core/text.js';

export type TileCategory = 'enemy' | 'ally' | 'support' | 'nebula';

export type EnemyType =
  | 'stormtrooper'
  | 'agent-kallus'
  | 'tie-fighter'
  | 'tie-fighter-geschwader'
  | 'sternzerstoerer'
  | 'inquisitor'
  | 'darth-vader';

export type TileType =
  | EnemyType
  | 'ezra-bridger'
  | 'kanan-jarrus'
  | 'garazeb-orrelios'
  | 'hera-syndulla'
  | 'sabine-wren'
  | 'chopper'
  | 'phantom'
  | 'lichtschwert'
  | 'ab-75-bo-gewehr'
  | 'kosmischer-nebel';

export interface TileTypeSpec {
  readonly type: TileType;
  readonly category: TileCategory;
  readonly name: Text;
  readonly count: number;
}

/** The 30 space tiles as the seed's "Spielmaterial" lists them. */
export const TILE_TYPES: readonly TileTypeSpec[] = [
  { type: 'stormtrooper', category: 'enemy', name: text('Stormtrooper', 'Stormtrooper'), count: 3 },
  { type: 'agent-kallus', category: 'enemy', name: text('Agent Kallus', 'Agent Kallus'), count: 1 },
  { type: 'tie-fighter', category: 'enemy', name: text('TIE fighter', 'TIE fighter'), count: 4 },
  {
    type: 'tie-fighter-geschwader',
    category: 'enemy',
    name: text('TIE fighter-Geschwader', 'TIE fighter squadron'),
    count: 4,
  },
  { type: 'sternzerstoerer', category: 'enemy', name: text('Sternzerstörer', 'Star Destroyer'), count: 4 },
  { type: 'inquisitor', category: 'enemy', name: text('Inquisitor', 'Inquisitor'), count: 1 },
  { type: 'darth-vader', category: 'enemy', name: text('Darth Vader', 'Darth Vader'), count: 1 },
  { type: 'ezra-bridger', category: 'ally', name: text('Ezra Bridger', 'Ezra Bridger'), count: 1 },
  { type: 'kanan-jarrus', category: 'ally', name: text('Kanan Jarrus', 'Kanan Jarrus'), count: 1 },
  { type: 'garazeb-orrelios', category: 'ally', name: text('Garazeb Orrelios', 'Garazeb Orrelios'), count: 1 },
  { type: 'hera-syndulla', category: 'ally', name: text('Hera Syndulla', 'Hera Syndulla'), count: 1 },
  { type: 'sabine-wren', category: 'ally', name: text('Sabine Wren', 'Sabine Wren'), count: 1 },
  { type: 'chopper', category: 'support', name: text('Chopper', 'Chopper'), count: 1 },
  { type: 'phantom', category: 'support', name: text('Phantom', 'Phantom'), count: 1 },
  { type: 'lichtschwert', category: 'support', name: text('Lichtschwert', 'Lightsaber'), count: 1 },
  { type: 'ab-75-bo-gewehr', category: 'support', name: text('AB-75-Bo-Gewehr', 'AB-75 bo-rifle'), count: 1 },
  { type: 'kosmischer-nebel', category: 'nebula', name: text('Kosmischer Nebel', 'Cosmic nebula'), count: 3 },
];

const BY_TYPE = new Map(TILE_TYPES.map((t) => [t.type, t]));

export function tileType(type: TileType): TileTypeSpec {
  return BY_TYPE.get(type)!;
}

export function isTileType(value: unknown): value is TileType {
  return typeof value === 'string' && BY_TYPE.has(value as TileType);
}

/**
 * A physical tile: its type and, where the box has several, which copy
 * (`tie-fighter#2`). The copy number only tells equal tiles apart.
 */
export type TileId = string;

export function tileId(type: TileType, copy: number): TileId {
  return `${type}#${copy}`;
}

export function typeOfTile(id: TileId): TileType {
  return id.slice(0, id.indexOf('#')) as TileType;
}

export function categoryOf(id: TileId): TileCategory {
  return tileType(typeOfTile(id)).category;
}

/** Every tile in the box, in a fixed order; setup shuffles it. */
export const ALL_TILES: readonly TileId[] = TILE_TYPES.flatMap((t) =>
  Array.from({ length: t.count }, (_, i) => tileId(t.type, i + 1)),
);

export const FORCE_CHIPS_IN_BOX = 20;
/** "Jeder Spieler darf maximal 5 Macht-Chips besitzen!" (seed p. 4 and p. 6). */
export const MAX_FORCE_CHIPS = 5;
export const GRID_TILES = 16;

/** The ten-sided die; the FAQ calls its highest face "10" (seed, FAQ). */
export const D10 = { id: 'd10', faces: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } as const;

/** Support: +1 in every duel (seed p. 3); an ally: +2 in one duel, 1 point if kept (seed p. 3). */
export const SUPPORT_BONUS = 1;
export const ALLY_BONUS = 2;
export const KEPT_ALLY_POINTS = 1;

export interface EnemyValues {
  readonly strength: number;
  readonly points: number;
}

/**
 * The white number and the points printed on each enemy tile. The seed gives
 * only the TIE fighter's +3 (example, p. 6) and a legend showing +3 and 3
 * points; the rest are Holocron's defaults (docs/games/rebels-attack.md), and
 * `options.enemies` overrides them.
 */
export const DEFAULT_ENEMY_VALUES: Readonly<Record<EnemyType, EnemyValues>> = {
  stormtrooper: { strength: 1, points: 1 },
  'tie-fighter': { strength: 3, points: 3 },
  'tie-fighter-geschwader': { strength: 4, points: 4 },
  'agent-kallus': { strength: 4, points: 4 },
  sternzerstoerer: { strength: 5, points: 5 },
  inquisitor: { strength: 6, points: 6 },
  'darth-vader': { strength: 7, points: 7 },
};

export const ENEMY_TYPES = Object.keys(DEFAULT_ENEMY_VALUES) as EnemyType[];
