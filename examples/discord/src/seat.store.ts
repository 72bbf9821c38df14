import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** One seat of a game played in a channel: its Discord user and its Holocron token. */
export interface SeatEntry {
  readonly seat: number;
  readonly userId: string;
  readonly token: string;
}

export interface StoredGame {
  readonly gameId: string;
  readonly game: string;
  readonly channelId: string;
  readonly seats: readonly SeatEntry[];
}

/**
 * Where seat tokens live: outside Discord, never in a message. A token is the
 * seat (whoever holds it acts for it and sees its secrets), so the bot keeps
 * them here and only ever tells Discord which user sits where.
 */
export interface SeatStore {
  save(game: StoredGame): Promise<void>;
  get(gameId: string): Promise<StoredGame | undefined>;
}

/** Tokens in the process's memory: lost on restart, enough for tests and a try-out. */
export class MemorySeatStore implements SeatStore {
  private readonly games = new Map<string, StoredGame>();

  async save(game: StoredGame): Promise<void> {
    this.games.set(game.gameId, game);
  }

  async get(gameId: string): Promise<StoredGame | undefined> {
    return this.games.get(gameId);
  }
}

/** Tokens in one JSON file readable by the bot's user only (mode 0600), written whole and renamed so a crash leaves the old file. */
export class FileSeatStore implements SeatStore {
  constructor(private readonly path: string) {}

  async save(game: StoredGame): Promise<void> {
    const all = await this.all();
    all[game.gameId] = game;
    await mkdir(dirname(this.path), { recursive: true });
    const tmp = `${this.path}.tmp`;
    await writeFile(tmp, JSON.stringify(all, null, 2), { mode: 0o600 });
    await chmod(tmp, 0o600);
    await rename(tmp, this.path);
  }

  async get(gameId: string): Promise<StoredGame | undefined> {
    return (await this.all())[gameId];
  }

  private async all(): Promise<Record<string, StoredGame>> {
    try {
      return JSON.parse(await readFile(this.path, 'utf8')) as Record<string, StoredGame>;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw e;
    }
  }
}
