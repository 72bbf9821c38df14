import 'reflect-metadata';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../../src/app.factory.js';
import { configFromEnv } from '../../src/config/holocron.config.js';
import { DataDirLock, DataDirLockedError } from '../../src/database/data-dir.lock.js';
import { ensureBuilt, failedStart, startService } from '../../bench/reliability/service.process.js';

describe('one PGlite folder, one instance', () => {
  let dir: string;
  beforeAll(ensureBuilt, 300_000);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'holocron-lock-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second process with a message in German and English and a non-zero exit; a killed owner is taken over', async () => {
    const first = await startService({ HOLOCRON_DATA_DIR: dir, DATABASE_URL: '' });
    try {
      const second = await failedStart({ HOLOCRON_DATA_DIR: dir, DATABASE_URL: '' });
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(`Der Datenordner wird schon von einer anderen Holocron-Instanz benutzt (Prozess ${first.child.pid})`);
      expect(second.output).toContain(`The data folder is already in use by another Holocron instance (process ${first.child.pid})`);

      const created = await request(first.url).post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201);
      await first.kill9();
      expect(JSON.parse(readFileSync(join(dir, 'holocron.lock'), 'utf8')).pid).toBe(first.child.pid);

      const third = await startService({ HOLOCRON_DATA_DIR: dir, DATABASE_URL: '' });
      try {
        await request(third.url).get(`/v1/games/${created.body.id}`).expect(200);
        expect(JSON.parse(readFileSync(join(dir, 'holocron.lock'), 'utf8')).pid).toBe(third.child.pid);
      } finally {
        await third.stop();
      }
      expect(existsSync(join(dir, 'holocron.lock'))).toBe(false);
    } finally {
      await first.stop();
    }
  }, 240_000);

  it('refuses a second app in the same process, and frees the folder when the first closes', async () => {
    const config = { ...configFromEnv({}), dataDir: dir };
    const app = await createApp(config, false);
    await app.init();
    await expect(createApp(config, false)).rejects.toBeInstanceOf(DataDirLockedError);
    await app.close();
    const again = await createApp(config, false);
    await again.close();
  });

  it('takes over a lock whose process is gone, or that names this process without holding it; never a live one', async () => {
    const lockFile = join(dir, 'holocron.lock');
    const owner = (pid: number) => JSON.stringify({ pid, host: 'h', since: new Date().toISOString() });

    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(lockFile, owner(gone.pid!));
    DataDirLock.acquire(dir).release();

    writeFileSync(lockFile, owner(process.pid));
    DataDirLock.acquire(dir).release();

    const live = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(lockFile, owner(live.pid!));
      expect(() => DataDirLock.acquire(dir)).toThrow(DataDirLockedError);
      expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(live.pid);
    } finally {
      live.kill('SIGKILL');
    }
  });
});
