import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { configFromEnv } from '../config/holocron.config.js';
import { Database } from './database.service.js';
import { PGLITE_SHARED_BUFFERS } from './pglite.settings.js';

describe('PGlite settings', () => {
  const parent = mkdtempSync(join(tmpdir(), 'holocron-pglite-'));
  let db: Database;

  beforeAll(async () => {
    db = await Database.open(configFromEnv({ HOLOCRON_DATA_DIR: join(parent, 'data') }), { pg_trgm });
  });

  afterAll(async () => {
    await db.onApplicationShutdown();
    rmSync(parent, { recursive: true, force: true });
  });

  it('starts Postgres with small shared buffers, overriding the 128MB initdb writes', async () => {
    const rows = (await db.dataSource.query('SHOW shared_buffers')) as { shared_buffers: string }[];
    expect(rows[0].shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
  });

  it('keeps the WebAssembly memory at the module floor of 128 MiB through initdb and migrations', () => {
    expect(db.pgliteMemoryBytes()).toBe(128 * 1024 * 1024);
  });
});
