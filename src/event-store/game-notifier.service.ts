import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../config/holocron.config.js';
import { Database } from '../database/database.service.js';
import { VERSIONS } from './hot.statements.js';

/** Called with the stream's new version, or with no version when the stream may have grown unseen. */
type Listener = (version?: number) => void;

/** What a NOTIFY carries: the game, its new version and whether it has bot seats. */
interface Announcement {
  readonly gameId: string;
  readonly version: number;
  /** Absent from an instance of an earlier version (during a rolling update): such a game may have bots. */
  readonly bots?: boolean;
}

/**
 * Tells subscribers that a game's stream grew (docs/ARCHITECTURE.md, Live updates). The NOTIFY
 * goes out after the append committed, in a transaction of its own, so notifying never holds up
 * the appends' commits; appends committed while one NOTIFY is on its way are announced together
 * in the next. It reaches every service instance listening on the same database. A wake-up can
 * still be lost (the appending instance dies between its commit and its NOTIFY, the NOTIFY
 * fails, or the LISTEN connection was down), so every `catchUpMs` the instance compares the
 * versions of the games it has subscribers for with what they were told, and after a reconnect
 * every subscriber reads from the last seq it delivered.
 */
@Injectable()
export class GameNotifier implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger('GameNotifier');
  private readonly listeners = new Map<string, Set<Listener>>();
  /** Told of every append heard to a game with bot seats (src/games/bots). */
  private readonly botAppendListeners = new Set<(gameId: string) => void>();
  private readonly channel: string;
  /** Committed versions not yet announced, and whether the game has bots, by game. */
  private readonly unsent = new Map<string, { version: number; bots: boolean }>();
  private sending = false;
  private catchUp: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    @Inject(HOLOCRON_CONFIG) private readonly config: HolocronConfig,
  ) {
    this.channel = `holocron_events_${db.schema}`;
  }

  async onModuleInit(): Promise<void> {
    await this.db.listen(
      this.channel,
      (payload) => this.dispatch(payload),
      () => this.resume(),
    );
    this.catchUp = setInterval(() => void this.compareVersions(), this.config.liveCatchUpMs);
    this.catchUp.unref();
  }

  onApplicationShutdown(): void {
    if (this.catchUp) clearInterval(this.catchUp);
  }

  /** After a lost LISTEN connection every subscriber catches up: its game may have moved meanwhile. */
  private resume(): void {
    for (const set of this.listeners.values()) for (const listener of set) listener();
  }

  private dispatch(payload: string): void {
    try {
      const { gameId, version, bots } = JSON.parse(payload) as Announcement;
      for (const listener of this.listeners.get(gameId) ?? []) listener(version);
      if (bots !== false) for (const listener of this.botAppendListeners) listener(gameId);
    } catch (error) {
      this.log.warn(`ignored notification ${payload}: ${(error as Error).message}`);
    }
  }

  /** The catch-up by version: each subscribed game's version, to its listeners, which read on only if it moved past them. */
  async compareVersions(): Promise<void> {
    if (this.listeners.size === 0) return;
    try {
      const { rows } = await this.db.pool.query<{ id: string; version: number }>({ ...VERSIONS, values: [[...this.listeners.keys()]] });
      for (const { id, version } of rows) for (const listener of this.listeners.get(id) ?? []) listener(version);
    } catch (error) {
      this.log.warn(`live updates catch-up failed (${(error as Error).message}); trying again in ${this.config.liveCatchUpMs} ms`);
    }
  }

  /** Announces a committed append; call only after its commit. `bots`: whether the game has bot seats (its games row says). */
  committed(gameId: string, version: number, bots: boolean): void {
    // This instance hears of its own appends at once, even if the NOTIFY is lost.
    if (bots) for (const listener of this.botAppendListeners) listener(gameId);
    const before = this.unsent.get(gameId);
    this.unsent.set(gameId, { version: Math.max(version, before?.version ?? 0), bots: bots || (before?.bots ?? false) });
    if (!this.sending) void this.send();
  }

  private async send(): Promise<void> {
    this.sending = true;
    try {
      while (this.unsent.size > 0) {
        const payloads = [...this.unsent].map(([gameId, { version, bots }]) => JSON.stringify({ gameId, version, bots } satisfies Announcement));
        this.unsent.clear();
        try {
          await this.db.notify(this.channel, payloads);
        } catch (error) {
          // The subscribers' catch-up by version delivers these events instead.
          this.log.warn(`NOTIFY of ${payloads.length} appends failed: ${(error as Error).message}`);
        }
      }
    } finally {
      this.sending = false;
    }
  }

  /**
   * Calls `listener` with the game of every append to a game with bot seats committed here or
   * heard of from another instance (possibly twice). Appends to games without bots are not
   * passed on, so that hearing them costs no read.
   */
  onBotAppend(listener: (gameId: string) => void): () => void {
    this.botAppendListeners.add(listener);
    return () => this.botAppendListeners.delete(listener);
  }

  subscribe(gameId: string, listener: Listener): () => void {
    const set = this.listeners.get(gameId) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(gameId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(gameId);
    };
  }
}
