import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../config/holocron.config.js';

/** The advisory lock of one key; the same text on every instance, so they exclude each other. */
export function idempotencyLockName(schema: string, gameId: string, seat: number, key: string): string {
  return `holocron:idempotency:${schema}:${gameId}:${seat}:${key}`;
}

/**
 * Marks the idempotency keys whose request is being processed, so a second request with the
 * same key is answered 409 IDEMPOTENCY_KEY_IN_USE instead of waiting or running twice. Within an
 * instance a set; across instances on Postgres a session advisory lock per key, on a connection
 * of its own: when an instance dies its connection closes and its locks go with it, so a retry
 * after a crash is never told the key is in use. PGlite belongs to one process (its folder
 * lock), so the set is all it needs. If that connection cannot be had, requests go on with the
 * set alone (the database still applies a key once: its answer is stored in the append's
 * transaction, and a second append with it fails and replays the first).
 */
@Injectable()
export class IdempotencyLocks implements OnApplicationShutdown {
  private readonly log = new Logger('Idempotency');
  private readonly held = new Set<string>();
  private client: Promise<pg.Client> | null = null;

  constructor(@Inject(HOLOCRON_CONFIG) private readonly config: HolocronConfig) {}

  private connection(): Promise<pg.Client> {
    if (!this.client) {
      const client = new pg.Client({
        connectionString: this.config.databaseUrl,
        application_name: `holocron-idempotency:${this.config.dbSchema}`,
        connectionTimeoutMillis: 2000,
      });
      const forget = () => {
        if (this.client === opening) this.client = null;
      };
      client.on('error', forget);
      client.on('end', forget);
      const opening: Promise<pg.Client> = client.connect().then(() => client);
      opening.catch(forget);
      this.client = opening;
    }
    return this.client;
  }

  /** Takes the key's lock; false when a request with it is being processed (here or on another instance). */
  async acquire(gameId: string, seat: number, key: string): Promise<boolean> {
    const name = idempotencyLockName(this.config.dbSchema, gameId, seat, key);
    if (this.held.has(name)) return false;
    this.held.add(name);
    if (!this.config.databaseUrl) return true;
    try {
      const client = await this.connection();
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [name]);
      if (rows[0].locked) return true;
      this.held.delete(name);
      return false;
    } catch (error) {
      this.log.warn(`idempotency locks across instances unavailable (${(error as Error).message}); this instance's own still hold`);
      return true;
    }
  }

  async release(gameId: string, seat: number, key: string): Promise<void> {
    const name = idempotencyLockName(this.config.dbSchema, gameId, seat, key);
    if (!this.held.delete(name) || !this.config.databaseUrl || !this.client) return;
    try {
      const client = await this.client;
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]);
    } catch {
      // The connection is gone, and with it the lock.
    }
  }

  async onApplicationShutdown(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (client) await client.then((c) => c.end()).catch(() => undefined);
  }
}
