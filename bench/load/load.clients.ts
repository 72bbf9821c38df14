import { Agent, request } from 'node:http';
import { SeededRng } from '../../src/engine/core/rng.random.js';
import { now } from '../bench.harness.js';

/** What `clients` bots measured in one phase. */
export interface PhaseResult {
  readonly steps: number;
  readonly seconds: number;
  /** POST latencies in ms. */
  readonly posts: number[];
  /** GET legal-actions latencies in ms. */
  readonly gets: number[];
  readonly errors: number;
}

interface Answer {
  readonly status: number;
  readonly body: string;
}

/** Keep-alive connections, as a real client (a bot, a table) holds them. */
function httpCaller(maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  return (url: string, method: 'GET' | 'POST', token?: string, body?: unknown): Promise<Answer> => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const req = request(url, { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  };
}

interface Seat {
  readonly token: string;
}

/**
 * `clients` bots, each on a `rebels-attack` game of its own (a new one when it ends), each step
 * GET legal-actions then POST one of them with the version it read, for `seconds`.
 */
export async function drive(base: string, clients: number, seconds: number): Promise<PhaseResult> {
  const call = httpCaller(clients + 4);
  const posts: number[] = [];
  const gets: number[] = [];
  let errors = 0;
  const newGame = async (): Promise<{ id: string; seats: Seat[] }> => {
    const res = await call(`${base}/v1/games`, 'POST', undefined, { game: 'rebels-attack', players: 2 });
    if (res.status !== 201 && res.status !== 200) throw new Error(`create: ${res.status} ${res.body}`);
    return JSON.parse(res.body) as { id: string; seats: Seat[] };
  };
  // Games are created before the clock starts: the phase measures steps only.
  const games = await Promise.all(Array.from({ length: clients }, () => newGame()));
  const t0 = now();
  const until = t0 + seconds * 1000;
  const bot = async (c: number) => {
    const rng = new SeededRng(`load-${c}`);
    let game = games[c];
    let seat = 0;
    while (now() < until) {
      const token = game.seats[seat].token;
      const g0 = now();
      const legal = await call(`${base}/v1/games/${game.id}/legal-actions`, 'GET', token);
      gets.push(now() - g0);
      if (legal.status !== 200) {
        errors++;
        continue;
      }
      const { actions, version } = JSON.parse(legal.body) as { actions: { id: string }[]; version: number };
      if (actions.length === 0) throw new Error('not this seat to act');
      const pick = actions[rng.int(actions.length)];
      const p0 = now();
      const res = await call(`${base}/v1/games/${game.id}/actions`, 'POST', token, { actionId: pick.id, expectedVersion: version });
      posts.push(now() - p0);
      if (res.status !== 200) {
        errors++;
        continue;
      }
      const { view } = JSON.parse(res.body) as { view: { phase: string; current: number } };
      if (view.phase === 'ended') {
        game = games[c] = await newGame();
        seat = 0;
      } else seat = view.current;
    }
  };
  // A request that got no answer (a kept-alive connection the server closed as it went out) is
  // counted, and the bot goes on with a new game, since it no longer knows whose turn it is.
  const persistent = async (c: number): Promise<void> => {
    while (now() < until) {
      try {
        return await bot(c);
      } catch {
        errors++;
        games[c] = await newGame().catch(() => games[c]);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => persistent(c)));
  return { steps: posts.length, seconds: (now() - t0) / 1000, posts, gets, errors };
}
