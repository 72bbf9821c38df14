import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { HolocronError } from '../common/errors/holocron.error.js';
import { text } from '../engine/core/text.js';
import {
  ActionResultModel,
  CreatedGameModel,
  EventPageModel,
  GameListModel,
  GameModel,
  LegalActionsModel,
  SandboxDiceModel,
} from './game.models.js';
import { NewGameInput, ReplaceSandboxDiceInput, SubmitActionInput } from './game.inputs.js';
import { ActionSubmission } from './action-submission.service.js';
import { GamesService } from './games.service.js';
import { SandboxDice } from './sandbox-dice.service.js';
import type { HistoryPoint } from './game-life/game-history.service.js';
import { SeatOptional, SeatRequired } from '../openapi/seat.decorators.js';

const PROBLEM = { description: 'Problem details (application/problem+json) with code, messages {de, en} and rule.' };

const MAX_INT4 = 2 ** 31 - 1;

function intQuery(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  // Event positions are Postgres int4: a larger one would fail in the database, not here.
  if (!/^\d+$/.test(value) || Number(value) > MAX_INT4) {
    throw HolocronError.of(
      'INVALID_REQUEST',
      text(`${name} muss eine ganze Zahl von 0 bis ${MAX_INT4} sein.`, `${name} must be a whole number from 0 to ${MAX_INT4}.`),
    );
  }
  return Number(value);
}

/**
 * The Idempotency-Key header: the IETF draft sends it as a structured-field string
 * (`Idempotency-Key: "8e03978e-40d5"`); a bare token is taken as it is.
 */
