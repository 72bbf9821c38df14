import { checkPlayout, type PlayoutChecks, type PlayoutReport } from '../src/engine/core/playout.check.js';
import { findGame, GAMES } from '../src/engine/games.registry.js';
import { REBELLION_CHECKS } from '../src/engine/rebellion/rebellion.invariants.testkit.js';

/**
 * `npm run playouts -- --games 2000 [--game rebellion] [--seed N] [--twins K] [--final-only] [--options JSON]`:
 * plays seeded random games (bots choosing uniformly among legal actions),
 * checks that each ends legally with no exception, that replaying its events
 * rebuilds the live state, the game's invariants in every state and its log's
 * secrets, and, for the first K games, that twins differing only in hidden
 * facts look the same to whoever may not know them. Game g has the seed
 * `<game>-<N+g>`, the seeds the specs use, so a failure is replayed by its seed.
 * Exits 1 when anything failed.
 */

const CHECKS: Readonly<Record<string, PlayoutChecks<never>>> = { rebellion: REBELLION_CHECKS as PlayoutChecks<never> };

function args(argv: readonly string[]) {
  const value = (name: string, fallback: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1] : fallback;
  };
  const int = (name: string, fallback: number) => {
    const n = Number(value(name, String(fallback)));
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
    return n;
  };
  const options = JSON.parse(value('options', '{}')) as unknown;
  return { games: int('games', 2000), game: value('game', 'rebellion'), seed: int('seed', 0), twins: int('twins', 10), everyState: !argv.includes('--final-only'), options };
}

const opts = args(process.argv.slice(2));
const game = findGame(opts.game);
if (!game) {
  console.error(`unknown game ${opts.game}; known: ${GAMES.map((g) => g.id).join(', ')}`);
  process.exit(2);
}
const checks = CHECKS[game.id] ?? {};
const started = process.hrtime.bigint();
const cpu = process.cpuUsage();
const reports: PlayoutReport[] = [];
for (let g = 0; g < opts.games; g++) {
  reports.push(checkPlayout(game, `${game.id}-${opts.seed + g}`, checks, { everyState: opts.everyState, twins: g < opts.twins, gameOptions: opts.options }));
  if ((g + 1) % 250 === 0) console.error(`  ${g + 1}/${opts.games} games`);
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const cpuSeconds = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1e6;

const played = reports.filter((r) => r.steps > 0);
const steps = played.map((r) => r.steps);
const total = steps.reduce((a, b) => a + b, 0);
const ends = new Map<string, number>();
for (const r of reports) ends.set(r.end ?? '(no end)', (ends.get(r.end ?? '(no end)') ?? 0) + 1);
const failed = reports.filter((r) => r.failures.length > 0);

console.log(`playouts: ${game.id}, seeds ${game.id}-${opts.seed}…${game.id}-${opts.seed + opts.games - 1}`);
console.log(`games: ${reports.length}, steps: ${total}, mean steps: ${(total / Math.max(1, played.length)).toFixed(1)}, max steps: ${Math.max(0, ...steps)}`);
const named = [
  checks.state ? `invariants ${opts.everyState ? 'in every state' : 'at the end'}` : null,
  checks.final ? 'a legal end state' : null,
  checks.log ? 'no secret in the log' : null,
  checks.twins && opts.twins > 0 ? `twin states in the first ${Math.min(opts.twins, opts.games)} games` : null,
].filter((c) => c !== null);
console.log(`checks: ends, replay equals live play${named.map((c) => `, ${c}`).join('')}`);
console.log('ends by reason:');
for (const [reason, n] of [...ends].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(6)}  ${reason}`);
console.log(`failures: ${failed.length}`);
for (const r of failed.slice(0, 20)) console.log(`  ${r.seed}: ${r.failures.slice(0, 3).join(' | ')}${r.failures.length > 3 ? ` (+${r.failures.length - 3} more)` : ''}`);
if (failed.length > 20) console.log(`  … ${failed.length - 20} more failed games`);
console.log(`time: ${seconds.toFixed(1)} s wall, ${cpuSeconds.toFixed(1)} s CPU (${Math.round(total / cpuSeconds)} checked steps per CPU second)`);
process.exit(failed.length > 0 ? 1 : 0);
