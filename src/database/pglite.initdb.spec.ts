import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initPgliteFolder } from './pglite.initdb.js';
import { PGLITE_START_PARAMS } from './pglite.settings.js';

describe('initPgliteFolder', () => {
  const parent = mkdtempSync(join(tmpdir(), 'holocron-initdb-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('creates a Postgres folder in a child process and leaves a finished one alone', () => {
    const dir = join(parent, 'data');
    initPgliteFolder(dir, PGLITE_START_PARAMS);
    expect(readFileSync(join(dir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    const made = statSync(join(dir, 'postgresql.conf')).mtimeMs;
    initPgliteFolder(dir, PGLITE_START_PARAMS);
    expect(statSync(join(dir, 'postgresql.conf')).mtimeMs).toBe(made);
  });

  it('says which folder it could not create when initdb fails', () => {
    const file = join(parent, 'a-file');
    writeFileSync(file, 'not a folder');
    expect(() => initPgliteFolder(join(file, 'data'), PGLITE_START_PARAMS)).toThrow(`PGlite could not create its folder ${join(file, 'data')}`);
  });
});
