/**
 * The space: 4 rows of 4 hexagonal tiles (FACTS.md: the tiles are hexagons),
 * every odd row shifted half a tile to the right ("odd-r" offset layout).
 * Positions are numbered row by row, 0 (top left) to 15 (bottom right).
 */
export const ROWS = 4;
export const COLS = 4;
export const POSITIONS = ROWS * COLS;
export const LAYOUT = 'hex-odd-r' as const;

export type Position = number;

/** The four corners, where the Ghosts start (seed p. 2, Spielvorbereitung). */
export const CORNERS: readonly Position[] = [0, COLS - 1, POSITIONS - COLS, POSITIONS - 1];

export function isPosition(p: unknown): p is Position {
  return Number.isInteger(p) && (p as number) >= 0 && (p as number) < POSITIONS;
}

export function rowOf(p: Position): number {
  return Math.floor(p / COLS);
}

export function colOf(p: Position): number {
  return p % COLS;
}

/** Axial hex directions; walking one of them repeatedly is a straight line. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, 0],
  [-1, 1],
  [0, 1],
];

function toAxial(p: Position): [number, number] {
  const r = rowOf(p);
  return [colOf(p) - (r - (r & 1)) / 2, r];
}

function fromAxial(q: number, r: number): Position | null {
  if (r < 0 || r >= ROWS) return null;
  const c = q + (r - (r & 1)) / 2;
  if (c < 0 || c >= COLS) return null;
  return r * COLS + c;
}

/** The tile one step from `p` in direction `d`, or null off the board. */
export function step(p: Position, d: number): Position | null {
  const [q, r] = toAxial(p);
  return fromAxial(q + DIRECTIONS[d][0], r + DIRECTIONS[d][1]);
}

const NEIGHBOURS: readonly (readonly Position[])[] = Array.from({ length: POSITIONS }, (_, p) =>
  DIRECTIONS.map((_, d) => step(p, d)).filter((n): n is Position => n !== null),
);

/** Directly adjacent tiles ("benachbart heißt: direkt angrenzend"). */
export function neighbours(p: Position): readonly Position[] {
  return NEIGHBOURS[p];
}

export function areAdjacent(a: Position, b: Position): boolean {
  return NEIGHBOURS[a].includes(b);
}

/**
 * "Kein benachbartes Feld frei? ... darfst du auf das nächste freie Feld
 * hinter einem besetzten Feld ziehen" (seed p. 2): from `p`, through each
 * occupied neighbour, straight on past occupied tiles to the first free one.
 */
export function jumpTargets(p: Position, occupied: (q: Position) => boolean): Position[] {
  const targets: Position[] = [];
  for (let d = 0; d < DIRECTIONS.length; d++) {
    let q = step(p, d);
    if (q === null || !occupied(q)) continue;
    while (q !== null && occupied(q)) q = step(q, d);
    if (q !== null) targets.push(q);
  }
  return targets;
}
