import { Injectable } from '@nestjs/common';
import { HolocronError } from '../../common/errors/holocron.error.js';
import { text } from '../../engine/core/text.js';
import { seatViewer, type Viewer } from '../../engine/core/visibility.view.js';
import { findGame } from '../../engine/games.registry.js';
import { EventStore } from '../../event-store/event-store.service.js';
import type { StoredEvent } from '../../event-store/event-store.types.js';
import type { GameEntity } from '../../event-store/game.entity.js';
import { foldEvents, GameLoader, type Loaded } from '../game-loader.service.js';
import type { GameEventModel } from '../game.models.js';
import { outcomeOf, type GameEnding } from './game-ending.js';

const CACHED_POINTS = 200;

/** A point in a game's history and whose eyes to see it with: `?at=N&seat=K`. */
export interface HistoryPoint {
  readonly at?: number;
  readonly seat?: number;
}

/** Has the game ended with its history opened to everyone (`openHistoryWhenEnded`)? */
export function historyOpen(row: GameEntity): boolean {
  return row.openHistoryWhenEnded && row.status === 'ended';
}

/** An event as stored, for everyone: only once the history is open. */
export function unredacted(e: StoredEvent): GameEventModel {
  return { gameId: e.gameId, seq: e.seq, type: e.type, payload: e.payload, redacted: false, createdAt: e.createdAt };
}

/**
 * Time travel (docs/game-life.md): a game folded from its first event to
 * event N, seen by the caller as it could see the game at that moment. Another
 * seat's eyes (`seat`) only once the game has ended and only if it was created
 * with `openHistoryWhenEnded`; until then a seat sees its own view and a
 * spectator the public one, so looking back reveals nothing looking on did not.
 */
@Injectable()
export class GameHistory {
  /**
   * The last point folded per game (LRU): a channel replaying a game step by
   * step folds one event per step instead of the whole prefix (a whole
   * Rebellion game, about 900 events, takes about 90 ms to fold).
   */
  private readonly points = new Map<string, { at: number; state: unknown; ending: GameEnding | null }>();

  constructor(
    private readonly store: EventStore,
    private readonly loader: GameLoader,
  ) {}

  async resolve(id: string, authorization: string | undefined, point: HistoryPoint): Promise<{ loaded: Loaded; viewer: Viewer; at: number }> {
    const row = await this.loader.row(id);
    const viewer = this.viewer(row, await this.loader.viewer(id, authorization), point.seat);
    const at = point.at ?? row.version;
    if (!Number.isInteger(at) || at < 1 || at > row.version) {
      throw HolocronError.of(
        'INVALID_REQUEST',
        text(`at muss zwischen 1 und ${row.version} (der Version des Spiels) liegen.`, `at must be from 1 to ${row.version} (the game's version).`),
        { version: row.version },
      );
    }
    if (at === row.version) return { loaded: await this.loader.load(id), viewer, at };
    const def = findGame(row.game);
    if (!def) throw HolocronError.of('GAME_NOT_FOUND');
    const cached = this.points.get(id);
    const from = cached && cached.at <= at ? cached : { at: 0, state: def.initialState(), ending: null };
    const events = at === from.at ? [] : await this.store.eventsAfter(id, from.at, at - from.at);
    const { state, ending } = foldEvents(def, from, events);
    this.points.delete(id);
    this.points.set(id, { at, state, ending });
    if (this.points.size > CACHED_POINTS) this.points.delete(this.points.keys().next().value!);
    // The row as it stood after event N: status then, version and dates of now.
    const past = Object.assign(Object.create(Object.getPrototypeOf(row)) as GameEntity, row, {
      status: outcomeOf(def, state, ending) ? 'ended' : 'active',
    });
    return { loaded: { row: past, def, state, ending }, viewer, at };
  }

  private viewer(row: GameEntity, caller: Viewer, seat: number | undefined): Viewer {
    if (seat === undefined) return caller;
    if (!Number.isInteger(seat) || seat < 0 || seat >= row.players) {
      throw HolocronError.of('INVALID_REQUEST', text(`seat muss zwischen 0 und ${row.players - 1} liegen.`, `seat must be from 0 to ${row.players - 1}.`));
    }
    if (caller.kind === 'seat' && caller.seat === seat) return caller;
    if (!historyOpen(row)) throw HolocronError.of('HISTORY_NOT_OPEN');
    return seatViewer(seat);
  }
}
