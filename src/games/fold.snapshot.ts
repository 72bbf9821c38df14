import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { GameEnding } from './game-life/game-ending.js';

/** A fold is written as a snapshot once this many events were folded since the last one. */
export const SNAPSHOT_EVERY = 250;

/** What a snapshot holds: the folded state and how the game ended, as of its version. */
export interface Fold {
  readonly state: unknown;
  readonly ending: GameEnding | null;
}

export interface EncodedFold {
  readonly text: string;
  readonly checksum: string;
}

function engineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? engineFiles(join(dir, d.name)) : /\.(js|ts|json)$/.test(d.name) && !/\.(spec|d)\.(js|ts)$/.test(d.name) ? [join(dir, d.name)] : []))
    .sort();
}

/**
 * The engine build a snapshot was folded by: a hash of the engine's code (src/engine), so any
 * change to how events fold makes every older snapshot stale, and it is rebuilt from the events.
 */
export const ENGINE_VERSION = ((): string => {
  const root = fileURLToPath(new URL('../engine/', import.meta.url));
  const hash = createHash('sha256');
  for (const file of engineFiles(root)) hash.update(file.slice(root.length)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
})();

function checksum(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The fold as a snapshot's text, or null when JSON cannot carry it faithfully (then none is kept). */
export function encodeFold(fold: Fold): EncodedFold | null {
  const text = JSON.stringify({ state: fold.state, ending: fold.ending });
  if (!isDeepStrictEqual(JSON.parse(text), { state: fold.state, ending: fold.ending })) return null;
  return { text, checksum: checksum(text) };
}

/** The fold a snapshot holds, or null when its text does not match its checksum or does not parse. */
export function decodeFold(text: string, sum: string): Fold | null {
  if (checksum(text) !== sum) return null;
  try {
    const fold = JSON.parse(text) as Fold;
    return fold !== null && typeof fold === 'object' && 'state' in fold ? { state: fold.state, ending: fold.ending ?? null } : null;
  } catch {
    return null;
  }
}
