import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { HolocronError } from '../common/errors/holocron.error.js';
import { legalActionsWithIds } from '../engine/core/legal-actions.memo.js';
import { eventSchemaOf } from '../engine/core/events/event.upcast.js';
import type { Emitted } from '../engine/core/game.contract.js';
import { rngFor, ScriptedDieError, ScriptedRng } from '../engine/core/rng.random.js';
import { isViolation } from '../engine/core/rule-violation.error.js';
import { checkScriptedDice, checkScriptedShuffles, scriptedDieMismatch, type ScriptProblem } from '../engine/core/sandbox.script.js';
import { text } from '../engine/core/text.js';
import type { Viewer } from '../engine/core/visibility.view.js';
import { findGame, GAMES } from '../engine/games.registry.js';
import { EventStore } from '../event-store/event-store.service.js';
import { GameLoader, MAX_EVENT_PAGE, seatOf, visible, type Loaded } from './game-loader.service.js';
import { groupOf, pageActions, type ActionPageQuery } from './game-life/action-groups.js';
import { outcomeOf, pendingOf } from './game-life/game-ending.js';
import { GameHistory, historyOpen, unredacted, type HistoryPoint } from './game-life/game-history.service.js';
import type { CreatedGameModel, EventPageModel, GameInfoModel, GameModel, LegalActionModel, LegalActionsModel } from './game.models.js';
import { botSeatsOf } from './bots/bot-seats.js';
import type { NewGameInput } from './game.inputs.js';
import { hashToken, newSeatToken } from './seat-token.js';
import { GameStatus } from './game-status.enum.js';

/** A sandbox script no roll or shuffle of the game could use: 400, before anything is stored. */
export function scriptProblem(p: ScriptProblem): HolocronError {
  const title = p.code === 'INVALID_SANDBOX_DICE' ? 'Invalid sandbox dice' : 'Invalid sandbox shuffles';
  return new HolocronError(p.code, 400, title, p.messages, p.rule, p.extra);
}

/** What `seat` may do now, as clients (and the service's bots) are shown it. */
export function legalActionsOf(loaded: Loaded, seat: number): (LegalActionModel & { params: Record<string, unknown> })[] {
  const actions = loaded.ending ? [] : legalActionsWithIds(loaded.def, loaded.state, seat).list;
  return actions.map(({ id, action }) => {
    const { type, ...params } = action;
    return { id, type, params, label: loaded.def.label(loaded.state, action), group: groupOf(loaded.def, loaded.state, action) };
  });
}

/**
 * Adapts the engines to the service: creates games and shows them as the
 * caller may see them. It holds no rules; the engines decide.
 */
@Injectable()
export class GamesService {
  constructor(
    private readonly store: EventStore,
    private readonly loader: GameLoader,
    private readonly history: GameHistory,
  ) {}

  list(): GameInfoModel[] {
    return GAMES.map((g) => ({
      id: g.id,
      title: g.title,
      players: { ...g.players },
      options: g.options.map((o) => ({ ...o })),
    }));
  }

  async create(input: NewGameInput): Promise<CreatedGameModel> {
    const def = findGame(input.game);
    if (!def) {
      const known = GAMES.map((g) => g.id).join(', ');
      throw HolocronError.of(
        'UNKNOWN_GAME',
        text(`Das Spiel ${input.game} gibt es nicht; bekannt sind: ${known}.`, `There is no game ${input.game}; known games: ${known}.`),
      );
    }
    const { min, max } = def.players;
    if (input.players < min || input.players > max) {
      throw new HolocronError(
        'INVALID_PLAYER_COUNT',
        400,
        'Invalid player count',
        text(`${def.title.de} wird zu ${min}–${max} gespielt, nicht zu ${input.players}.`, `${def.title.en} is played by ${min}–${max} players, not ${input.players}.`),
        def.setupRule,
      );
    }
    const bots = botSeatsOf(def.id, input.players, input.seats);
    const options = def.parseOptions(input.options ?? {}, input.players);
    if (isViolation(options)) throw HolocronError.fromViolation(options);
    const seed = input.seed ?? randomBytes(32).toString('hex');
    let emitted: Emitted[];
    const used = { diceUsed: 0, shufflesUsed: 0 };
    const shuffles = (input.sandbox?.shuffles ?? []).map((sh) => ({ deck: sh.deck, order: sh.order }));
    if (input.sandbox) {
      const dice = input.sandbox.dice ?? [];
      const problem = checkScriptedDice(def, dice) ?? checkScriptedShuffles(def, shuffles);
      if (problem) throw scriptProblem(problem);
      if (input.sandbox.position === undefined) {
        // No position: the game's own setup, its chance scripted, so a recorded game replays from its start.
        const rng = new ScriptedRng(dice, rngFor(seed, 0), shuffles.map((sh) => sh.order));
        try {
          emitted = def.setup(options, input.players, rng);
        } catch (error) {
          if (!(error instanceof ScriptedDieError)) throw error;
          const { messages, extra } = scriptedDieMismatch(def, error, error.index);
          throw new HolocronError('INVALID_SANDBOX_DICE', 400, 'Invalid sandbox dice', messages, def.setupRule, extra);
        }
        Object.assign(used, { diceUsed: rng.consumed, shufflesUsed: rng.shufflesConsumed });
      } else {
        const result = def.sandbox(input.sandbox.position, options, input.players);
        if (isViolation(result)) throw HolocronError.fromViolation(result);
        emitted = result;
      }
    } else {
      emitted = def.setup(options, input.players, rngFor(seed, 0));
    }
    const state = emitted.reduce((s, e) => def.evolve(s, e.event), def.initialState());
    // A bot's seat gets no token at all: nobody could be handed it, nobody can act for the bot.
    const tokens = Array.from({ length: input.players }, (_, seat) => (bots.some((b) => b.seat === seat) ? null : newSeatToken()));
    const id = randomUUID();
    const row = await this.store.createGame(
      {
        id,
        game: def.id,
        players: input.players,
        options: options as object,
        sandbox: Boolean(input.sandbox),
        seed,
        diceScript: input.sandbox ? (input.sandbox.dice ?? []) : null,
        shuffleScript: input.sandbox ? shuffles : null,
        status: def.outcome(state) ? 'ended' : 'active',
        tag: input.tag ?? null,
        openHistoryWhenEnded: input.openHistoryWhenEnded ?? false,
        bots: bots.length ? bots : null,
        ...used,
      },
      emitted.map((e) => ({ ...e.event, visibility: e.visibility, redacted: e.redacted })),
      tokens.map((token) => (token === null ? null : hashToken(token))),
      eventSchemaOf(def).version,
    );
    const seats = tokens.flatMap((token, seat) => (token === null ? [] : [{ seat, token }]));
    return { id, game: def.id, version: row.version, sandbox: row.sandbox, seats, bots };
  }

