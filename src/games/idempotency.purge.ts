import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../config/holocron.config.js';
import { EventStore } from '../event-store/event-store.service.js';

/** Expired keys are already ignored when read; this deletes them, at most once an hour, so the table stays small. */
@Injectable()
export class IdempotencyPurge implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Idempotency');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: EventStore,
    @Inject(HOLOCRON_CONFIG) private readonly config: HolocronConfig,
  ) {}

  onApplicationBootstrap(): void {
    const ttl = this.config.limits.idempotencyTtlMs;
    this.timer = setInterval(() => void this.purge(), Math.min(ttl, 3_600_000));
    this.timer.unref();
  }

  async purge(): Promise<number> {
    try {
      const purged = await this.store.purgeIdempotencyKeys(new Date(Date.now() - this.config.limits.idempotencyTtlMs));
      if (purged > 0) this.log.log(`purged ${purged} expired idempotency keys`);
      return purged;
    } catch (error) {
      this.log.warn(`could not purge expired idempotency keys: ${(error as Error).message}`);
      return 0;
    }
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
