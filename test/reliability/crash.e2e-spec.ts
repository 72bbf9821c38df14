import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crashWorkload } from '../../bench/reliability/crash.workload.js';
import { ensureBuilt } from '../../bench/reliability/service.process.js';
import { backends } from '../support/app.harness.js';
import { dropSchema, freshSchema } from './support/schema.js';

describe.each(backends())('kill -9 while writing on %s', (backend) => {
  const dir = mkdtempSync(join(tmpdir(), 'holocron-crash-'));
  const schema = freshSchema('crash');
  // Spawns the built service: build first if the sources are newer (npm test has built it already).
  beforeAll(ensureBuilt, 300_000);
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    if (backend === 'postgres') await dropSchema(schema);
  });

  it('loses no acknowledged action and applies none twice, across restarts', async () => {
    const env: Record<string, string> =
      backend === 'postgres'
        ? { DATABASE_URL: process.env.DATABASE_URL!, HOLOCRON_DB_SCHEMA: schema }
        : { DATABASE_URL: '', HOLOCRON_DATA_DIR: join(dir, 'data') };
    // PGlite restarts take longer (the WASM database recovers on open): fewer kills there; npm run soak does more.
    const kills = backend === 'postgres' ? 3 : 2;
    const figures = await crashWorkload({ env, kills, writers: 4, acksPerKill: 12, seed: `crash-${backend}` });
    console.log(`kill -9 on ${backend}: ${JSON.stringify({ ...figures, restartMs: figures.restartMs.map(Math.round) })}`);
    expect(figures.acknowledged).toBeGreaterThanOrEqual(12 * kills);
    expect(figures).toMatchObject({ kills, lost: 0, unaccounted: 0 });
  }, 300_000);
});
