import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { contentionWorkload } from './contention.workload.js';
import { crashWorkload } from './crash.workload.js';

/**
 * `npm run soak`: the reliability suite's workloads, longer. Prints its figures and exits non-zero
 * if anything was lost, doubled or delivered out of order. Postgres runs when DATABASE_URL is set.
 * SOAK_KILLS (default 12), SOAK_ROUNDS (default 40) and SOAK_INSTANCES (default 3) scale it.
 */
const kills = Number(process.env.SOAK_KILLS ?? 12);
const rounds = Number(process.env.SOAK_ROUNDS ?? 40);
const instances = Number(process.env.SOAK_INSTANCES ?? 3);
const url = process.env.DATABASE_URL;
let failed = false;
const t0 = performance.now();

function print(label: string, figures: object): void {
  console.log(`${label}: ${JSON.stringify(figures, (_, v) => (typeof v === 'number' ? Math.round(v * 10) / 10 : v))}`);
}

async function withSchema<T>(work: (schema: string) => Promise<T>): Promise<T> {
  const schema = `soak_${randomBytes(6).toString('hex')}`;
  try {
    return await work(schema);
  } finally {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}

if (url) {
  const figures = await withSchema((schema) =>
    contentionWorkload({ env: { DATABASE_URL: url, HOLOCRON_DB_SCHEMA: schema }, instances, games: 8, rounds, submitters: 3 * instances, seed: 'soak' }),
  );
  print(`${instances} instances over one Postgres`, figures);
  failed ||= figures.badRounds + figures.otherAnswers + figures.lost + figures.unaccounted + figures.badSubscribers > 0;
}

const dir = mkdtempSync(join(tmpdir(), 'holocron-soak-'));
try {
  const figures = await crashWorkload({ env: { DATABASE_URL: '', HOLOCRON_DATA_DIR: join(dir, 'data') }, kills, writers: 8, acksPerKill: 40, seed: 'soak-pglite' });
  print('kill -9 on PGlite', figures);
  failed ||= figures.lost + figures.unaccounted > 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (url) {
  const figures = await withSchema((schema) =>
    crashWorkload({ env: { DATABASE_URL: url, HOLOCRON_DB_SCHEMA: schema }, kills, writers: 8, acksPerKill: 40, seed: 'soak-postgres' }),
  );
  print('kill -9 on Postgres', figures);
  failed ||= figures.lost + figures.unaccounted > 0;
}

console.log(`soak: ${((performance.now() - t0) / 1000).toFixed(1)} s, ${failed ? 'FAILED' : 'nothing lost, doubled or out of order'}`);
process.exit(failed ? 1 : 0);
