import { TILE_TYPES, type TileType } from './tiles.data.js';

/**
 * A sandbox position for specs: the tiles named in `at` where they are, the
 * rest of the grid and `stack` filled from what is left in the box.
 */
export function position(opts: {
  at?: Record<number, TileType>;
  stack?: TileType[] | number;
  ghosts: number[];
  players?: { support?: TileType; ally?: TileType; enemies?: TileType[]; forceChips?: number }[];
  current?: number;
}) {
  const left = new Map(TILE_TYPES.map((t) => [t.type, t.count]));
  const use = (t: TileType) => left.set(t, left.get(t)! - 1);
  for (const t of Object.values(opts.at ?? {})) use(t);
  const explicitStack = Array.isArray(opts.stack) ? opts.stack : [];
  explicitStack.forEach(use);
  for (const p of opts.players ?? []) {
    if (p.support) use(p.support);
    if (p.ally) use(p.ally);
    p.enemies?.forEach(use);
  }
  const pool = () => {
    const next = [...left].find(([t, n]) => n > 0 && t !== 'kosmischer-nebel');
    if (!next) throw new Error('box exhausted');
    use(next[0]);
    return next[0];
  };
  const grid = Array.from({ length: 16 }, (_, i) => opts.at?.[i] ?? pool());
  const stack = Array.isArray(opts.stack) ? opts.stack : Array.from({ length: opts.stack ?? 0 }, pool);
  return { grid, stack, ghosts: opts.ghosts, players: opts.players ?? [], current: opts.current ?? 0 };
}
