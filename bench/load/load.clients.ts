import { Agent, request } from 'node:http';
import { SeededRng } from '../../src/engine/core/rng.random.js';
import { now } from '../bench.harness.js';

/** What `clients` bots measured in one phase. */
export interface PhaseResult {
  readonly steps: number;
  readonly seconds: number;
  /** POST latencies in ms. */
  readonly posts: number[];
  /** GET (state and legal moves) latencies in ms. */
  readonly gets: number[];
  readonly errors: number;
}

export interface Answer {
  readonly status: number;
  readonly body: string;
}

export type Caller = (url: string, method: 'GET' | 'POST', token?: string, body?: unknown) => Promise<Answer>;

/** Keep-alive connections, as a real client (a bot, a table) holds them. */
function httpCaller(maxSockets: number): Caller {
  const agent = new Agent({ keepAlive: true, maxSockets });
  return (url, method, token, body) => {
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

/** A game as a client holds it: its id and one token per seat. */
export interface TableGame {
  readonly id: string;
  readonly tokens: readonly string[];
}

/** The moves a seat may make, read with the version (state id) they were read at. */
export interface Legal {
  readonly version: number;
  readonly moves: readonly unknown[];
}

/**
 * One server as the load clients see it: both servers of the comparison are driven through one
 * of these, with the same step (GET the seat's state and legal moves, POST one of them with the
 * version read).
 */
export interface Table {
  newGame(call: Caller): Promise<TableGame>;
  /** The seat's state and legal moves (one GET); null on a refusal. */
  legal(call: Caller, game: TableGame, seat: number): Promise<Legal | null>;
  /** One move (one POST): the seat to move next, 'ended', or null on a refusal. */
  move(call: Caller, game: TableGame, seat: number, move: unknown, version: number): Promise<number | 'ended' | null>;
}

/** Holocron's REST API, on `rebels-attack`. */
export function holocronTable(base: string): Table {
  return {
    async newGame(call) {
      const res = await call(`${base}/v1/games`, 'POST', undefined, { game: 'rebels-attack', players: 2 });
      if (res.status !== 201 && res.status !== 200) throw new Error(`create: ${res.status} ${res.body}`);
      const { id, seats } = JSON.parse(res.body) as { id: string; seats: { token: string }[] };
      return { id, tokens: seats.map((s) => s.token) };
    },
    async legal(call, game, seat) {
      const res = await call(`${base}/v1/games/${game.id}/legal-actions`, 'GET', game.tokens[seat]);
      if (res.status !== 200) return null;
      const { actions, version } = JSON.parse(res.body) as { actions: { id: string }[]; version: number };
      return { version, moves: actions };
    },
    async move(call, game, seat, move, version) {
      const res = await call(`${base}/v1/games/${game.id}/actions`, 'POST', game.tokens[seat], { actionId: (move as { id: string }).id, expectedVersion: version });
      if (res.status !== 200) return null;
      const { view } = JSON.parse(res.body) as { view: { phase: string; current: number } };
      return view.phase === 'ended' ? 'ended' : view.current;
    },
  };
}

/**
 * boardgame.io's server (bench/load/bgio.server.ts) on its `raid` game: matches are created and
 * joined through its lobby API, a step is its two bench routes.
 */
export function bgioTable(base: string): Table {
  return {
    async newGame(call) {
      const created = await call(`${base}/games/raid/create`, 'POST', undefined, { numPlayers: 2 });
      if (created.status !== 200) throw new Error(`create: ${created.status} ${created.body}`);
      const { matchID } = JSON.parse(created.body) as { matchID: string };
      const tokens: string[] = [];
      for (const playerID of ['0', '1']) {
        const joined = await call(`${base}/games/raid/${matchID}/join`, 'POST', undefined, { playerID, playerName: `p${playerID}` });
        if (joined.status !== 200) throw new Error(`join: ${joined.status} ${joined.body}`);
        tokens.push((JSON.parse(joined.body) as { playerCredentials: string }).playerCredentials);
      }
      return { id: matchID, tokens };
    },
    async legal(call, game, seat) {
      const res = await call(`${base}/bench/raid/${game.id}/${seat}`, 'GET', game.tokens[seat]);
      if (res.status !== 200) return null;
      const { moves, stateID } = JSON.parse(res.body) as { moves: unknown[]; stateID: number };
      return { version: stateID, moves };
    },
    async move(call, game, seat, move, version) {
      const res = await call(`${base}/bench/raid/${game.id}/${seat}`, 'POST', game.tokens[seat], { ...(move as object), stateID: version });
      if (res.status !== 200) return null;
      return (JSON.parse(res.body) as { next: number | 'ended' }).next;
    },
  };
}

/**
 * `clients` bots, each on a game of its own (a new one when it ends), each step GET the seat's
 * legal moves then POST one of them with the version it read, for `seconds`.
 */
export async function drive(table: Table, clients: number, seconds: number): Promise<PhaseResult> {
  const call = httpCaller(clients + 4);
  const posts: number[] = [];
  const gets: number[] = [];
  let errors = 0;
  // Games are created before the clock starts: the phase measures steps only.
  const games = await Promise.all(Array.from({ length: clients }, () => table.newGame(call)));
  const t0 = now();
  const until = t0 + seconds * 1000;
  const bot = async (c: number) => {
    const rng = new SeededRng(`load-${c}`);
    let game = games[c];
    let seat = 0;
    while (now() < until) {
      const g0 = now();
      const legal = await table.legal(call, game, seat);
      gets.push(now() - g0);
      if (!legal) {
        errors++;
        continue;
      }
      if (legal.moves.length === 0) throw new Error('not this seat to act');
      const pick = legal.moves[rng.int(legal.moves.length)];
      const p0 = now();
      const next = await table.move(call, game, seat, pick, legal.version);
      posts.push(now() - p0);
      if (next === null) {
        errors++;
        continue;
      }
      if (next === 'ended') {
        game = games[c] = await table.newGame(call);
        seat = 0;
      } else seat = next;
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
        games[c] = await table.newGame(call).catch(() => games[c]);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => persistent(c)));
  return { steps: posts.length, seconds: (now() - t0) / 1000, posts, gets, errors };
}
