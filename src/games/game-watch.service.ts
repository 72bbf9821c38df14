import { Injectable, Logger } from '@nestjs/common';
import { AsyncQueue } from '../common/async-queue.js';
import { HolocronError } from '../common/errors/holocron.error.js';
import { text } from '../engine/core/text.js';
import { EventStore } from '../event-store/event-store.service.js';
import { GameNotifier } from '../event-store/game-notifier.service.js';
import { Metrics } from '../metrics/metrics.service.js';
import { GameLoader, MAX_EVENT_PAGE, visible } from './game-loader.service.js';
import type { GameEventModel } from './game.models.js';

/** Live updates: a game's new events as each subscriber may see them. */
@Injectable()
export class GameWatch {
  private readonly log = new Logger('GameWatch');

  constructor(
    private readonly store: EventStore,
    private readonly notifier: GameNotifier,
    private readonly loader: GameLoader,
    private readonly metrics: Metrics,
  ) {}

  /**
   * The events of a game after `after` (default: from now on), each as the
   * viewer may see it, pushed as they are committed.
   */
  async watch(id: string, authorization: string | undefined, after?: number): Promise<AsyncIterableIterator<GameEventModel>> {
    if (after !== undefined && (!Number.isInteger(after) || after < 0)) {
      throw HolocronError.of('INVALID_REQUEST', text('after muss eine ganze Zahl ab 0 sein.', 'after must be a whole number from 0.'));
    }
    const game = await this.loader.row(id);
    const viewer = await this.loader.viewer(id, authorization);
    let seen = after ?? game.version;
    let pumping: Promise<void> = Promise.resolve();
    let failures = 0;
    let retry: NodeJS.Timeout | undefined;
    const queue = new AsyncQueue<GameEventModel>(() => {
      clearTimeout(retry);
      unsubscribe();
      this.metrics.subscriptions.dec();
    });
    const pump = () => {
      pumping = pumping
        .then(async () => {
          for (;;) {
            const events = await this.store.eventsAfter(id, seen, MAX_EVENT_PAGE);
            for (const e of events) queue.push(visible(e, viewer));
            if (events.length) seen = events[events.length - 1].seq;
            failures = 0;
            if (events.length < MAX_EVENT_PAGE) return;
          }
        })
        .catch((error: unknown) => {
          // A database blip must not end the subscription: read again, backing off up to 5 s.
          this.log.warn(`game ${id}: reading new events failed (${(error as Error).message}); retrying`);
          clearTimeout(retry);
          retry = setTimeout(pump, Math.min(5000, 100 * 2 ** Math.min(failures++, 6)));
        });
    };
    const unsubscribe = this.notifier.subscribe(id, (version) => {
      if (version === undefined || version > seen) pump();
    });
    this.metrics.subscriptions.inc();
    // Catch up on whatever was committed before the subscription took hold.
    pump();
    return queue;
  }
}
