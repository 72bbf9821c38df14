import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../../config/holocron.config.js';
import { Database } from '../../database/database.service.js';

/** Games deleted per transaction, so one sweep never holds many locks or a long transaction. */
const BATCH = 100;

/**
 * Deletes ended games older than the retention setting (`HOLOCRON_RETAIN_ENDED`,
 * off by default): on start and then every `HOLOCRON_RETENTION_SWEEP`. An ended
 * game never changes again (every append to it is refused), so the time of its
 * last event (`updated_at`) is when it ended.
 *
 * Events are append-only: their trigger refuses every UPDATE and DELETE except a
 * DELETE in a transaction that set `holocron.purge_ended` locally, of an event
 * whose game is ended (migration 1764410000000). Each batch locks its games
 * (`FOR UPDATE SKIP LOCKED`), so instances sweeping at once share the work
 * instead of colliding, then deletes idempotency keys, seat tokens, events and
 * the games rows in that order.
 */
@Injectable()
export class RetentionSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Retention');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    @Inject(HOLOCRON_CONFIG) private readonly config: HolocronConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.gameLife.retainEndedMs === null) return;
    this.schedule();
    this.timer = setInterval(() => this.schedule(), this.config.gameLife.retentionSweepMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private schedule(): void {
    this.running = this.running
      .then(() => this.sweep())
      .then((deleted) => deleted > 0 && this.log.log(`deleted ${deleted} ended games past retention`))
      .catch((error: Error) => this.log.error(`retention sweep failed: ${error.message}`));
  }

  /** Deletes every ended game that ended before `now` minus the retention; returns how many. */
  async sweep(now = new Date()): Promise<number> {
    const retain = this.config.gameLife.retainEndedMs;
    if (retain === null) return 0;
    const cutoff = new Date(now.getTime() - retain);
    let deleted = 0;
    for (;;) {
      const batch = await this.db.dataSource.transaction(async (m) => {
        await m.query(`SELECT set_config('holocron.purge_ended', 'on', true)`);
        const rows: { id: string }[] = await m.query(
          `SELECT id FROM games WHERE status = 'ended' AND updated_at < $1 ORDER BY updated_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
          [cutoff],
        );
        const ids = rows.map((r) => r.id);
        if (ids.length === 0) return 0;
        for (const table of ['idempotency_keys', 'seat_tokens', 'events']) {
          await m.query(`DELETE FROM ${table} WHERE game_id = ANY($1::uuid[])`, [ids]);
        }
        await m.query(`DELETE FROM games WHERE id = ANY($1::uuid[])`, [ids]);
        return ids.length;
      });
      deleted += batch;
      if (batch < BATCH) return deleted;
    }
  }
}
