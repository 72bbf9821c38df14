import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app.factory.js';
import { configFromEnv } from '../../src/config/holocron.config.js';
import { HolocronError } from '../../src/common/errors/holocron.error.js';
import { actionId } from '../../src/engine/core/action-id.hash.js';
import type { AnyGame } from '../../src/engine/core/game.contract.js';
import { SeededRng } from '../../src/engine/core/rng.random.js';
import { seatViewer } from '../../src/engine/core/visibility.view.js';
import { findGame } from '../../src/engine/games.registry.js';
import { ActionSubmission } from '../../src/games/action-submission.service.js';
import { GamesService } from '../../src/games/games.service.js';
import type { NewGameInput } from '../../src/games/game.inputs.js';
import { TurnBatch } from '../../src/event-store/turn.batch.js';

/**
 * The floors of the load run's CPU per step (`npm run bench:load`, issue 12): the same three
 * routes the load clients use, answered without what a production request passes through.
 * - `HOLOCRON_FLOOR=service`: the service's own Nest providers (GamesService, ActionSubmission:
 *   the pg hot path, the cached folds, idempotency) behind a bare `node:http` handler, with no
 *   Express, Nest routing, pipes, validation, access log, metrics or rate limits: what the HTTP
 *   framework and the production middleware cost is the service's figure minus this one.
 * - `HOLOCRON_FLOOR=http`: Node's HTTP and the engine alone, games kept in memory, no database:
 *   a floor no service that stores its events can go below.
 * - `HOLOCRON_FLOOR=pg`: the `http` floor plus the two statements a step must send through
 *   node-postgres (a read of the game's row and its new events, and one append of the step's
 *   events that moves the version), on two bare tables, prepared, with no service code at all,
 *   those of one event-loop turn sent together as the service sends them (TurnBatch): the floor
 *   of any Node service that keeps its games as event streams in Postgres.
 * None is a server anyone should run; they exist to be measured in the same run as the service.
 */
const mode = process.env.HOLOCRON_FLOOR;
if (mode !== 'service' && mode !== 'http' && mode !== 'pg') throw new Error('HOLOCRON_FLOOR is service, http or pg');

type Handler = {
  create(input: NewGameInput): Promise<unknown>;
  legal(id: string, auth: string | undefined): Promise<unknown>;
  submit(id: string, auth: string | undefined, input: { actionId: string; expectedVersion: number }): Promise<unknown>;
};

async function serviceHandler(): Promise<Handler> {
  const app = await createApp(configFromEnv(), false);
  await app.init();
  const games = app.get(GamesService);
  const actions = app.get(ActionSubmission);
  return {
    create: (input) => games.create(input),
    legal: (id, auth) => games.legalActions(id, auth),
    submit: (id, auth, input) => actions.submit(id, auth, input),
  };
}

/** What the `pg` floor sends: the statements' shapes of src/event-store/hot.statements.ts on two bare tables, a turn's requests in one. */
const FLOOR_READS = {
  name: 'floor_reads',
  text: `SELECT q.n::int AS n, g.version, e.seq, e.payload FROM unnest($1::uuid[], $2::int[]) WITH ORDINALITY AS q(id, after, n)
JOIN games g ON g.id = q.id LEFT JOIN events e ON e.game_id = g.id AND e.seq > q.after ORDER BY q.n, e.seq`,
};
const FLOOR_APPENDS = {
  name: 'floor_appends',
  text: `WITH q AS (SELECT * FROM unnest($1::uuid[], $2::int[], $3::int[], $4::text[]) WITH ORDINALITY AS q(id, expected, version, events, n)),
locked AS (SELECT g.id FROM games g JOIN q ON g.id = q.id AND g.version = q.expected ORDER BY g.id FOR UPDATE OF g),
head AS (UPDATE games g SET version = q.version FROM q WHERE g.id = q.id AND g.version = q.expected AND g.id IN (SELECT id FROM locked) RETURNING q.n, g.id, q.expected, q.events),
appended AS (INSERT INTO events (game_id, seq, type, payload) SELECT head.id, head.expected + e.k::int, e.value->>'type', e.value
  FROM head, jsonb_array_elements(head.events::jsonb) WITH ORDINALITY AS e(value, k) RETURNING 1)
SELECT head.n::int AS n FROM head`,
};

interface FloorAppend {
  readonly id: string;
  readonly from: number;
  readonly events: readonly unknown[];
}

interface Store {
  created(id: string, events: readonly unknown[]): Promise<void>;
  read(id: string, version: number): Promise<void>;
  appended(id: string, from: number, events: readonly unknown[]): Promise<void>;
}

const noStore: Store = { created: async () => undefined, read: async () => undefined, appended: async () => undefined };

