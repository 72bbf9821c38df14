import { Injectable } from '@nestjs/common';
import { QueryFailedError, type EntityManager } from 'typeorm';
import { Database } from '../database/database.service.js';
import { FIRST_SCHEMA } from '../engine/core/events/event.upcast.js';
import { Metrics } from '../metrics/metrics.service.js';
import { EventEntity } from './event.entity.js';
import {
  VersionConflictError,
  type IdempotentRecord,
  type NewEvent,
  type StoredEvent,
} from './event-store.types.js';
import { GameEntity } from './game.entity.js';
import { GameNotifier } from './game-notifier.service.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';
import { SeatTokenEntity } from './seat-token.entity.js';

export type NewGame = Pick<GameEntity, 'id' | 'game' | 'players' | 'options' | 'sandbox' | 'seed' | 'diceScript' | 'shuffleScript' | 'status'> &
  Partial<Pick<GameEntity, 'diceUsed' | 'shufflesUsed' | 'tag' | 'openHistoryWhenEnded'>>;

/**
 * What an append moves in the games row besides the version: the status and
 * how much of a sandbox's script was used; a replaced dice script is written
 * with the event that records it, so the row and the stream never disagree.
 */
export type AppendHead = Pick<GameEntity, 'status' | 'diceUsed'> & Partial<Pick<GameEntity, 'shufflesUsed' | 'diceScript'>>;

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}

function toStored(row: EventEntity): StoredEvent {
  return {
    gameId: row.gameId,
    seq: row.seq,
    type: row.type,
    payload: row.payload,
    visibility: row.visibility as StoredEvent['visibility'],
    redacted: row.redacted ?? undefined,
    schemaVersion: row.schemaVersion,
    createdAt: row.createdAt,
  };
}

/**
 * The append-only event store (DESIGN.md, Storage). Appends carry the version
 * they expect; `(game_id, seq)` lets exactly one of concurrent appends win.
 */
@Injectable()
export class EventStore {
  constructor(
    private readonly db: Database,
    private readonly notifier: GameNotifier,
    private readonly metrics: Metrics,
  ) {}

  /** `schemaVersion`: the game's current event schema (its `GameDefinition.events`), stored with each event so later code can upcast it. */
  private rows(events: readonly NewEvent[], gameId: string, after: number, now: Date, schemaVersion: number): EventEntity[] {
    return events.map((e, i) =>
      Object.assign(new EventEntity(), {
        gameId,
        seq: after + i + 1,
        type: e.type,
        payload: e.payload as object,
        visibility: e.visibility,
        redacted: (e.redacted ?? null) as object | null,
        schemaVersion,
        createdAt: now,
      }),
    );
  }

  async createGame(game: NewGame, events: readonly NewEvent[], tokenHashes: readonly string[], schemaVersion = FIRST_SCHEMA.version): Promise<GameEntity> {
    const now = new Date();
    const row = Object.assign(new GameEntity(), { diceUsed: 0, shufflesUsed: 0, tag: null, openHistoryWhenEnded: false }, game, { version: events.length, createdAt: now, updatedAt: now });
    await this.db.dataSource.transaction(async (m) => {
      await m.insert(GameEntity, row);
      await m.insert(EventEntity, this.rows(events, game.id, 0, now, schemaVersion));
      await m.insert(
        SeatTokenEntity,
        tokenHashes.map((tokenHash, seat) => ({ tokenHash, gameId: game.id, seat })),
      );
    });
    this.metrics.gamesCreated.inc();
    this.metrics.eventsAppended.inc(events.length);
    return row;
  }

  async findGame(id: string): Promise<GameEntity | null> {
    return this.db.dataSource.getRepository(GameEntity).findOneBy({ id });
  }

  /** The game row and its events after `after`, read from one snapshot. */
  async loadStream(id: string, after = 0): Promise<{ game: GameEntity; events: StoredEvent[] } | null> {
    return this.db.dataSource.transaction('REPEATABLE READ', async (m) => {
      const game = await m.findOneBy(GameEntity, { id });
      if (!game) return null;
      if (game.version <= after) return { game, events: [] };
      const rows = await m
        .createQueryBuilder(EventEntity, 'e')
        .where('e.game_id = :id AND e.seq > :after', { id, after })
        .orderBy('e.seq', 'ASC')
        .getMany();
      return { game, events: rows.map(toStored) };
    });
  }

