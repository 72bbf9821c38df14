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
  Partial<Pick<GameEntity, 'diceUsed' | 'shufflesUsed'>>;

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
    const row = Object.assign(new GameEntity(), { diceUsed: 0, shufflesUsed: 0 }, game, { version: events.length, createdAt: now, updatedAt: now });
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
        if (idempotent) {
          await m.insert(IdempotencyKeyEntity, { gameId, ...idempotent, createdAt: now });
        }
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

  async idempotentAnswer(gameId: string, seat: number, key: string): Promise<IdempotencyKeyEntity | null> {
    return this.db.dataSource.getRepository(IdempotencyKeyEntity).findOneBy({ gameId, seat, key });
  }
}
