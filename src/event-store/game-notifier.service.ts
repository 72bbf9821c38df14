import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../config/holocron.config.js';
import { Database } from '../database/database.service.js';
import { VERSIONS } from './hot.statements.js';

/** Called with the stream's new version, or with no version when the stream may have grown unseen. */
type Listener = (version?: number) => void;

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
  /** Told of every append heard, whatever the game (bot seats, src/games/bots). */
  private readonly appendListeners = new Set<(gameId: string) => void>();
  private readonly channel: string;
  /** Committed versions not yet announced, by game. */
  private readonly unsent = new Map<string, number>();
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
      const { gameId, version } = JSON.parse(payload) as { gameId: string; version: number };
      for (const listener of this.listeners.get(gameId) ?? []) listener(version);
      for (const listener of this.appendListeners) listener(gameId);
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

  /** Announces a committed append; call only after its commit. */
  committed(gameId: string, version: number): void {
    // This instance hears of its own appends at once, even if the NOTIFY is lost.
    for (const listener of this.appendListeners) listener(gameId);
    this.unsent.set(gameId, Math.max(version, this.unsent.get(gameId) ?? 0));
    if (!this.sending) void this.send();
  }

  private async send(): Promise<void> {
    this.sending = true;
    try {
      while (this.unsent.size > 0) {
        const payloads = [...this.unsent].map(([gameId, version]) => JSON.stringify({ gameId, version }));
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

  /** Calls `listener` with the game of every append committed here or heard of from another instance (possibly twice). */
  onAppend(listener: (gameId: string) => void): () => void {
    this.appendListeners.add(listener);
    return () => this.appendListeners.delete(listener);
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
