import { parseArgs } from 'node:util';
import type { BotKind } from './bots/bot.contract.js';
import { heuristicGames, makeBot } from './bots/bots.registry.js';
import { playGame, type SeatPlayer } from './game.play.js';
import { HolocronClient } from './holocron.client.js';

const USAGE = `holocron-bot --game <id> --url <http://host:port> [--seats N] [--games N] [--bot random|heuristic[,random...]] [--seed S] [--options JSON]

Creates a game, plays every seat with the bot(s) until it ends and prints the outcome.
--bot takes one kind for every seat or one per seat, comma-separated (e.g. heuristic,random).`;

/** `npx holocron-bot`: exit code 0 when every game ended, 1 on any refusal. */
export async function main(argv: readonly string[], print: (line: string) => void = console.log, warn: (line: string) => void = console.error): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      game: { type: 'string', default: 'rebels-attack' },
      url: { type: 'string', default: 'http://localhost:3000' },
      seats: { type: 'string', default: '2' },
      games: { type: 'string', default: '1' },
      bot: { type: 'string', default: 'random' },
      seed: { type: 'string', default: String(Date.now()) },
      options: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    print(USAGE);
    return 0;
  }
  const seats = Number(values.seats);
  const games = Number(values.games);
  const kinds = values.bot.split(',');
  if (!Number.isInteger(seats) || seats < 1 || !Number.isInteger(games) || games < 1 || kinds.some((k) => k !== 'random' && k !== 'heuristic')) {
    warn(USAGE);
    return 2;
  }
  const client = new HolocronClient({ url: values.url });
  const wins = new Array<number>(seats).fill(0);
  for (let g = 0; g < games; g++) {
    const created = await client.createGame({ game: values.game, players: seats, ...(values.options ? { options: JSON.parse(values.options) } : {}) });
    if (!created.ok) {
      warn(`createGame refused: ${created.error.code}: ${created.error.messages.en}`);
      return 1;
    }
    const players = new Map<number, SeatPlayer>();
    for (const { seat, token } of created.value.seats) {
      const kind = (kinds[seat] ?? kinds[kinds.length - 1]) as BotKind;
      const bot = makeBot(kind, values.game, `${values.seed}:${g}:${seat}`);
      if (!bot) {
        warn(`no ${kind} bot for ${values.game} yet (heuristics: ${heuristicGames().join(', ')}); try --bot random`);
        return 2;
      }
      players.set(seat, { token, bot });
    }
    const played = await playGame(client, created.value.id, players);
    if (!played.ok) {
      warn(`game ${created.value.id}: ${played.error.code}: ${played.error.messages.en}`);
      return 1;
    }
    const { outcome, actions } = played.value;
    for (const w of outcome.winners) wins[w]++;
    const scores = outcome.scores?.map((s) => `seat ${s.seat}: ${s.points}`).join(', ') ?? '';
    print(`game ${created.value.id}: ${actions} actions, winners [${outcome.winners.join(', ')}] (${outcome.reason.en})${scores ? `; ${scores}` : ''}`);
  }
  if (games > 1) print(`wins per seat: ${wins.map((w, s) => `seat ${s} (${kinds[s] ?? kinds[kinds.length - 1]}) ${w}`).join(', ')}`);
  return 0;
}