  snapshot(loaded: Loaded, viewer: Viewer, at: number | null = null): GameModel {
    const { row, def, state, ending } = loaded;
    return {
      id: row.id,
      game: row.game,
      version: row.version,
      status: GameStatus[row.status],
      sandbox: row.sandbox,
      seat: seatOf(viewer),
      view: def.view(state, viewer),
      pending: pendingOf(def, state, ending),
      outcome: outcomeOf(def, state, ending),
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      tag: row.tag,
      openHistoryWhenEnded: row.openHistoryWhenEnded,
      at,
      bots: row.bots ?? [],
    };
  }

  /** The game now, or after event `point.at` (time travel), as the caller or `point.seat` may see it. */
  async get(id: string, authorization?: string, point: HistoryPoint = {}): Promise<GameModel> {
    if (point.at !== undefined || point.seat !== undefined) {
      const { loaded, viewer, at } = await this.history.resolve(id, authorization, point);
      return this.snapshot(loaded, viewer, at);
    }
    const loaded = await this.loader.load(id);
    return this.snapshot(loaded, await this.loader.viewer(id, authorization));
  }

  /** What the caller may do now, or could after event `point.at`; grouped, and one group's page if asked. */
  async legalActions(id: string, authorization?: string, point: HistoryPoint = {}, page: ActionPageQuery = {}): Promise<LegalActionsModel> {
    if (point.at !== undefined || point.seat !== undefined) {
      const { loaded, viewer, at } = await this.history.resolve(id, authorization, point);
      return { ...this.legalActionsFor(loaded, viewer, page), at };
    }
    const loaded = await this.loader.load(id);
    return this.legalActionsFor(loaded, await this.loader.viewer(id, authorization), page);
  }

  private legalActionsFor(loaded: Loaded, viewer: Viewer, page: ActionPageQuery): LegalActionsModel {
    const all = viewer.kind === 'seat' ? legalActionsOf(loaded, viewer.seat) : [];
    const { items, ...paging } = pageActions(all, page);
    return { version: loaded.row.version, seat: seatOf(viewer), at: null, actions: items, ...paging };
  }

  async events(id: string, authorization: string | undefined, after = 0, limit = 100): Promise<EventPageModel> {
    if (!Number.isInteger(after) || after < 0 || !Number.isInteger(limit) || limit < 1 || limit > MAX_EVENT_PAGE) {
      throw HolocronError.of(
        'INVALID_REQUEST',
        text(`after muss eine ganze Zahl ab 0 sein, limit zwischen 1 und ${MAX_EVENT_PAGE}.`, `after must be a whole number from 0, limit from 1 to ${MAX_EVENT_PAGE}.`),
      );
    }
    const game = await this.loader.row(id);
    const viewer = await this.loader.viewer(id, authorization);
    const events = await this.store.eventsAfter(id, after, limit);
    const last = events.length ? events[events.length - 1].seq : after;
    const version = Math.max(game.version, last);
    // Once an ended game's history is open, everybody reads every event as stored.
    const open = historyOpen(game);
    return { version, events: events.map((e) => (open ? unredacted(e) : visible(e, viewer))), hasMore: last < version };
  }

}
