import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { failed, fromGraphQLError, networkError, ok, type ApiError, type Result } from './api.errors.js';
import {
  CREATE_GAME,
  GAME,
  GAME_UPDATED,
  GAME_VIEWS,
  LEGAL_ACTIONS,
  SUBMIT_ACTION,
  type ActionResult,
  type CreatedGame,
  type GameEvent,
  type GameView,
  type LegalAction,
  type LegalActions,
  type NewGame,
  type TypedViews,
} from './operations.graphql.js';
import type { GameQuery, LegalActionsQuery } from './generated/graphql.types.js';

export interface ClientOptions {
  /** The service's base address, e.g. http://localhost:3000 (GraphQL at /graphql). */
  readonly url: string;
}

/** Picks one of the legal actions; asked again with fresh actions after a version conflict. */
export type Chooser = (legal: LegalActions) => LegalAction | Promise<LegalAction>;

export interface Following {
  /** Every event after `after`, once each, in order, until `stop` or the connection ends. */
  readonly events: AsyncIterable<GameEvent>;
  stop(): Promise<void>;
}

/** How often `act` re-asks after VERSION_CONFLICT before it gives the conflict back. */
export const DEFAULT_CONFLICT_RETRIES = 5;

/**
 * A small typed layer over Holocron's GraphQL API. Every call answers a `Result`:
 * refusals are values with code, messages and rule, never exceptions.
 */
export class HolocronClient {
  private readonly httpUrl: string;
  private readonly wsUrl: string;

  constructor(options: ClientOptions) {
    const base = options.url.replace(/\/+$/, '');
    this.httpUrl = `${base}/graphql`;
    this.wsUrl = `${base.replace(/^http/, 'ws')}/graphql`;
  }

  async request<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<Result<T>> {
    let body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
    try {
      const res = await fetch(this.httpUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      body = (await res.json()) as typeof body;
    } catch (e) {
      return failed(networkError(e));
    }
    if (body.errors?.length) return failed(fromGraphQLError(body.errors[0]));
    if (!body.data) return failed(networkError('an answer without data'));
    return ok(body.data);
  }

  async createGame(input: NewGame): Promise<Result<CreatedGame>> {
    return pick(await this.request<{ createGame: CreatedGame }>(CREATE_GAME, { input }), (d) => d.createGame);
  }

  /** The game as `token`'s seat sees it; a spectator's view without a token. `outcome` is the schema's typed `result`. */
  async game<V = unknown>(gameId: string, token?: string): Promise<Result<GameView<V>>> {
    return pick(await this.request<GameQuery>(GAME, { id: gameId }, token), ({ game: { result, view, ...rest } }) => ({ ...rest, view: view as V, outcome: result ?? null }));
  }

  /** The game's typed view as `token`'s seat sees it: its game's field is set (e.g. `armadaView`), the others are null. */
  async typedViews(gameId: string, token?: string): Promise<Result<TypedViews>> {
    return pick(await this.request<{ game: TypedViews }>(GAME_VIEWS, { id: gameId }, token), (d) => d.game);
  }

  async legalActions(gameId: string, token: string): Promise<Result<LegalActions>> {
    return pick(await this.request<LegalActionsQuery>(LEGAL_ACTIONS, { id: gameId }, token), ({ legalActions }) => ({
      ...legalActions,
      actions: legalActions.actions.map(({ paramEntries, ...a }) => ({ ...a, params: Object.fromEntries(paramEntries.map((e) => [e.name, JSON.parse(e.value)])) })),
    }));
  }

  /** Submits a legal action by id; refused with VERSION_CONFLICT unless the game is still at `expectedVersion`. */
  async submit(gameId: string, token: string, actionId: string, expectedVersion: number): Promise<Result<ActionResult>> {
    const input = { actionId, expectedVersion };
    return pick(await this.request<{ submitAction: ActionResult }>(SUBMIT_ACTION, { id: gameId, input }, token), (d) => d.submitAction);
  }

  /**
   * Asks the legal actions, lets `choose` pick one and submits it at the version
   * it was legal at. Someone else acting first (VERSION_CONFLICT) means the
   * choice was made on a stale game: ask again and choose again, at most `retries` times.
   */
  async act(gameId: string, token: string, choose: Chooser, retries = DEFAULT_CONFLICT_RETRIES): Promise<Result<ActionResult & { conflicts: number }>> {
    let last: ApiError | undefined;
    for (let conflicts = 0; conflicts <= retries; conflicts++) {
      const legal = await this.legalActions(gameId, token);
      if (!legal.ok) return legal;
      if (legal.value.actions.length === 0) {
        return failed({ code: 'NO_LEGAL_ACTION', messages: { de: 'Dieser Sitz kann gerade nichts tun.', en: 'This seat cannot act now.' }, details: {} });
      }
      const action = await choose(legal.value);
      const submitted = await this.submit(gameId, token, action.id, legal.value.version);
      if (submitted.ok) return ok({ ...submitted.value, conflicts });
      if (submitted.error.code !== 'VERSION_CONFLICT') return submitted;
      last = submitted.error;
    }
    return failed(last!);
  }

  /**
   * Follows a game over graphql-ws: the events after `after` (default 0: all)
   * and then each new one, as `token`'s seat (or a spectator) may see it.
   * A refusal (e.g. TOKEN_FOR_OTHER_GAME) ends the iteration with an Error whose `apiError` is the value.
   */
  follow(gameId: string, options: { token?: string; after?: number } = {}): Following {
    const ws: Client = createClient({
      url: this.wsUrl,
      webSocketImpl: WebSocket,
      lazy: true,
      retryAttempts: 0,
      connectionParams: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
    const iterator = ws.iterate<{ gameUpdated: GameEvent }>({ query: GAME_UPDATED, variables: { id: gameId, after: options.after ?? 0 } });
    async function* events(): AsyncGenerator<GameEvent> {
      try {
        for await (const msg of iterator) {
          if (msg.errors?.length) throw msg.errors;
          if (msg.data) yield msg.data.gameUpdated;
        }
      } catch (e) {
        // graphql-ws throws a refused subscription's GraphQL errors as an array.
        const first = (Array.isArray(e) ? e[0] : e) as { message?: string; extensions?: Record<string, unknown> };
        const apiError = first?.extensions ? fromGraphQLError({ message: first.message ?? '', extensions: first.extensions }) : networkError(e);
        throw Object.assign(new Error(`${apiError.code}: ${apiError.messages.en}`), { apiError });
      }
    }
    return {
      events: events(),
      async stop() {
        await iterator.return?.();
        await ws.dispose();
      },
    };
  }
}

function pick<T, U>(result: Result<T>, f: (data: T) => U): Result<U> {
  return result.ok ? ok(f(result.value)) : result;
}
