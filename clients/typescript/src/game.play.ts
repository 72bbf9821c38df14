import { failed, ok, type Result } from './api.errors.js';
import type { Bot } from './bots/bot.contract.js';
import type { HolocronClient } from './holocron.client.js';
import type { Outcome } from './operations.graphql.js';

export interface SeatPlayer {
  readonly token: string;
  readonly bot: Bot;
}

export interface Played {
  readonly outcome: Outcome;
  readonly actions: number;
  readonly conflicts: number;
}

/**
 * Plays the given seats of a game through the API until it ends: whoever the
 * game waits for chooses from its own view and legal actions. A pending seat
 * not in `seats` is waited for (someone else plays it).
 */
export async function playGame(
  client: HolocronClient,
  gameId: string,
  seats: ReadonlyMap<number, SeatPlayer>,
  maxActions = 10_000,
): Promise<Result<Played>> {
  let actions = 0;
  let conflicts = 0;
  for (;;) {
    const game = await client.game(gameId);
    if (!game.ok) return game;
    if (game.value.outcome) return ok({ outcome: game.value.outcome, actions, conflicts });
    const mine = game.value.pending.map((p) => p.seat).find((s) => seats.has(s));
    if (mine === undefined) {
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    if (++actions > maxActions) {
      return failed({ code: 'TOO_MANY_ACTIONS', messages: { de: `Kein Ende nach ${maxActions} Aktionen.`, en: `No end after ${maxActions} actions.` }, details: {} });
    }
    const { token, bot } = seats.get(mine)!;
    const acted = await client.act(gameId, token, async (legal) => {
      const seen = await client.game(gameId, token);
      if (!seen.ok) throw new Error(`${seen.error.code}: ${seen.error.messages.en}`);
      return bot.choose({ game: game.value.game, seat: mine, view: seen.value.view, actions: legal.actions });
    });
    if (!acted.ok) return acted;
    conflicts += acted.value.conflicts;
  }
}
