import type { Messages } from './api.errors.js';
import type { CreateGameMutation, GameQuery, LegalActionsQuery, SubmitActionMutation } from './generated/graphql.types.js';

/*
 * The operations this client sends. Their result types are generated from
 * src/schema.gql and these documents (`npm run client:codegen`,
 * generated/graphql.types.ts); only what the schema leaves as JSON (a game's
 * view, an outcome, an action's parameters) is typed by hand here.
 */

export type SeatToken = CreateGameMutation['createGame']['seats'][number];
export type CreatedGame = CreateGameMutation['createGame'];
export type ActionGroup = LegalActionsQuery['legalActions']['actions'][number]['group'];

export type LegalAction = Omit<LegalActionsQuery['legalActions']['actions'][number], 'params'> & {
  /** The action's parameters in machine form (a JSON object in the schema). */
  readonly params: Readonly<Record<string, unknown>>;
};

export type LegalActions = Omit<LegalActionsQuery['legalActions'], 'actions'> & { readonly actions: readonly LegalAction[] };

export type PendingDecision = GameQuery['game']['pending'][number];

export interface Outcome {
  readonly winners: readonly number[];
  readonly reason: Messages;
  readonly scores?: readonly { readonly seat: number; readonly points: number; readonly tieBreak?: number }[];
}

/** A game as the caller's seat (or a spectator) may see it; `view`'s shape depends on the game, `outcome` on how it ended. */
export type GameView<V = unknown> = Omit<GameQuery['game'], 'view' | 'outcome'> & { readonly view: V; readonly outcome: Outcome | null };

export type GameEvent = SubmitActionMutation['submitAction']['events'][number];
export type ActionResult = SubmitActionMutation['submitAction'];

export interface NewGame {
  readonly game: string;
  readonly players: number;
  readonly options?: Record<string, unknown>;
  readonly seed?: string;
  readonly tag?: string;
}

const EVENT = 'seq type payload redacted';

export const CREATE_GAME = `mutation CreateGame($input: NewGameInput!) { createGame(input: $input) { id game version sandbox seats { seat token } } }`;
export const GAME = `query Game($id: ID!) { game(id: $id) { id game status version seat pending { seat decision label { de en } } outcome view } }`;
export const LEGAL_ACTIONS = `query LegalActions($id: ID!) { legalActions(gameId: $id) { version seat total actions { id type params label { de en } group { id de en } } } }`;
export const SUBMIT_ACTION = `mutation SubmitAction($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { version events { ${EVENT} } } }`;
export const GAME_UPDATED = `subscription GameUpdated($id: ID!, $after: Int) { gameUpdated(gameId: $id, after: $after) { ${EVENT} } }`;

/** Every document the client sends, for the type generator (scripts/client-codegen.ts). */
export const OPERATIONS = { CREATE_GAME, GAME, LEGAL_ACTIONS, SUBMIT_ACTION, GAME_UPDATED } as const;
