import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Database } from '../database/database.service.js';

/** Called with the stream's new version, or with no version when the stream may have grown unseen. */
type Listener = (version?: number) => void;

/**
 * Tells subscribers that a game's stream grew. The NOTIFY is sent inside the
 * appending transaction, so it goes out only if the events were committed,
 * and reaches every service instance listening on the same database. Notifications sent while
 * an instance's LISTEN connection was down are lost; when it is back, every subscriber is told to
 * catch up from the last seq it delivered.
 */
@Injectable()
export class GameNotifier implements OnModuleInit {
  private readonly log = new Logger('GameNotifier');
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly channel: string;

  constructor(private readonly db: Database) {
    this.channel = `holocron_events_${db.schema}`;
  }

  async onModuleInit(): Promise<void> {
    await this.db.listen(
      this.channel,
      (payload) => this.dispatch(payload),
      () => this.resume(),
    );
  }

  /** After a lost LISTEN connection every subscriber catches up: its game may have moved meanwhile. */
  private resume(): void {
    for (const set of this.listeners.values()) for (const listener of set) listener();
  }

  private dispatch(payload: string): void {
    try {
      const { gameId, version } = JSON.parse(payload) as { gameId: string; version: number };
      for (const listener of this.listeners.get(gameId) ?? []) listener(version);
    } catch (error) {
      this.log.warn(`ignored notification ${payload}: ${(error as Error).message}`);
    }
  }

  async notifyInTransaction(manager: EntityManager, gameId: string, version: number): Promise<void> {
    await manager.query('SELECT pg_notify($1, $2)', [this.channel, JSON.stringify({ gameId, version })]);
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
