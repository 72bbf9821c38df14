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
import { GameEntity, type BotSeat } from './game.entity.js';
import { GameNotifier } from './game-notifier.service.js';
import { APPEND, APPENDS, READ_COLD, READ_STREAMS, SAVE_SNAPSHOT, SEAT_FOR_TOKEN } from './hot.statements.js';
import { IdempotencyKeyEntity } from './idempotency-key.entity.js';
import { SeatTokenEntity } from './seat-token.entity.js';
import { TurnBatch } from './turn.batch.js';

/** Token hashes to their seat: a token never changes its game or seat, so once read it is kept (this many, the oldest dropped first). */
const CACHED_TOKENS = 20_000;

export type NewGame = Pick<GameEntity, 'id' | 'game' | 'players' | 'options' | 'sandbox' | 'seed' | 'diceScript' | 'shuffleScript' | 'status'> &
  Partial<Pick<GameEntity, 'diceUsed' | 'shufflesUsed' | 'tag' | 'openHistoryWhenEnded' | 'bots'>>;

/**
 * What an append moves in the games row besides the version: the status and
 * how much of a sandbox's script was used; a replaced dice script is written
 * with the event that records it, so the row and the stream never disagree.
 */
export type AppendHead = Pick<GameEntity, 'status' | 'diceUsed'> & Partial<Pick<GameEntity, 'shufflesUsed' | 'diceScript'>>;

function isUniqueViolation(error: unknown): boolean {
  const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : (error as { code?: string } | null)?.code;
  return code === '23505';
}

/** A row of READ_STREAMS: the game's columns, and one event's (all null when there is none). */
interface StreamRow {
  id: string;
  game: string;
  players: number;
  options: object;
  status: 'active' | 'ended';
  version: number;
  sandbox: boolean;
  seed: string;
  dice_script: object | null;
  dice_used: number;
  shuffle_script: object | null;
  shuffles_used: number;
  tag: string | null;
  open_history_when_ended: boolean;
  bots: BotSeat[] | null;
  created_at: Date;
  updated_at: Date;
  seq: number | null;
  type: string;
  payload: unknown;
  visibility: StoredEvent['visibility'];
  redacted: unknown;
  schema_version: number;
  event_created_at: Date;
}

/** An append as the statements take it: `events` is the JSON array the statement inserts. */
interface Append {
  readonly gameId: string;
  readonly expectedVersion: number;
  readonly version: number;
  readonly head: AppendHead;
  readonly events: string;
  readonly now: Date;
  readonly schemaVersion: number;
}

/** Whether an append moved its game (1) or found it at another version (0), and whether the game has bot seats. */
interface Moved {
  readonly moved: number;
  readonly bots: boolean;
}

/** The parameters APPEND and APPENDS share, in their order ($1–$11). */
function appendValues(a: Append): unknown[] {
  const { status, diceUsed, shufflesUsed, diceScript } = a.head;
  const script = diceScript === undefined ? null : JSON.stringify(diceScript);
  return [a.gameId, a.expectedVersion, a.version, status, diceUsed, shufflesUsed ?? null, diceScript !== undefined, script, a.events, a.now, a.schemaVersion];
}

/** A snapshot as stored: the fold's text, its checksum and the version it was folded to. */
export interface StoredSnapshot {
  readonly version: number;
  readonly text: string;
  readonly checksum: string;
}

function eventsOf(gameId: string, rows: readonly StreamRow[]): StoredEvent[] {
  const events: StoredEvent[] = [];
  for (const r of rows) {
    if (r.seq === null) continue;
    events.push({
      gameId,
      seq: r.seq,
      type: r.type,
      payload: r.payload,
      visibility: r.visibility,
      redacted: r.redacted ?? undefined,
      schemaVersion: r.schema_version,
      createdAt: r.event_created_at,
    });
  }
  return events;
}

