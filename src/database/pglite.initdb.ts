import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Runs once in a child Node process; argv: PGlite's CommonJS entry, the folder, the start parameters as JSON. */
const CHILD = `const { PGlite } = require(process.argv[1]);
PGlite.create({ dataDir: process.argv[2], startParams: JSON.parse(process.argv[3]) })
  .then((pg) => pg.close())
  .catch((error) => { console.error(error); process.exit(1); });`;

/**
 * Creates a new PGlite folder (initdb) in a child process. PGlite runs initdb in two WebAssembly
 * instances of its own besides the one it keeps, and in this process they would leave 50-120 MiB
 * of resident memory behind after they are freed (docs/operations.md, PGlite's memory): a
 * fresh folder's service idled at 382 MiB, a reopened one at 333. A folder that has PG_VERSION
 * is Postgres's own mark of a finished initdb and is left alone.
 */
export function initPgliteFolder(dataDir: string, startParams: readonly string[]): void {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return;
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const run = spawnSync(process.execPath, ['-e', CHILD, entry, dataDir, JSON.stringify(startParams)], { encoding: 'utf8' });
  if (run.status !== 0) {
    throw new Error(`PGlite could not create its folder ${dataDir} (exit ${run.status ?? run.signal}): ${(run.stderr || run.error?.message || '').trim()}`);
  }
}
