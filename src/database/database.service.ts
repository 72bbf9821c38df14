import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { MIGRATIONS } from '../../migrations/index.js';
import type { HolocronConfig } from '../config/holocron.config.js';
import { DataDirLock } from './data-dir.lock.js';
import { ENTITIES } from './entities.js';
import { PgListener } from './pg-listener.js';
import { initPgliteFolder } from './pglite.initdb.js';
import { PGLITE_START_PARAMS } from './pglite.settings.js';

export type DatabaseKind = 'postgres' | 'pglite';

/**
 * The one database connection of the service: Postgres when a URL is set,
 * otherwise embedded PGlite, so a fresh machine needs nothing but Node.
 * Migrations run when it opens and are the only way the schema changes.
 */
@Injectable()
export class Database implements OnApplicationShutdown {
  private static readonly log = new Logger('Database');

  private readonly listeners: (() => Promise<void>)[] = [];
  private readonly pgListeners: PgListener[] = [];
  /** Names this instance's LISTEN connection in pg_stat_activity (`holocron-listen:<schema>:<instance>`). */
  readonly instance = randomBytes(4).toString('hex');
  private exclusive: Promise<unknown> = Promise.resolve();
  private notifyPool: pg.Pool | null = null;

  private constructor(
    readonly dataSource: DataSource,
    readonly kind: DatabaseKind,
    readonly schema: string,
    private readonly pglite: PGlite | null,
    private readonly config: HolocronConfig,
    private readonly dirLock: DataDirLock | null,
  ) {}

