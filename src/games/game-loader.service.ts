import { Injectable, Logger } from '@nestjs/common';
import { HolocronError } from '../common/errors/holocron.error.js';
import { redactFor } from '../engine/core/event.redact.js';
import { eventSchemaOf, upcastAll } from '../engine/core/events/event.upcast.js';
import type { AnyGame } from '../engine/core/game.contract.js';
import { seatViewer, SPECTATOR, type Viewer } from '../engine/core/visibility.view.js';
import { findGame } from '../engine/games.registry.js';
import { EventStore } from '../event-store/event-store.service.js';
import type { StoredEvent } from '../event-store/event-store.types.js';
import { GameEntity } from '../event-store/game.entity.js';
import { decodeFold, encodeFold, ENGINE_VERSION, SNAPSHOT_EVERY, type Fold } from './fold.snapshot.js';
import type { GameEventModel } from './game.models.js';
import { hashToken, readBearer } from './seat-token.js';
import { endingAfter, type GameEnding } from './game-life/game-ending.js';
import { isServiceEvent } from './service.events.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Folded states by game, so a request folds only the events it has not seen. */
const CACHED_GAMES = 1000;
export const MAX_EVENT_PAGE = 1000;
/** The snapshot read was corrupt: write the next fold over it. */
const CORRUPT = -1;

export interface Loaded {
  readonly row: GameEntity;
  readonly def: AnyGame;
  readonly state: unknown;
  /** How the game ended if a resignation or a claimed win ended it (game-life/game-ending.ts). */
  readonly ending: GameEnding | null;
}

/** Folds stored events onto a state: engine events through the engine, service events into the ending. */
export function foldEvents(
  def: AnyGame,
  start: { state: unknown; ending: GameEnding | null },
  events: readonly Pick<StoredEvent, 'type' | 'payload' | 'schemaVersion'>[],
): { state: unknown; ending: GameEnding | null } {
  let ending = start.ending;
  for (const e of events) if (isServiceEvent(e.type)) ending = endingAfter(ending, e.type, e.payload);
  // Events stored by older code are turned into today's before they are folded (docs/ARCHITECTURE.md, event schema versions).
  const gameEvents = events.filter((e) => !isServiceEvent(e.type));
  const state = upcastAll(eventSchemaOf(def), gameEvents).reduce((s, e) => def.evolve(s, e), start.state);
  return { state, ending };
}

/** An event as `viewer` may see it. */
export function visible(e: StoredEvent, viewer: Viewer): GameEventModel {
  const { type, payload, redacted } = redactFor({ event: e, visibility: e.visibility, redacted: e.redacted }, viewer);
  return { gameId: e.gameId, seq: e.seq, type, payload, redacted, createdAt: e.createdAt };
}

export function seatOf(viewer: Viewer): number | null {
  return viewer.kind === 'seat' ? viewer.seat : null;
}

/** The games row after an append moved it. */
export function advanced(row: GameEntity, changes: Partial<GameEntity>): GameEntity {
  return Object.assign(new GameEntity(), row, changes);
}

/** Loads and folds games, and tells who is asking: the part every game request shares. */
@Injectable()
export class GameLoader {
  /** Streams are append-only, so a folded prefix stays valid; Map order serves as LRU order. */
  private readonly folded = new Map<string, { row: GameEntity; state: unknown; ending: GameEnding | null; snapshotAt: number }>();
  private readonly log = new Logger('GameLoader');

  constructor(private readonly store: EventStore) {}

  /** The games row alone, for requests that need no folded state. */
  async row(id: string): Promise<GameEntity> {
    const game = UUID.test(id) ? await this.store.findGame(id) : null;
    if (!game) throw HolocronError.of('GAME_NOT_FOUND');
    return game;
  }

  async load(id: string): Promise<Loaded> {
    if (!UUID.test(id)) throw HolocronError.of('GAME_NOT_FOUND');
    const cached = this.folded.get(id);
    if (!cached) return this.loadCold(id);
    const stream = await this.store.loadStream(id, cached.row.version);
    if (!stream) throw HolocronError.of('GAME_NOT_FOUND');
    const def = findGame(stream.game.game);
    if (!def) throw HolocronError.of('GAME_NOT_FOUND');
    if (cached.row.version > stream.game.version) {
      // Only a database rolled back under a running service gets here: start over.
      this.folded.delete(id);
      return this.load(id);
    }
    const { state, ending } = foldEvents(def, cached, stream.events);
    this.remember(stream.game, state, ending);
    return { row: stream.game, def, state, ending };
  }

