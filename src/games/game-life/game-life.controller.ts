import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { HolocronError } from '../../common/errors/holocron.error.js';
import { text } from '../../engine/core/text.js';
import { readBearer } from '../seat-token.js';
import { GameEnder } from './game-ender.service.js';
import { EndGameInput, GameEndedModel, GamePageModel } from './game-life.models.js';
import { GameLists, MAX_GAME_PAGE, type GameFilter } from './game-lists.service.js';
import { SeatRequired } from '../../openapi/seat.decorators.js';

const PROBLEM = { description: 'Problem details (application/problem+json) with code, messages {de, en} and rule.' };

export function intParam(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  // Postgres takes LIMIT and OFFSET as int4 at most here: a larger number answered 500 (the fuzz found it).
  if (!/^\d+$/.test(value) || Number(value) > 2_147_483_647) {
    throw HolocronError.of(
      'INVALID_REQUEST',
      text(`${name} muss eine ganze Zahl bis 2147483647 sein.`, `${name} must be a whole number up to 2147483647.`),
    );
  }
  return Number(value);
}

function withHeaderKey(input: EndGameInput, header: string | undefined): EndGameInput {
  if (header !== undefined && input.idempotencyKey !== undefined && header !== input.idempotencyKey) {
    throw HolocronError.of(
      'INVALID_REQUEST',
      text('Idempotency-Key im Header und idempotencyKey im Inhalt unterscheiden sich.', 'The Idempotency-Key header and idempotencyKey in the body differ.'),
    );
  }
  return { ...input, idempotencyKey: input.idempotencyKey ?? header };
}

function filter(status?: string, game?: string, limit?: string, offset?: string): GameFilter {
  return { status, game, limit: intParam(limit, 'limit', 20), offset: intParam(offset, 'offset', 0) };
}

/** A game's life over REST: resign, claim the win over an idle opponent, lists of games (docs/game-life.md). */
@ApiTags('games')
@Controller('v1')
export class GameLifeController {
  constructor(
    private readonly ender: GameEnder,
    private readonly lists: GameLists,
  ) {}

  @SeatRequired()
  @Post('games/:id/resign')
  @HttpCode(200)
  @ApiOperation({ summary: "The caller's seat concedes: the game ends, every other side wins" })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Same as idempotencyKey in the body.' })
  @ApiResponse({ status: 200, type: GameEndedModel })
  @ApiResponse({ status: 401, ...PROBLEM })
  @ApiResponse({ status: 409, ...PROBLEM })
  resign(
    @Param('id') id: string,
    @Body() input: EndGameInput,
    @Headers('authorization') auth?: string,
    @Headers('idempotency-key') key?: string,
  ): Promise<GameEndedModel> {
    return this.ender.resign(id, auth, withHeaderKey(input, key));
  }

  @SeatRequired()
  @Post('games/:id/claim-win')
  @HttpCode(200)
  @ApiOperation({ summary: 'Claim the win over seats the game has waited for longer than the abandon time (HOLOCRON_ABANDON_AFTER)' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Same as idempotencyKey in the body.' })
  @ApiResponse({ status: 200, type: GameEndedModel })
  @ApiResponse({ status: 401, ...PROBLEM })
  @ApiResponse({ status: 409, ...PROBLEM, description: 'GAME_ENDED, CLAIM_WIN_NOT_WAITING, or CLAIM_WIN_TOO_EARLY with allowedAt' })
  claimWin(
    @Param('id') id: string,
    @Body() input: EndGameInput,
    @Headers('authorization') auth?: string,
    @Headers('idempotency-key') key?: string,
  ): Promise<GameEndedModel> {
    return this.ender.claimWin(id, auth, withHeaderKey(input, key));
  }

  @Get('game-list')
  @ApiOperation({ summary: 'Games created with a tag, newest first' })
  @ApiQuery({ name: 'tag', required: true })
  @ApiQuery({ name: 'status', required: false, enum: ['active', 'ended'] })
  @ApiQuery({ name: 'game', required: false })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: `1–${MAX_GAME_PAGE}, default 20` })
  @ApiQuery({ name: 'offset', required: false, type: Number })
  @ApiResponse({ status: 200, type: GamePageModel })
  byTag(
    @Query('tag') tag?: string,
    @Query('status') status?: string,
    @Query('game') game?: string,
    @Query('limit') limit?: string,
    @Query('offset') offset?: string,
  ): Promise<GamePageModel> {
    return this.lists.byTag(tag, filter(status, game, limit, offset));
  }

  @SeatRequired()
  @Get('me/games')
  @ApiOperation({ summary: "The games of the caller's seat token (Authorization) and of any more tokens in X-Seat-Tokens" })
  @ApiHeader({ name: 'X-Seat-Tokens', required: false, description: 'More seat tokens, comma-separated (at most 100 in all).' })
  @ApiQuery({ name: 'status', required: false, enum: ['active', 'ended'] })
  @ApiQuery({ name: 'game', required: false })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: `1–${MAX_GAME_PAGE}, default 20` })
  @ApiQuery({ name: 'offset', required: false, type: Number })
  @ApiResponse({ status: 200, type: GamePageModel })
  @ApiResponse({ status: 401, ...PROBLEM })
  mine(
    @Headers('authorization') auth?: string,
    @Headers('x-seat-tokens') more?: string,
    @Query('status') status?: string,
    @Query('game') game?: string,
    @Query('limit') limit?: string,
    @Query('offset') offset?: string,
  ): Promise<GamePageModel> {
    return this.lists.byTokens(callerTokens(auth, more), filter(status, game, limit, offset));
  }
}

/** The bearer token and the extra ones, malformed ones refused (401). */
export function callerTokens(auth: string | undefined, more: string | string[] | undefined): string[] {
  const tokens: string[] = [];
  const bearer = readBearer(auth);
  if (bearer.kind === 'malformed') throw HolocronError.of('TOKEN_INVALID');
  if (bearer.kind === 'token') tokens.push(bearer.token);
  const extra = (Array.isArray(more) ? more : more === undefined ? [] : [more]).flatMap((m) => m.split(','));
  for (const t of extra.map((x) => x.trim()).filter(Boolean)) tokens.push(t);
  return tokens;
}