  static async open(config: HolocronConfig, extensions: Record<string, unknown> = {}): Promise<Database> {
    const common = {
      type: 'postgres' as const,
      entities: ENTITIES,
      migrations: MIGRATIONS,
      migrationsTableName: 'migrations',
      synchronize: false,
      logging: false,
    };
    let pglite = null as PGlite | null;
    let dirLock = null as DataDirLock | null;
    let options: DataSourceOptions;
    if (config.databaseUrl) {
      options = {
        ...common,
        url: config.databaseUrl,
        schema: config.dbSchema,
        extra: { options: `-c search_path=${config.dbSchema}`, max: 10 },
      };
    } else {
      const inMemory = config.dataDir.startsWith('memory://');
      if (!inMemory) {
        mkdirSync(config.dataDir, { recursive: true });
        dirLock = DataDirLock.acquire(config.dataDir);
      }
      try {
        if (!inMemory) initPgliteFolder(config.dataDir, PGLITE_START_PARAMS);
        pglite = await PGlite.create({ dataDir: config.dataDir, extensions: extensions as never, startParams: [...PGLITE_START_PARAMS] });
      } catch (error) {
        dirLock?.release();
        throw error;
      }
      // One connection: PGlite runs one session, so transactions must queue (STACK-NOTES).
      options = { ...common, extra: { connection: createPgConfig(pglite).connection, max: 1, idleTimeoutMillis: 0 } };
    }
    const dataSource = new DataSource(options);
    const kind: DatabaseKind = pglite ? 'pglite' : 'postgres';
    const db = new Database(dataSource, kind, config.dbSchema, pglite, config, dirLock);
    try {
      await dataSource.initialize();
      await db.exclusively(async () => {
        if (config.databaseUrl) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS ${config.dbSchema}`);
        const ran = await dataSource.runMigrations({ transaction: 'each' });
        if (ran.length) Database.log.log(`ran migrations: ${ran.map((m) => m.name).join(', ')}`);
      });
    } catch (error) {
      if (dataSource.isInitialized) await dataSource.destroy();
      await pglite?.close();
      dirLock?.release();
      throw error;
    }
    Database.log.log(kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : `Postgres, schema ${config.dbSchema}`);
    return db;
  }

  /**
   * Runs `work` while no other instance on this schema runs its own: schema, migrations and the
   * glossary load happen under one advisory lock (a session lock on a connection of its own, so it
   * is released if the process dies), and one at a time within the process. PGlite needs only the
   * latter: its folder belongs to one process (see DataDirLock).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T> {
    const run = this.exclusive.then(async () => {
      if (this.kind === 'pglite') return work();
      const runner = this.dataSource.createQueryRunner();
      const key = `holocron:setup:${this.schema}`;
      try {
        await runner.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await work();
        } finally {
          await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
        }
      } finally {
        await runner.release();
      }
    });
    this.exclusive = run.catch(() => undefined);
    return run;
  }

  /**
   * Receives NOTIFY payloads on `channel`: PGlite delivers them in process, Postgres over a
   * connection of its own that reconnects whenever it drops, then calls `onResume` so listeners
   * catch up on what was notified while it was away.
   */
  async listen(channel: string, onPayload: (payload: string) => void, onResume: () => void): Promise<void> {
    if (this.pglite) {
      this.listeners.push(await this.pglite.listen(channel, onPayload));
      return;
    }
    const listener = new PgListener({
      url: this.config.databaseUrl!,
      channel,
      applicationName: `holocron-listen:${this.schema}:${this.instance}`,
      onPayload,
      onResume,
      minDelayMs: 100,
      maxDelayMs: this.config.listenRetryMaxMs,
      pingMs: this.config.listenPingMs,
    });
    await listener.start();
    this.pgListeners.push(listener);
    this.listeners.push(() => listener.stop());
  }

  /**
   * TypeORM's own node-postgres pool, for the hot path's prepared statements (src/event-store/
   * hot.statements.ts): the same connections and the same `search_path`, and on PGlite the one
   * connection, so those statements queue behind TypeORM's transactions as they must.
   */
  get pool(): pg.Pool {
    return (this.dataSource.driver as PostgresDriver).master as pg.Pool;
  }

  /**
   * Sends NOTIFY payloads on `channel`, all in one statement of its own transaction, after the
   * appends they announce committed (docs/ARCHITECTURE.md, Live updates). On Postgres a
   * connection of its own with `synchronous_commit` off: a notifying commit holds a database-wide
   * lock while it commits, so it must not wait for a disk flush (a notification lost in a crash is
   * made up by the subscribers' catch-up by version).
   */
  async notify(channel: string, payloads: readonly string[]): Promise<void> {
    const statement = { name: 'holocron_notify', text: 'SELECT pg_notify($1, p) FROM unnest($2::text[]) p', values: [channel, payloads] };
    if (this.kind === 'pglite') {
      await this.pool.query(statement);
      return;
    }
    if (!this.notifyPool) {
      this.notifyPool = new pg.Pool({
        connectionString: this.config.databaseUrl,
        application_name: `holocron-notify:${this.schema}:${this.instance}`,
        options: '-c synchronous_commit=off',
        max: 1,
        connectionTimeoutMillis: 2000,
      });
      // Once per pool (it was once per notify: a listener leak). A dropped idle connection is replaced on the next notify; the pool must not crash the process.
      this.notifyPool.on('error', (error) => Database.log.warn(`notify connection lost: ${error.message}`));
    }
    await this.notifyPool.query(statement);
  }

  /** Whether every LISTEN connection is up (PGlite: always), and how often they were lost. */
  listenStatus(): { connected: boolean; reconnects: number } {
    return {
      connected: this.pgListeners.every((l) => l.connected),
      reconnects: this.pgListeners.reduce((n, l) => n + l.reconnects, 0),
    };
  }

  /**
   * Bytes of PGlite's WebAssembly memory (null on Postgres): it only grows, so this is its
   * high-water mark, the largest share of the process's resident memory (docs/operations.md,
   * PGlite's memory). PGlite does not type its module, hence the cast.
   */
  pgliteMemoryBytes(): number | null {
    if (!this.pglite) return null;
    return (this.pglite as unknown as { mod: { wasmMemory: { buffer: ArrayBuffer } } }).mod.wasmMemory.buffer.byteLength;
  }

  /** Round-trip time of a trivial query, for /health. */
  async ping(): Promise<number> {
    const t0 = performance.now();
    await this.dataSource.query('SELECT 1');
    return performance.now() - t0;
  }

  async onApplicationShutdown(): Promise<void> {
    for (const stop of this.listeners.splice(0)) await stop();
    await this.notifyPool?.end();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.pglite?.close();
    this.dirLock?.release();
  }
}
