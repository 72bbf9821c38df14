import type { Messages } from './api.errors.js';

/*
 * The operations this client sends and the shapes they return, written by hand
 * from src/schema.gql (see README: codegen was left out). Field selections here
 * and the interfaces below must change together.
 */

export interface SeatToken {
  readonly seat: number;
  readonly token: string;
}

export interface CreatedGame {
  readonly id: string;
  readonly game: string;
  readonly version: number;
  readonly sandbox: boolean;
  readonly seats: readonly SeatToken[];
}

export interface ActionGroup extends Messages {
  readonly id: string;
}

export interface LegalAction {
  /** Stable short id; submit it as actionId. */
  readonly id: string;
  readonly type: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly label: Messages;
  readonly group: ActionGroup;
}

export interface LegalActions {
  readonly version: number;
  readonly seat: number | null;
  readonly total: number;
  readonly actions: readonly LegalAction[];
}

export interface PendingDecision {
  readonly seat: number;
  readonly decision: string;
  readonly label: Messages;
}

export interface Outcome {
  readonly winners: readonly number[];
  readonly reason: Messages;
  readonly scores?: readonly { readonly seat: number; readonly points: number; readonly tieBreak?: number }[];
}

/** A game as the caller's seat (or a spectator) may see it; `view`'s shape depends on the game. */
export interface GameView<V = unknown> {
  readonly id: string;
  readonly game: string;
  readonly status: string;
  readonly version: number;
  readonly seat: number | null;
  readonly pending: readonly PendingDecision[];
  readonly outcome: Outcome | null;
  readonly view: V;
}

export interface GameEvent {
  readonly seq: number;
  readonly type: string;
  readonly payload: unknown;
  readonly redacted: boolean;
}

export interface ActionResult {
  readonly version: number;
  readonly events: readonly GameEvent[];
}

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
