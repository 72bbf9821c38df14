import { createRequire } from 'node:module';
import { createServer, type AddressInfo } from 'node:net';
import type { State } from 'boardgame.io';
import type { Master as BgioMaster } from 'boardgame.io/dist/types/packages/master.js';
import type { Server as BgioServer } from 'boardgame.io/dist/types/packages/server.js';
import type { PostgresStore as BgioPostgresStore } from 'bgio-postgres';
import { RAID, type RaidMove, type RaidState } from './bgio.game.js';

/**
 * boardgame.io 0.50 with its Postgres adapter (bgio-postgres), the load comparison's other server
 * (`npm run bench:load`, docs/operations.md): boardgame.io's own `Server` (Koa, its lobby API for
 * creating and joining matches) on the database `DATABASE_URL`, plus the two routes the load
 * clients' step needs, since boardgame.io moves over socket.io only. They do what its socket.io
 * transport does on a client's `update`: the move goes to a `Master` (credentials, the stale
 * state check, the reducer, the adapter's write), queued per match; the GET reads the match as a
 * client's sync does, with the player's view and `ai.enumerate`'s moves. Started as a process of
 * its own by the load run, like the service.
 */
// boardgame.io's subpath packages are folders with a CommonJS main, which ESM cannot import.
const require = createRequire(import.meta.url);
const { Server } = require('boardgame.io/server') as { Server: typeof BgioServer };
const { Master } = require('boardgame.io/master') as { Master: typeof BgioMaster };
const { PostgresStore } = require('bgio-postgres') as { PostgresStore: typeof BgioPostgresStore };

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL names the database boardgame.io keeps its matches in');
// As many connections as one Holocron instance's pool.
const db = new PostgresStore(url, { logging: false, pool: { max: 10 } });
const server = Server({ games: [RAID], db });

/** The state each accepted move produced, as the master hands it to its transport. */
const produced = new Map<string, State<RaidState>>();
const master = new Master(RAID, db, {
  send: () => undefined,
  sendAll: (payload) => {
    if (payload.type === 'update') produced.set(payload.args[0], payload.args[1] as State<RaidState>);
  },
}, server.auth);

/** One move at a time per match, as boardgame.io's socket.io transport queues them. */
const queues = new Map<string, Promise<unknown>>();
function queued<T>(matchID: string, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(matchID) ?? Promise.resolve()).then(work);
  const tail = run.catch(() => undefined);
  queues.set(matchID, tail);
  void tail.then(() => queues.get(matchID) === tail && queues.delete(matchID));
  return run;
}

const view = (state: State<RaidState>, playerID: string) => RAID.playerView!({ G: state.G, ctx: state.ctx, playerID });

async function bodyOf(req: NodeJS.ReadableStream): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const bearer = (header: string | undefined) => header?.replace(/^Bearer /, '');

server.router.get('/bench/raid/:matchID/:playerID', async (ctx) => {
  const { matchID, playerID } = ctx.params as { matchID: string; playerID: string };
  const { state, metadata } = await db.fetch(matchID, { state: true, metadata: true });
  if (!state || !metadata) return void (ctx.status = 404);
  if (!(await server.auth.authenticateCredentials({ playerID, credentials: bearer(ctx.get('authorization')), metadata }))) return void (ctx.status = 403);
  const s = state as State<RaidState>;
  ctx.body = { stateID: s._stateID, view: view(s, playerID), moves: RAID.ai!.enumerate(s.G, s.ctx, playerID) };
});

server.router.post('/bench/raid/:matchID/:playerID', async (ctx) => {
  const { matchID, playerID } = ctx.params as { matchID: string; playerID: string };
  const { move, args, stateID } = (await bodyOf(ctx.req)) as RaidMove & { stateID: number };
  const credentials = bearer(ctx.get('authorization'));
  const action = { type: 'MAKE_MOVE' as const, payload: { type: move, args, playerID, credentials: credentials ?? '' } };
  const state = await queued(matchID, async () => {
    produced.delete(matchID);
    const refused = await master.onUpdate(action, stateID, matchID, playerID);
    const next = produced.get(matchID);
    produced.delete(matchID);
    return refused ? null : next;
  });
  // The master refuses a stale state id or a move out of turn without saying so: no state came of it.
  if (!state || state._stateID === stateID) return void (ctx.status = 409);
  ctx.body = { stateID: state._stateID, view: view(state, playerID), next: state.ctx.gameover ? 'ended' : Number(state.ctx.currentPlayer) };
});

// The load run reads the server's CPU time and memory as it reads the service's metrics.
server.router.get('/metrics', (ctx) => {
  const cpu = process.cpuUsage();
  ctx.type = 'text/plain';
  ctx.body = `process_cpu_seconds_total ${(cpu.user + cpu.system) / 1e6}\nprocess_resident_memory_bytes ${process.memoryUsage().rss}\n`;
});

/** A port free now, for boardgame.io's API server (it takes no 0). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// The lobby API and the bench routes on a Koa app of their own: on its main app boardgame.io
// 0.50.2 answers every route 404 with koa-compose 4.2 (what `koa ^2.13` resolves to now), which
// copies the middleware when socket.io takes the app's callback, before the routes are added.
const apiPort = await freePort();
const { apiServer, appServer } = await server.run({ port: 0, lobbyConfig: { apiPort } });
console.log(`boardgame.io listens on http://127.0.0.1:${apiPort}`);
console.log(`metrics on http://127.0.0.1:${apiPort}/metrics`);

process.once('SIGTERM', () => {
  server.kill({ apiServer, appServer });
  void db.sequelize.close().finally(() => process.exit(0));
});
