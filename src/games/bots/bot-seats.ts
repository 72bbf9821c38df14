import { makeBot } from '../../../clients/typescript/src/bots/bots.registry.js';
import type { Bot, BotKind } from '../../../clients/typescript/src/bots/bot.contract.js';
import { HolocronError } from '../../common/errors/holocron.error.js';
import { text } from '../../engine/core/text.js';
import type { BotSeat } from '../../event-store/game.entity.js';
import type { SeatInput } from '../game.inputs.js';

/** The kinds a seat may ask for: every kind of the client package's registry, checked below. */
export const BOT_KINDS = ['random', 'heuristic'] as const satisfies readonly BotKind[];
// Fails to compile when the registry gains a kind this list lacks.
const everyKind: Exclude<BotKind, (typeof BOT_KINDS)[number]> extends never ? true : never = true;
void everyKind;

function isKind(bot: string): bot is BotKind {
  return (BOT_KINDS as readonly string[]).includes(bot);
}

/**
 * The seats a creation asks a bot to play, checked: one entry per player, known bots that play
 * this game, and at least one person (a table of bots only would play itself on the server's time).
 */
export function botSeatsOf(game: string, players: number, seats: readonly SeatInput[] | undefined): BotSeat[] {
  if (seats === undefined) return [];
  if (seats.length !== players || seats.every((s) => s.bot !== undefined)) {
    throw HolocronError.of(
      'INVALID_SEATS',
      text(
        `seats braucht genau ${players} Einträge (einen je Spieler), davon mindestens einen ohne bot; gegeben: ${seats.length}.`,
        `seats needs exactly ${players} entries (one per player), at least one of them without bot; given: ${seats.length}.`,
      ),
    );
  }
  const bots: BotSeat[] = [];
  seats.forEach((s, seat) => {
    if (s.bot === undefined) return;
    if (!isKind(s.bot)) {
      throw HolocronError.of(
        'UNKNOWN_BOT',
        text(`Einen Bot ${s.bot} gibt es nicht; bekannt sind: ${BOT_KINDS.join(', ')}.`, `There is no bot ${s.bot}; known bots: ${BOT_KINDS.join(', ')}.`),
        { seat, bot: s.bot },
      );
    }
    if (!makeBot(s.bot, game, 'probe')) {
      throw HolocronError.of(
        'BOT_UNAVAILABLE',
        text(`Für ${game} gibt es noch keinen Bot ${s.bot}; random spielt jedes Spiel.`, `There is no ${s.bot} bot for ${game} yet; random plays every game.`),
        { seat, bot: s.bot },
      );
    }
    bots.push({ seat, bot: s.bot });
  });
  return bots;
}

/**
 * The bot that decides one move: seeded by game, seat and version, so every instance (and a
 * restarted one) chooses alike and no bot state needs keeping between moves.
 */
export function botFor(seat: BotSeat, game: string, gameId: string, version: number): Bot {
  const bot = isKind(seat.bot) ? makeBot(seat.bot, game, `${gameId}:${seat.seat}:${version}`) : null;
  if (!bot) throw new Error(`no ${seat.bot} bot for ${game}`);
  return bot;
}