function idempotencyKeyHeader(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const quoted = /^"((?:[^"\\]|\\["\\])*)"$/.exec(raw.trim());
  const key = quoted ? quoted[1].replace(/\\(["\\])/g, '$1') : raw.trim();
  if (key === '' || key.length > 200) {
    throw HolocronError.of(
      'INVALID_REQUEST',
      text('Idempotency-Key muss 1 bis 200 Zeichen lang sein.', 'Idempotency-Key must be 1 to 200 characters long.'),
    );
  }
  return key;
}

/** `?at=N&seat=K` as a history point; shared with the picture routes. */
export function historyPoint(at: string | undefined, seat: string | undefined): HistoryPoint {
  return {
    ...(at === undefined ? {} : { at: intQuery(at, 'at', 0) }),
    ...(seat === undefined ? {} : { seat: intQuery(seat, 'seat', 0) }),
  };
}

/** REST mirror of the GraphQL API for simple clients. */
@ApiTags('games')
@Controller('v1/games')
export class GamesController {
  constructor(
    private readonly games: GamesService,
    private readonly actions: ActionSubmission,
    private readonly sandboxDice: SandboxDice,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The games Holocron plays, with their options' })
  list(): GameListModel {
    return { games: this.games.list() };
  }

  @Post()
  @ApiOperation({ summary: 'Create a game; returns one secret token per seat' })
  @ApiResponse({ status: 201, type: CreatedGameModel })
  @ApiResponse({ status: 400, ...PROBLEM })
  @ApiResponse({ status: 422, ...PROBLEM })
  create(@Body() input: NewGameInput): Promise<CreatedGameModel> {
    return this.games.create(input);
  }

  @SeatOptional()
  @Get(':id')
  @ApiOperation({ summary: 'The game as the caller may see it, now or after event `at`' })
  @ApiQuery({ name: 'at', required: false, type: Number, description: 'Time travel: the game after event seq N (1 to version)' })
  @ApiQuery({ name: 'seat', required: false, type: Number, description: "Another seat's view: only once ended, and only with openHistoryWhenEnded" })
  @ApiResponse({ status: 200, type: GameModel })
  @ApiResponse({ status: 403, ...PROBLEM })
  @ApiResponse({ status: 404, ...PROBLEM })
  get(@Param('id') id: string, @Headers('authorization') auth?: string, @Query('at') at?: string, @Query('seat') seat?: string): Promise<GameModel> {
    return this.games.get(id, auth, historyPoint(at, seat));
  }

  @SeatOptional()
  @Get(':id/legal-actions')
  @ApiOperation({ summary: "What the caller's seat may do now, or could do after event `at` (empty for spectators and seats not to act)" })
  @ApiQuery({ name: 'at', required: false, type: Number, description: 'Time travel: informative only' })
  @ApiQuery({ name: 'seat', required: false, type: Number, description: "Another seat's: only once ended, and only with openHistoryWhenEnded" })
  @ApiQuery({ name: 'group', required: false, description: 'Only the actions of this group id (see groups)' })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: '1–1000; default: every action' })
  @ApiQuery({ name: 'offset', required: false, type: Number })
  @ApiResponse({ status: 200, type: LegalActionsModel })
  legalActions(
    @Param('id') id: string,
    @Headers('authorization') auth?: string,
    @Query('at') at?: string,
    @Query('seat') seat?: string,
    @Query('group') group?: string,
    @Query('limit') limit?: string,
    @Query('offset') offset?: string,
  ): Promise<LegalActionsModel> {
    return this.games.legalActions(id, auth, historyPoint(at, seat), {
      group,
      ...(limit === undefined ? {} : { limit: intQuery(limit, 'limit', 0) }),
      offset: intQuery(offset, 'offset', 0),
    });
  }

  @SeatRequired()
  @Post(':id/actions')
  @HttpCode(200)
  @ApiOperation({ summary: 'Submit an action (by id or machine form) or several steps atomically' })
  @ApiResponse({ status: 200, type: ActionResultModel })
  @ApiResponse({ status: 409, ...PROBLEM })
  @ApiResponse({ status: 422, ...PROBLEM })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Same as idempotencyKey in the body; a structured-field string ("key") or a bare key. See docs/security.md.',
  })
  @ApiResponse({ status: 400, ...PROBLEM })
  submit(
    @Param('id') id: string,
    @Body() input: SubmitActionInput,
    @Headers('authorization') auth?: string,
    @Headers('idempotency-key') header?: string,
  ): Promise<ActionResultModel> {
    const idempotencyKey = idempotencyKeyHeader(header);
    if (idempotencyKey !== undefined && input.idempotencyKey !== undefined && idempotencyKey !== input.idempotencyKey) {
      throw HolocronError.of(
        'INVALID_REQUEST',
        text(
          'Idempotency-Key im Header und idempotencyKey im Inhalt unterscheiden sich.',
          'The Idempotency-Key header and idempotencyKey in the body differ.',
        ),
      );
    }
    return this.actions.submit(id, auth, { ...input, idempotencyKey: input.idempotencyKey ?? idempotencyKey });
  }

  @SeatRequired()
  @Put(':id/sandbox/dice')
  @ApiOperation({ summary: "Replace the unused rest of a sandbox game's dice script (any seat of the game)" })
  @ApiResponse({ status: 200, type: SandboxDiceModel })
  @ApiResponse({ status: 400, ...PROBLEM })
  @ApiResponse({ status: 401, ...PROBLEM })
  @ApiResponse({ status: 409, ...PROBLEM })
  replaceSandboxDice(@Param('id') id: string, @Body() input: ReplaceSandboxDiceInput, @Headers('authorization') auth?: string): Promise<SandboxDiceModel> {
    return this.sandboxDice.replace(id, auth, input);
  }

  @SeatOptional()
  @Get(':id/events')
  @ApiOperation({ summary: 'The event log after seq `after`, redacted for the caller' })
  @ApiQuery({ name: 'after', required: false, type: Number })
  @ApiQuery({ name: 'limit', required: false, type: Number, description: '1–1000, default 100' })
  @ApiResponse({ status: 200, type: EventPageModel })
  events(
    @Param('id') id: string,
    @Query('after') after?: string,
    @Query('limit') limit?: string,
    @Headers('authorization') auth?: string,
  ): Promise<EventPageModel> {
    return this.games.events(id, auth, intQuery(after, 'after', 0), intQuery(limit, 'limit', 100));
  }
}