async function pgStore(): Promise<Store> {
  const { default: pg } = await import('pg');
  const schema = process.env.HOLOCRON_DB_SCHEMA ?? 'floor_pg';
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, options: `-c search_path=${schema}` });
  await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await pool.query(`CREATE TABLE IF NOT EXISTS ${schema}.games (id uuid PRIMARY KEY, version int NOT NULL)`);
  await pool.query(`CREATE TABLE IF NOT EXISTS ${schema}.events (game_id uuid, seq int, type text NOT NULL, payload jsonb NOT NULL, PRIMARY KEY (game_id, seq))`);
  const reads = new TurnBatch<{ id: string; version: number }, null>(async (batch) => {
    await pool.query({ ...FLOOR_READS, values: [batch.map((r) => r.id), batch.map((r) => r.version)] });
    return batch.map(() => null);
  });
  const appends = new TurnBatch<FloorAppend, boolean>(
    async (batch) => {
      const values = [batch.map((a) => a.id), batch.map((a) => a.from), batch.map((a) => a.from + a.events.length), batch.map((a) => JSON.stringify(a.events))];
      const { rows } = await pool.query<{ n: number }>({ ...FLOOR_APPENDS, values });
      const moved = batch.map(() => false);
      for (const { n } of rows) moved[n - 1] = true;
      return moved;
    },
    (a) => a.id,
  );
  const appended = async (id: string, from: number, events: readonly unknown[]): Promise<void> => {
    if (!(await appends.submit({ id, from, events }))) throw HolocronError.of('VERSION_CONFLICT');
  };
  return {
    async created(id, events) {
      await pool.query('INSERT INTO games (id, version) VALUES ($1, 0)', [id]);
      await appended(id, 0, events);
    },
    async read(id, version) {
      await reads.submit({ id, version });
    },
    appended,
  };
}

/** The engine in memory: the decisions and answers of the hot path, stored in `store` (or nowhere). */
function memoryHandler(store: Store): Handler {
  const def = findGame('rebels-attack') as AnyGame;
  const games = new Map<string, { state: unknown; version: number; tokens: string[]; rng: SeededRng }>();
  const seatOf = (game: { tokens: string[] }, auth: string | undefined) => game.tokens.indexOf(auth?.replace(/^Bearer /, '') ?? '');
  return {
    async create(input) {
      const options = def.parseOptions(input.options ?? {}, input.players);
      const rng = new SeededRng(randomUUID());
      const events = def.setup(options, input.players, rng);
      const state = events.reduce((s, e) => def.evolve(s, e.event), def.initialState());
      const id = randomUUID();
      const tokens = Array.from({ length: input.players }, () => randomUUID());
      await store.created(id, events.map((e) => e.event));
      games.set(id, { state, version: events.length, tokens, rng });
      return { id, seats: tokens.map((token, seat) => ({ seat, token })) };
    },
    async legal(id, auth) {
      const game = games.get(id)!;
      const seat = seatOf(game, auth);
      await store.read(id, game.version);
      const actions = def.legalActions(game.state, seat).map((a) => {
        const { type, ...params } = a as { type: string };
        return { id: actionId(a), type, params, label: def.label(game.state, a), group: def.group?.(game.state, a) ?? null };
      });
      return { version: game.version, seat, actions };
    },
    async submit(id, auth, input) {
      const game = games.get(id)!;
      const seat = seatOf(game, auth);
      if (input.expectedVersion !== game.version) throw HolocronError.of('VERSION_CONFLICT');
      const action = def.legalActions(game.state, seat).find((a) => actionId(a) === input.actionId);
      if (!action) throw HolocronError.of('ACTION_NOT_LEGAL');
      const emitted = def.decide(game.state, seat, action, game.rng);
      if (!Array.isArray(emitted)) throw HolocronError.of('ACTION_NOT_LEGAL');
      await store.appended(id, game.version, emitted.map((e) => e.event));
      game.state = emitted.reduce((s, e) => def.evolve(s, e.event), game.state);
      game.version += emitted.length;
      const viewer = seatViewer(seat);
      return { version: game.version, events: emitted.map((e, i) => ({ seq: game.version - emitted.length + i + 1, type: (e.event as { type: string }).type })), view: def.view(game.state, viewer) };
    },
  };
}

const handler = mode === 'service' ? await serviceHandler() : memoryHandler(mode === 'pg' ? await pgStore() : noStore);

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const GAME = /^\/v1\/games\/([^/]+)\/(legal-actions|actions)$/;

const server = createServer((req, res) => {
  const route = GAME.exec(req.url ?? '');
  const auth = req.headers.authorization;
  const answer =
    req.url === '/metrics'
      ? Promise.resolve(null).then(() => {
          const cpu = process.cpuUsage();
          res.end(`process_cpu_seconds_total ${(cpu.user + cpu.system) / 1e6}\nprocess_resident_memory_bytes ${process.memoryUsage().rss}\n`);
          return undefined;
        })
      : req.method === 'POST' && req.url === '/v1/games'
        ? body(req).then((input) => handler.create(input as NewGameInput))
        : route && req.method === 'GET' && route[2] === 'legal-actions'
          ? handler.legal(route[1], auth)
          : route && req.method === 'POST' && route[2] === 'actions'
            ? body(req).then((input) => handler.submit(route[1], auth, input as { actionId: string; expectedVersion: number }))
            : Promise.reject(HolocronError.of('ROUTE_NOT_FOUND'));
  answer.then(
    (value) => value !== undefined && send(res, req.url === '/v1/games' ? 201 : 200, value),
    (error: unknown) => send(res, error instanceof HolocronError ? error.status : 500, { code: (error as HolocronError).code ?? 'INTERNAL' }),
  );
});
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
// The load run finds the API and its CPU figure by these two lines, as it finds the service's.
console.log(`floor (${mode}) listens on http://127.0.0.1:${port}`);
console.log(`metrics on http://127.0.0.1:${port}/metrics`);
process.once('SIGTERM', () => process.exit(0));