function gameOf(r: StreamRow): GameEntity {
  return Object.assign(new GameEntity(), {
    id: r.id,
    game: r.game,
    players: r.players,
    options: r.options,
    status: r.status,
    version: r.version,
    sandbox: r.sandbox,
    seed: r.seed,
    diceScript: r.dice_script,
    diceUsed: r.dice_used,
    shuffleScript: r.shuffle_script,
    shufflesUsed: r.shuffles_used,
    tag: r.tag,
    openHistoryWhenEnded: r.open_history_when_ended,
    bots: r.bots,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  });
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
  private readonly tokens = new Map<string, { gameId: string; seat: number }>();
  /** The stream reads of one event-loop turn, in one statement. */
  private readonly streams = new TurnBatch<{ id: string; after: number }, StreamRow[]>(async (reads) => {
    const { rows } = await this.db.pool.query<StreamRow & { n: number }>({ ...READ_STREAMS, values: [reads.map((r) => r.id), reads.map((r) => r.after)] });
    const answers: StreamRow[][] = reads.map(() => []);
    for (const row of rows) answers[row.n - 1].push(row);
    return answers;
  });
  /** The unkeyed appends of one event-loop turn, one per game, in one statement and one commit. */
  private readonly appends = new TurnBatch<Append, Moved>((appends) => this.appendMany(appends), (a) => a.gameId);

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

  /** `tokenHashes`: each seat's token hash, by seat; null for a bot's seat, which has no token. */
  async createGame(game: NewGame, events: readonly NewEvent[], tokenHashes: readonly (string | null)[], schemaVersion = FIRST_SCHEMA.version): Promise<GameEntity> {
    const now = new Date();
    const row = Object.assign(new GameEntity(), { diceUsed: 0, shufflesUsed: 0, tag: null, openHistoryWhenEnded: false, bots: null }, game, { version: events.length, createdAt: now, updatedAt: now });
    await this.db.dataSource.transaction(async (m) => {
      await m.insert(GameEntity, row);
      await m.insert(EventEntity, this.rows(events, game.id, 0, now, schemaVersion));
      await m.insert(
        SeatTokenEntity,
        tokenHashes.flatMap((tokenHash, seat) => (tokenHash === null ? [] : [{ tokenHash, gameId: game.id, seat }])),
      );
    });
    this.metrics.gamesCreated.inc();
    // A bot may have the first move: announced like an append, so whichever instance plays it hears.
    if (row.bots) this.notifier.committed(game.id, row.version, true);
    this.metrics.eventsAppended.inc(events.length);
    return row;
  }

  async findGame(id: string): Promise<GameEntity | null> {
    return this.db.dataSource.getRepository(GameEntity).findOneBy({ id });
  }

  /** The game row and its events after `after`, read by one statement (shared with the other reads of this turn), so from one snapshot. */
  async loadStream(id: string, after = 0): Promise<{ game: GameEntity; events: StoredEvent[] } | null> {
    const rows = await this.streams.submit({ id, after });
    if (rows.length === 0) return null;
    return { game: gameOf(rows[0]), events: eventsOf(id, rows) };
  }

  /** The game row, its snapshot folded by engine build `engine` (if any) and the events after it, from one snapshot. */
  async loadCold(id: string, engine: string): Promise<{ game: GameEntity; snapshot: StoredSnapshot | null; events: StoredEvent[] } | null> {
    type ColdRow = StreamRow & { snapshot_version: number | null; snapshot_checksum: string | null; snapshot_state: string | null };
    const { rows } = await this.db.pool.query<ColdRow>({ ...READ_COLD, values: [id, engine] });
    if (rows.length === 0) return null;
    const first = rows[0];
    const snapshot = first.snapshot_version === null ? null : { version: first.snapshot_version, text: first.snapshot_state ?? '', checksum: first.snapshot_checksum ?? '' };
    return { game: gameOf(first), snapshot, events: eventsOf(id, rows) };
  }

  /** Keeps a game's fold as of `version` (server-only, never served); `replace` overwrites one found corrupt. */
  async saveSnapshot(id: string, version: number, engine: string, text: string, checksum: string, replace = false): Promise<void> {
    await this.db.pool.query({ ...SAVE_SNAPSHOT, values: [id, version, engine, text, checksum, replace] });
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
   * Appends at `expectedVersion`: moves the game row, inserts the events and stores the
   * idempotent answer in one statement (hot.statements.ts, APPEND), then has subscribers woken.
   * Throws VersionConflictError when another append got there first.
   */
  async append(
    gameId: string,
    expectedVersion: number,
    events: readonly NewEvent[],
    head: AppendHead & { readonly schemaVersion?: number },
    idempotent?: IdempotentRecord,
    now = new Date(),
  ): Promise<StoredEvent[]> {
    const schemaVersion = head.schemaVersion ?? FIRST_SCHEMA.version;
    const version = expectedVersion + events.length;
    const stored = JSON.stringify(events.map((e) => ({ type: e.type, payload: e.payload, visibility: e.visibility, redacted: e.redacted ?? null })));
    const append: Append = { gameId, expectedVersion, version, head, events: stored, now, schemaVersion };
    let moved: number;
    let bots = false;
    try {
      ({ moved, bots } = idempotent ? await this.appendKeyed(append, idempotent) : await this.appends.submit(append));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      moved = 0;
    }
    if (moved !== 1) {
      this.metrics.versionConflicts.inc();
      throw new VersionConflictError(gameId, expectedVersion);
    }
    this.notifier.committed(gameId, version, bots);
    this.metrics.appends.inc();
    this.metrics.eventsAppended.inc(events.length);
    return events.map((e, i) => ({
      gameId,
      seq: expectedVersion + i + 1,
      type: e.type,
      payload: e.payload,
      visibility: e.visibility,
      redacted: e.redacted ?? undefined,
      schemaVersion,
      createdAt: now,
    }));
  }

  /** An append that stores its idempotent answer: a statement of its own (a live key fails it with a unique violation). */
  private async appendKeyed(a: Append, idempotent: IdempotentRecord): Promise<Moved> {
    const { key, seat, expiredBefore, requestHash, status, body } = idempotent;
    const values = [...appendValues(a), key, seat, expiredBefore, requestHash, status, body];
    return (await this.db.pool.query<Moved>({ ...APPEND, values })).rows[0];
  }

  /** Unkeyed appends to distinct games (TurnBatch), each moved or not by one APPENDS statement: APPEND's first parameters, each as an array. */
  private async appendMany(appends: readonly Append[]): Promise<Moved[]> {
    const rows = appends.map(appendValues);
    const values = rows[0].map((_, i) => rows.map((row) => row[i]));
    const { rows: movedRows } = await this.db.pool.query<{ n: number; bots: boolean }>({ ...APPENDS, values });
    const moved: Moved[] = appends.map(() => ({ moved: 0, bots: false }));
    for (const row of movedRows) moved[row.n - 1] = { moved: 1, bots: row.bots };
    return moved;
  }

  async seatForToken(tokenHash: string): Promise<{ gameId: string; seat: number } | null> {
    const known = this.tokens.get(tokenHash);
    if (known) return known;
    const { rows } = await this.db.pool.query<{ game_id: string; seat: number }>({ ...SEAT_FOR_TOKEN, values: [tokenHash] });
    if (rows.length === 0) return null;
    const seat = { gameId: rows[0].game_id, seat: rows[0].seat };
    this.tokens.set(tokenHash, seat);
    if (this.tokens.size > CACHED_TOKENS) this.tokens.delete(this.tokens.keys().next().value!);
    return seat;
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
