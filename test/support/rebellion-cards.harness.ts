import type { TestApp } from './app.harness.js';
import { gql } from './graphql.client.js';

/** Shared by the Rebellion card e2e files: seats, the shapes the API answers, and one sandbox game per test. The Empire sits in seat 0. */
export const EMPIRE = 0;
export const REBEL = 1;

export interface Action {
  id: string;
  type: string;
  params: Record<string, unknown>;
  label: { de: string; en: string };
}

export interface Created {
  id: string;
  seats: { seat: number; token: string }[];
}

export interface SeenEvent {
  type: string;
  payload: unknown;
  redacted?: boolean;
}

/** A sandbox game of Rebellion created over REST, with the calls a card test makes as a seat (null: a spectator). */
export async function restSandbox(t: TestApp, position: object, dice?: readonly string[]) {
  const game = (await t.http().post('/v1/games').send({ game: 'rebellion', players: 2, sandbox: { position, ...(dice ? { dice } : {}) } }).expect(201)).body as Created;
  const auth = (seat: number) => ({ Authorization: `Bearer ${game.seats[seat].token}` });
  const get = (path: string, seat: number | null) => (seat === null ? t.http().get(path) : t.http().get(path).set(auth(seat)));
  const send = async (seat: number, body: object, status = 200) => (await t.http().post(`/v1/games/${game.id}/actions`).set(auth(seat)).send(body).expect(status)).body;
  return {
    game,
    send,
    act: (seat: number, action: object, status = 200) => send(seat, { action }, status),
    actId: (seat: number, actionId: string) => send(seat, { actionId }),
    legal: async (seat: number) => ((await get(`/v1/games/${game.id}/legal-actions`, seat).expect(200)).body as { actions: Action[] }).actions,
    /** The whole answer of GET /v1/games/:id (view, version, status…). */
    read: async (seat: number | null) => (await get(`/v1/games/${game.id}`, seat).expect(200)).body,
    view: async (seat: number | null) => (await get(`/v1/games/${game.id}`, seat).expect(200)).body.view,
    log: async (seat: number | null) => ((await get(`/v1/games/${game.id}/events?limit=1000`, seat).expect(200)).body as { events: SeenEvent[] }).events,
  };
}

/** The same over GraphQL; each call asserts that GraphQL answered without errors. */
export async function graphqlSandbox(t: TestApp, position: object, dice?: readonly string[]) {
  const created = await gql<{ createGame: Created }>(t, 'mutation($input: NewGameInput!) { createGame(input: $input) { id seats { seat token } } }', {
    input: { game: 'rebellion', players: 2, sandbox: { position, ...(dice ? { dice } : {}) } },
  });
  expect(created.errors).toBeUndefined();
  const game = created.data.createGame;
  const token = (seat: number | null) => (seat === null ? undefined : game.seats[seat].token);
  const query = async <T>(text: string, variables: Record<string, unknown>, seat: number | null) => {
    const res = await gql<T>(t, text, { id: game.id, ...variables }, token(seat));
    expect(res.errors).toBeUndefined();
    return res.data;
  };
  return {
    game,
    query,
    act: async (seat: number, action: object) =>
      (
        await query<{ submitAction: { events: SeenEvent[] } }>(
          'mutation($id: ID!, $input: SubmitActionInput!) { submitAction(gameId: $id, input: $input) { events { type payload } } }',
          { input: { action } },
          seat,
        )
      ).submitAction.events,
    legal: async (seat: number) =>
      (await query<{ legalActions: { actions: Action[] } }>('query($id: ID!) { legalActions(gameId: $id) { actions { id type params label { de en } } } }', {}, seat)).legalActions
        .actions,
    view: async (seat: number | null) => (await query<{ game: { view: Record<string, unknown> } }>('query($id: ID!) { game(id: $id) { view } }', {}, seat)).game.view,
    log: async (seat: number | null) =>
      (await query<{ gameEvents: { events: SeenEvent[] } }>('query($id: ID!) { gameEvents(gameId: $id, limit: 1000) { events { type payload redacted } } }', {}, seat)).gameEvents
        .events,
  };
}
