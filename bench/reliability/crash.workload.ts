import { isDeepStrictEqual } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { SeededRng } from '../../src/engine/core/rng.random.js';
import { call } from './http.client.js';
import { createGame, eventLog, nextMove, type CreatedGame, type EventItem } from './game.driver.js';
import { startService, type ServiceProcess } from './service.process.js';

export interface CrashOptions {
  /** The service's environment: a database and, for Postgres, a schema of its own. */
  readonly env: Record<string, string>;
  /** How often the service is killed with SIGKILL while writers write, then restarted. */
  readonly kills: number;
  /** Writers, each playing a game of its own (a new one when it ends) as fast as it is answered. */
  readonly writers: number;
  /** How many actions are acknowledged between two kills (the kill comes while writers are still writing). */
  readonly acksPerKill: number;
  readonly seed: string;
}

export interface CrashFigures {
  readonly kills: number;
  readonly games: number;
  /** Actions answered 200 (including requests retried after a restart). */
  readonly acknowledged: number;
  /** Requests without an answer when the service was killed; each was sent again after the restart. */
  readonly unanswered: number;
  /** Of those, how many had been committed before the kill (the retry got the stored answer). */
  readonly committedBeforeKill: number;
  /** Acknowledged events missing from the log or different there. */
  readonly lost: number;
  /** Events in the log that no acknowledged action accounts for (an action applied twice, or a ghost). */
  readonly unaccounted: number;
  readonly restartMs: readonly number[];
}

interface Ack {
  readonly gameId: string;
  readonly seat: number;
  readonly events: readonly EventItem[];
}

interface Unanswered {
  readonly game: CreatedGame;
  readonly seat: number;
  readonly token: string;
  readonly body: { actionId: string; expectedVersion: number; idempotencyKey: string };
}

/**
 * Writers play games through the API while the service is killed with SIGKILL, again and again.
 * After each restart every unanswered request is sent again with its idempotency key. At the end,
 * each game's log must be exactly the acknowledged events: every acknowledged event there, equal
 * to what was acknowledged, and nothing else besides the setup.
 */
export async function crashWorkload(o: CrashOptions): Promise<CrashFigures> {
  const rng = new SeededRng(o.seed);
  let service = await startService(o.env);
  const games: CreatedGame[] = [];
  const setupLength = new Map<string, number>();
  const acks: Ack[] = [];
  const current: CreatedGame[] = [];
  let unanswered = 0;
  let committedBeforeKill = 0;
  const restartMs: number[] = [];
  let keys = 0;

  const newGame = async (url: string) => {
    const game = await createGame(url);
    games.push(game);
    setupLength.set(game.id, game.version);
    return game;
  };
  for (let w = 0; w < o.writers; w++) current.push(await newGame(service.url));

  const send = async (url: string, p: Unanswered) => call<{ version: number; events: EventItem[] }>(url, 'POST', `/v1/games/${p.game.id}/actions`, { token: p.token, body: p.body });

  try {
    for (let kill = 0; kill < o.kills; kill++) {
      let stop = false;
      const pending: Unanswered[] = [];
      const writer = async (w: number, svc: ServiceProcess) => {
        while (!stop) {
          let request: Unanswered;
          try {
            const move = await nextMove(svc.url, current[w]);
            if (!move) {
              current[w] = await newGame(svc.url);
              continue;
            }
            const actionId = move.actionIds[rng.int(move.actionIds.length)];
            request = { game: current[w], seat: move.seat, token: move.token, body: { actionId, expectedVersion: move.version, idempotencyKey: `k${keys++}` } };
          } catch {
            return; // the service is gone; nothing was being written
          }
          try {
            const res = await send(svc.url, request);
            if (res.status !== 200) throw new Error(`an action was refused: ${res.status} ${JSON.stringify(res.body)}`);
            acks.push({ gameId: request.game.id, seat: request.seat, events: res.body.events });
          } catch (error) {
            if (error instanceof Error && error.message.startsWith('an action was refused')) throw error;
            pending.push(request);
            return;
          }
        }
      };
      const running = Array.from({ length: o.writers }, (_, w) => writer(w, service));
      const target = acks.length + o.acksPerKill;
      for (const t0 = performance.now(); acks.length < target; await sleep(5)) {
        if (performance.now() - t0 > 120_000) throw new Error(`fewer than ${o.acksPerKill} actions acknowledged in 2 minutes`);
      }
      await service.kill9();
      stop = true;
      await Promise.all(running);
      unanswered += pending.length;

      const t0 = performance.now();
      service = await startService(o.env);
      restartMs.push(performance.now() - t0);
      for (const p of pending) {
        const head = await call<{ version: number }>(service.url, 'GET', `/v1/games/${p.game.id}`);
        const committed = head.body.version > p.body.expectedVersion;
        const res = await send(service.url, p);
        if (res.status !== 200) throw new Error(`a retried action was refused: ${res.status} ${JSON.stringify(res.body)}`);
        if (committed) committedBeforeKill++;
        acks.push({ gameId: p.game.id, seat: p.seat, events: res.body.events });
      }
    }

    let lost = 0;
    let unaccounted = 0;
    for (const game of games) {
      const logs = await Promise.all(game.seats.map((s) => eventLog(service.url, game.id, s.token)));
      const mine = acks.filter((a) => a.gameId === game.id);
      const acked = new Set<number>();
      for (const ack of mine) {
        for (const e of ack.events) {
          if (!isDeepStrictEqual(logs[ack.seat][e.seq - 1], e) || acked.has(e.seq)) lost++;
          acked.add(e.seq);
        }
      }
      const log = logs[0];
      if (log.some((e, i) => e.seq !== i + 1)) throw new Error(`game ${game.id}: the log's seqs are not 1..${log.length}`);
      unaccounted += log.filter((e) => e.seq > setupLength.get(game.id)! && !acked.has(e.seq)).length;
    }
    return { kills: o.kills, games: games.length, acknowledged: acks.length, unanswered, committedBeforeKill, lost, unaccounted, restartMs };
  } finally {
    await service.stop();
  }
}
