import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { HolocronError } from '../../common/errors/holocron.error.js';
import { text } from '../../engine/core/text.js';
import { Database } from '../../database/database.service.js';
import { GameEntity } from '../../event-store/game.entity.js';
import { SeatTokenEntity } from '../../event-store/seat-token.entity.js';
import { hashToken, readBearer } from '../seat-token.js';
import type { GamePageModel, GameSummaryModel } from './game-life.models.js';
import { GameStatus } from '../game-status.enum.js';

export const MAX_GAME_PAGE = 100;
/** Tokens one "my games" request may name: a Discord bot keeps one per seat it plays. */
export const MAX_TOKENS = 100;
const TAG = /^[A-Za-z0-9._:-]{1,100}$/;

export interface GameFilter {
  readonly status?: string;
  readonly game?: string;
  readonly limit: number;
  readonly offset: number;
}

function checkFilter(f: GameFilter): void {
  if (!Number.isInteger(f.limit) || f.limit < 1 || f.limit > MAX_GAME_PAGE || !Number.isInteger(f.offset) || f.offset < 0) {
    throw HolocronError.of(
      'INVALID_REQUEST',
      text(`limit muss zwischen 1 und ${MAX_GAME_PAGE} liegen, offset ab 0.`, `limit must be from 1 to ${MAX_GAME_PAGE}, offset from 0.`),
    );
  }
  if (f.status !== undefined && f.status !== 'active' && f.status !== 'ended') {
    throw HolocronError.of('INVALID_REQUEST', text('status ist active oder ended.', 'status is active or ended.'));
  }
}

function summary(row: GameEntity, seats: number[]): GameSummaryModel {
  return {
    id: row.id,
    game: row.game,
    tag: row.tag,
    status: GameStatus[row.status],
    version: row.version,
    players: row.players,
    sandbox: row.sandbox,
    seats,
    bots: row.bots ?? [],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Lists of games by tag and by seat token, newest first, in one page shape (items, total, limit, offset). */
@Injectable()
export class GameLists {
  constructor(private readonly db: Database) {}

  private async page(where: (q: ReturnType<Database['dataSource']['createQueryBuilder']>) => void, f: GameFilter) {
    const q = this.db.dataSource.getRepository(GameEntity).createQueryBuilder('g');
    where(q);
    if (f.status) q.andWhere('g.status = :status', { status: f.status });
    if (f.game) q.andWhere('g.game = :game', { game: f.game });
    const [rows, total] = await q.orderBy('g.created_at', 'DESC').addOrderBy('g.id', 'ASC').skip(f.offset).take(f.limit).getManyAndCount();
    return { rows, total };
  }

  async byTag(tag: string | undefined, f: GameFilter): Promise<GamePageModel> {
    if (tag === undefined || !TAG.test(tag)) {
      throw HolocronError.of(
        'INVALID_REQUEST',
        text('tag fehlt oder ist ungültig: 1–100 Zeichen aus A–Z a–z 0–9 . _ : -', 'tag is missing or invalid: 1–100 characters of A–Z a–z 0–9 . _ : -'),
      );
    }
    checkFilter(f);
    const { rows, total } = await this.page((q) => q.where('g.tag = :tag', { tag }), f);
    return { items: rows.map((r) => summary(r, [])), total, limit: f.limit, offset: f.offset };
  }

  /** The games of the seat tokens given (the Authorization bearer and any more); malformed tokens are 401. */
  async byTokens(tokens: readonly string[], f: GameFilter): Promise<GamePageModel> {
    checkFilter(f);
    if (tokens.length === 0) throw HolocronError.of('SEAT_TOKEN_REQUIRED');
    if (tokens.length > MAX_TOKENS) {
      throw HolocronError.of('INVALID_REQUEST', text(`Höchstens ${MAX_TOKENS} Tokens.`, `At most ${MAX_TOKENS} tokens.`));
    }
    const hashes = tokens.map((t) => {
      const bearer = readBearer(`Bearer ${t}`);
      if (bearer.kind !== 'token') throw HolocronError.of('TOKEN_INVALID');
      return hashToken(bearer.token);
    });
    const seats = await this.db.dataSource.getRepository(SeatTokenEntity).findBy({ tokenHash: In(hashes) });
    // A well-formed token that names no seat lists nothing rather than failing the whole list:
    // the game may have been deleted by the retention sweep.
    if (seats.length === 0) return { items: [], total: 0, limit: f.limit, offset: f.offset };
    const bySeat = new Map<string, number[]>();
    for (const s of seats) bySeat.set(s.gameId, [...(bySeat.get(s.gameId) ?? []), s.seat].sort((a, b) => a - b));
    const { rows, total } = await this.page((q) => q.where('g.id IN (:...ids)', { ids: [...bySeat.keys()] }), f);
    return { items: rows.map((r) => summary(r, bySeat.get(r.id) ?? [])), total, limit: f.limit, offset: f.offset };
  }
}