  /**
   * A game this instance has not folded: from its snapshot when there is a sound one of this
   * engine build, otherwise (none, another build's, or corrupt) from its first event, and the
   * snapshot is written anew.
   */
  private async loadCold(id: string): Promise<Loaded> {
    const cold = await this.store.loadCold(id, ENGINE_VERSION);
    if (!cold) throw HolocronError.of('GAME_NOT_FOUND');
    const def = findGame(cold.game.game);
    if (!def) throw HolocronError.of('GAME_NOT_FOUND');
    const snapshot = cold.snapshot;
    const start = snapshot && decodeFold(snapshot.text, snapshot.checksum);
    if (snapshot && start) {
      try {
        const { state, ending } = foldEvents(def, start, cold.events);
        this.remember(cold.game, state, ending, snapshot.version);
        return { row: cold.game, def, state, ending };
      } catch (error) {
        this.log.warn(`snapshot of ${id} at ${snapshot.version} does not fold (${(error as Error).message})`);
      }
    }
    if (snapshot) this.log.warn(`snapshot of ${id} at ${snapshot.version} is corrupt: folding from the first event and writing it anew`);
    const stream = snapshot ? await this.store.loadStream(id, 0) : { game: cold.game, events: cold.events };
    if (!stream) throw HolocronError.of('GAME_NOT_FOUND');
    const { state, ending } = foldEvents(def, { state: def.initialState(), ending: null }, stream.events);
    this.remember(stream.game, state, ending, snapshot ? CORRUPT : 0);
    return { row: stream.game, def, state, ending };
  }

  /** Writes the fold as the game's snapshot, in the background: a failure only means a slower cold read. */
  private snapshot(row: GameEntity, fold: Fold, replace: boolean): void {
    const encoded = encodeFold(fold);
    if (!encoded) return;
    this.store
      .saveSnapshot(row.id, row.version, ENGINE_VERSION, encoded.text, encoded.checksum, replace)
      .catch((error: unknown) => this.log.warn(`snapshot of ${row.id} at ${row.version} not written: ${(error as Error).message}`));
  }

  /**
   * The game as this instance last folded it, without asking the database: possibly behind
   * (another instance appended), never ahead, so a decision on it is appended at its version
   * and meets a conflict if the game moved. Null when it is not cached.
   */
  cached(id: string): Loaded | null {
    const cached = this.folded.get(id);
    const def = cached && findGame(cached.row.game);
    if (!cached || !def) return null;
    return { row: cached.row, def, state: cached.state, ending: cached.ending };
  }

  /**
   * Keeps a fold; `row` is the games row as of the fold's last event, `snapshotAt` the version of
   * the game's snapshot (CORRUPT: one that must be replaced). Once SNAPSHOT_EVERY events were
   * folded past it, the fold becomes the snapshot.
   */
  remember(row: GameEntity, state: unknown, ending: GameEnding | null = null, snapshotAt = this.folded.get(row.id)?.snapshotAt ?? 0): void {
    let at = snapshotAt;
    if (at === CORRUPT || row.version - at >= SNAPSHOT_EVERY) {
      this.snapshot(row, { state, ending }, at === CORRUPT);
      at = row.version;
    }
    this.folded.delete(row.id);
    this.folded.set(row.id, { row, state, ending, snapshotAt: at });
    if (this.folded.size > CACHED_GAMES) this.folded.delete(this.folded.keys().next().value!);
  }

  /** Who is asking: the seat of a valid token of this game, or a spectator without one. */
  async viewer(gameId: string, authorization: string | undefined): Promise<Viewer> {
    const bearer = readBearer(authorization);
    if (bearer.kind === 'none') return SPECTATOR;
    if (bearer.kind === 'malformed') throw HolocronError.of('TOKEN_INVALID');
    const seat = await this.store.seatForToken(hashToken(bearer.token));
    if (!seat) throw HolocronError.of('TOKEN_INVALID');
    if (seat.gameId !== gameId) throw HolocronError.of('TOKEN_FOR_OTHER_GAME');
    return seatViewer(seat.seat);
  }

}
