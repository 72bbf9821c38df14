import type { SeededRng } from '../../src/engine/core/rng.random.js';
import { expectStatus } from './http.client.js';

export interface CreatedGame {
  readonly id: string;
  readonly version: number;
  readonly seats: { seat: number; token: string }[];
}

export interface EventItem {
  readonly seq: number;
  readonly type: string;
  readonly payload: unknown;
  readonly redacted?: boolean;
}

export function createGame(url: string, players = 2): Promise<CreatedGame> {
  return expectStatus<CreatedGame>(201, url, 'POST', '/v1/games', { body: { game: 'rebels-attack', players } });
}

/** A step some seat may take now: its token, the version it saw and one legal action, picked at random. */
export interface Move {
  readonly seat: number;
  readonly token: string;
  readonly version: number;
  readonly actionIds: readonly string[];
}

/** What the seat on turn may do, or null when the game has ended. */
export async function nextMove(url: string, game: CreatedGame): Promise<Move | null> {
  const state = await expectStatus<{ outcome: unknown; pending: { seat: number }[] }>(200, url, 'GET', `/v1/games/${game.id}`);
  if (state.outcome !== null || state.pending.length === 0) return null;
  const seat = state.pending[0].seat;
  const token = game.seats[seat].token;
  const legal = await expectStatus<{ version: number; actions: { id: string }[] }>(200, url, 'GET', `/v1/games/${game.id}/legal-actions`, { token });
  return { seat, token, version: legal.version, actionIds: legal.actions.map((a) => a.id) };
}

/** One random legal step at the version the seat saw; the new version, or null if the game has ended. */
export async function randomStep(url: string, game: CreatedGame, rng: SeededRng): Promise<number | null> {
  const move = await nextMove(url, game);
  if (!move) return null;
  const body = { actionId: move.actionIds[rng.int(move.actionIds.length)], expectedVersion: move.version };
  const res = await expectStatus<{ version: number }>(200, url, 'POST', `/v1/games/${game.id}/actions`, { token: move.token, body });
  return res.version;
}

/** The whole log of a game as `token`'s seat (or a spectator) sees it. */
export async function eventLog(url: string, gameId: string, token?: string): Promise<EventItem[]> {
  const events: EventItem[] = [];
  for (;;) {
    const page = await expectStatus<{ events: EventItem[]; hasMore: boolean }>(200, url, 'GET', `/v1/games/${gameId}/events?after=${events.length}&limit=500`, {
      token,
    });
    events.push(...page.events);
    if (!page.hasMore) return events;
  }
}
