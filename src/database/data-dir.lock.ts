import { linkSync, readFileSync, realpathSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { text, type Text } from '../engine/core/text.js';

interface Owner {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
}

/** Another live process (or this one) already has the folder. */
export class DataDirLockedError extends Error {
  readonly messages: Text;

  constructor(
    readonly lockFile: string,
    readonly owner: Owner | null,
  ) {
    const who = owner ? `${owner.pid}` : '?';
    const messages = text(
      `Der Datenordner wird schon von einer anderen Holocron-Instanz benutzt (Prozess ${who}). ` +
        `Zwei Instanzen auf einem PGlite-Ordner verlieren Daten: die andere beenden, einen anderen HOLOCRON_DATA_DIR wählen ` +
        `oder für mehrere Instanzen Postgres (DATABASE_URL) nehmen. Sperrdatei: ${lockFile}`,
      `The data folder is already in use by another Holocron instance (process ${who}). ` +
        `Two instances on one PGlite folder lose data: stop the other, choose another HOLOCRON_DATA_DIR, ` +
        `or use Postgres (DATABASE_URL) for several instances. Lock file: ${lockFile}`,
    );
    super(messages.en);
    this.name = 'DataDirLockedError';
    this.messages = messages;
  }
}

/** Folders this process holds, so a second app in the same process is refused too. */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Owner;
    return Number.isInteger(owner.pid) ? owner : null;
  } catch {
    return null;
  }
}

/**
 * The lock on a PGlite folder: PGlite does not stop a second process from opening the same
 * folder, and two writers lose acknowledged data. The lock file holds the owner's pid; a lock
 * whose process is gone (a crash, kill -9) is taken over. The pid of this process in the file
 * is stale too (a restarted container gets the same pid), unless this process holds the folder.
 */
export class DataDirLock {
  private constructor(
    private readonly file: string,
    private readonly key: string,
  ) {}

  static acquire(dir: string): DataDirLock {
    const key = realpathSync(dir);
    const file = join(dir, 'holocron.lock');
    if (held.has(key)) throw new DataDirLockedError(file, readOwner(file));
    const mine: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
    const staging = `${file}.${process.pid}`;
    writeFileSync(staging, JSON.stringify(mine));
    try {
      for (let attempt = 0; attempt < 5; attempt++) {
        try {
          // link() fails if the lock exists: only one process can create it.
          linkSync(staging, file);
          held.add(key);
          return new DataDirLock(file, key);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
        const owner = readOwner(file);
        if (owner && owner.pid !== process.pid && alive(owner.pid)) throw new DataDirLockedError(file, owner);
        DataDirLock.removeStale(file, owner);
      }
      throw new DataDirLockedError(file, readOwner(file));
    } finally {
      unlinkSync(staging);
    }
  }

  /**
   * Moves the stale lock aside and checks that what it moved is the lock it judged stale; if
   * another starter took the folder over in between, its lock goes back in place.
   */
  private static removeStale(file: string, stale: Owner | null): void {
    const aside = `${file}.stale.${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const moved = readOwner(aside);
    if (moved && stale && (moved.pid !== stale.pid || moved.since !== stale.since)) {
      try {
        linkSync(aside, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
    unlinkSync(aside);
  }

  release(): void {
    held.delete(this.key);
    if (readOwner(this.file)?.pid === process.pid) unlinkSync(this.file);
  }
}
