import { Injectable } from '@nestjs/common';
import { AsyncQueue } from '../common/async-queue.js';
import { HolocronError } from '../common/errors/holocron.error.js';
import { text } from '../engine/core/text.js';
import { EventStore } from '../event-store/event-store.service.js';
import { GameNotifier } from '../event-store/game-notifier.service.js';
import { GameLoader, MAX_EVENT_PAGE, visible } from './game-loader.service.js';
import type { GameEventModel } from './game.models.js';

/** Live updates: a game's new events as each subscriber may see them. */
@Injectable()
export class GameWatch {
  constructor(
    private readonly store: EventStore,
    private readonly notifier: GameNotifier,
    private readonly loader: GameLoader,
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
    const queue = new AsyncQueue<GameEventModel>(() => unsubscribe());
    const pump = () => {
      pumping = pumping.then(async () => {
        for (;;) {
          const events = await this.store.eventsAfter(id, seen, MAX_EVENT_PAGE);
          for (const e of events) queue.push(visible(e, viewer));
          if (events.length) seen = events[events.length - 1].seq;
          if (events.length < MAX_EVENT_PAGE) return;
        }
      }).catch((error: unknown) => queue.fail(error));
    };
    const unsubscribe = this.notifier.subscribe(id, (version) => {
      if (version > seen) pump();
    });
    // Catch up on whatever was committed before the subscription took hold.
    pump();
    return queue;
  }
}