  async eventsAfter(gameId: string, after: number, limit: number): Promise<StoredEvent[]> {
    const rows = await this.db.dataSource
      .getRepository(EventEntity)
      .createQueryBuilder('e')
      .where('e.game_id = :gameId AND e.seq > :after', { gameId, after })
      .orderBy('e.seq', 'ASC')
      .limit(limit)
      .getMany();
    return rows.map(toStored);
  }

  /**
   * Appends at `expectedVersion`, updates the game row, stores the idempotent
   * answer and notifies subscribers, all in one transaction. Throws
   * VersionConflictError when another append got there first.
   */
  async append(
    gameId: string,
    expectedVersion: number,
    events: readonly NewEvent[],
    head: AppendHead & { readonly schemaVersion?: number },
    idempotent?: IdempotentRecord,
    now = new Date(),
  ): Promise<StoredEvent[]> {
    const { schemaVersion, ...columns } = head;
    const rows = this.rows(events, gameId, expectedVersion, now, schemaVersion ?? FIRST_SCHEMA.version);
    const version = expectedVersion + events.length;
    try {
      await this.db.dataSource.transaction(async (m: EntityManager) => {
        await m.insert(EventEntity, rows);
        const updated = await m
          .createQueryBuilder()
          .update(GameEntity)
          .set({ ...columns, version, updatedAt: now })
          .where('id = :gameId AND version = :expectedVersion', { gameId, expectedVersion })
          .execute();
        if (updated.affected !== 1) throw new VersionConflictError(gameId, expectedVersion);
        if (idempotent) await this.insertIdempotent(m, gameId, idempotent, now);
        await this.notifier.notifyInTransaction(m, gameId, version);
      });
    } catch (error) {
      const conflict = error instanceof VersionConflictError || isUniqueViolation(error);
      if (conflict) this.metrics.versionConflicts.inc();
      if (isUniqueViolation(error)) throw new VersionConflictError(gameId, expectedVersion);
      throw error;
    }
    this.metrics.appends.inc();
    this.metrics.eventsAppended.inc(rows.length);
    return rows.map(toStored);
  }

  async seatForToken(tokenHash: string): Promise<{ gameId: string; seat: number } | null> {
    return this.db.dataSource.getRepository(SeatTokenEntity).findOneBy({ tokenHash });
  }

  /** The stored answer of a key, unless it was created before `notBefore` (expired). */
  async idempotentAnswer(gameId: string, seat: number, key: string, notBefore: Date): Promise<IdempotencyKeyEntity | null> {
    const row = await this.db.dataSource.getRepository(IdempotencyKeyEntity).findOneBy({ gameId, seat, key });
    return row && row.createdAt >= notBefore ? row : null;
  }

  /** An expired row of the key gives way; a live one makes the insert fail with a unique violation. */
  private async insertIdempotent(m: EntityManager, gameId: string, r: IdempotentRecord, now: Date): Promise<void> {
    await m
      .createQueryBuilder()
      .delete()
      .from(IdempotencyKeyEntity)
      .where('game_id = :gameId AND seat = :seat AND key = :key AND created_at < :expiredBefore', {
        gameId,
        seat: r.seat,
        key: r.key,
        expiredBefore: r.expiredBefore,
      })
      .execute();
    await m.insert(IdempotencyKeyEntity, {
      gameId,
      seat: r.seat,
      key: r.key,
      requestHash: r.requestHash,
      status: r.status,
      body: r.body,
      // Still written for instances of the version before the body column (migration 1764300000000).
      response: JSON.parse(r.body) as object,
      createdAt: now,
    });
  }

  /**
   * Keeps a rule refusal (422) with its key, so a retry is answered with it again. False when
   * another request with the key stored its answer first (the caller replays that one).
   */
  async storeRefusal(gameId: string, record: IdempotentRecord, now = new Date()): Promise<boolean> {
    try {
      await this.db.dataSource.transaction((m) => this.insertIdempotent(m, gameId, record, now));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Deletes the keys created before `before`; returns how many. */
  async purgeIdempotencyKeys(before: Date): Promise<number> {
    const result = await this.db.dataSource
      .createQueryBuilder()
      .delete()
      .from(IdempotencyKeyEntity)
      .where('created_at < :before', { before })
      .execute();
    return result.affected ?? 0;
  }
}
