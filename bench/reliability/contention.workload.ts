import { setTimeout as sleep } from 'node:timers/promises';
import { SeededRng } from '../../src/engine/core/rng.random.js';
import { percentile } from '../bench.harness.js';
import { call } from './http.client.js';
import { createGame, eventLog, nextMove, type CreatedGame, type EventItem } from './game.driver.js';
import { startService, type ServiceProcess } from './service.process.js';
import { Subscriber } from './subscriber.js';

export interface ContentionOptions {
  /** The instances' environment: one Postgres and one schema for all. */
  readonly env: Record<string, string>;
  readonly instances: number;
  readonly games: number;
  /** Rounds per game: in each, every submitter sends a random legal action at the version all saw. */
  readonly rounds: number;
  /** Concurrent submissions per round, spread over the instances. */
  readonly submitters: number;
  readonly seed: string;
}

export interface ContentionFigures {
  readonly instances: number;
  readonly startMs: number;
  readonly requests: number;
  readonly winners: number;
  readonly conflicts: number;
  /** Rounds that did not have exactly one winner, and answers other than 200 or 409. */
  readonly badRounds: number;
  readonly otherAnswers: number;
  /** Events in the logs that no winner accounts for, and winners' events missing from the logs. */
  readonly unaccounted: number;
  readonly lost: number;
  readonly subscribers: number;
  readonly pushed: number;
  /** Subscribers whose pushed seqs were not exactly 1..version of their game. */
  readonly badSubscribers: number;
  readonly latencyP50Ms: number;
  readonly latencyP95Ms: number;
  readonly ms: number;
}

/**
 * Several instances over one Postgres, started at once: rounds of concurrent appends at one
 * version, spread over the instances, while a subscriber on every instance follows every game.
 * Exactly one append per version may win; every log must be the winners' events and nothing else;
 * every subscriber must be pushed every event once, in order.
 */
export async function contentionWorkload(o: ContentionOptions): Promise<ContentionFigures> {
  const rng = new SeededRng(o.seed);
  const t0 = performance.now();
  const services: ServiceProcess[] = await Promise.all(Array.from({ length: o.instances }, () => startService(o.env)));
  const startMs = performance.now() - t0;
  const subscribers: { game: CreatedGame; sub: Subscriber }[] = [];
  try {
    const games = await Promise.all(Array.from({ length: o.games }, (_, g) => createGame(services[g % services.length].url)));
    for (const game of games) for (const s of services) subscribers.push({ game, sub: new Subscriber(s.url, game.id) });
    for (const { game, sub } of subscribers) await sub.reach(game.version);

    const latencies: number[] = [];
    const winnersEvents = new Map<string, EventItem[]>(games.map((g) => [g.id, []]));
    let requests = 0;
    let winners = 0;
    let conflicts = 0;
    let badRounds = 0;
    let otherAnswers = 0;
    const play = async (game: CreatedGame) => {
      for (let round = 0; round < o.rounds; round++) {
        const move = await nextMove(services[round % services.length].url, game);
        if (!move) return;
        const answers = await Promise.all(
          Array.from({ length: o.submitters }, async (_, i) => {
            const body = { actionId: move.actionIds[rng.int(move.actionIds.length)], expectedVersion: move.version };
            const started = performance.now();
            const res = await call<{ events: EventItem[] }>(services[i % services.length].url, 'POST', `/v1/games/${game.id}/actions`, {
              token: move.token,
              body,
            });
            latencies.push(performance.now() - started);
            return res;
          }),
        );
        requests += answers.length;
        const won = answers.filter((a) => a.status === 200);
        winners += won.length;
        conflicts += answers.filter((a) => a.status === 409).length;
        otherAnswers += answers.filter((a) => a.status !== 200 && a.status !== 409).length;
        if (won.length !== 1) badRounds++;
        for (const w of won) winnersEvents.get(game.id)!.push(...w.body.events);
      }
    };
    await Promise.all(games.map(play));

    let unaccounted = 0;
    let lost = 0;
    let badSubscribers = 0;
    let pushed = 0;
    for (const game of games) {
      // The setup events are public; later ones are compared by seq and type (the submitting seat saw them unredacted).
      const log = await eventLog(services[0].url, game.id);
      const byWinners = new Map(winnersEvents.get(game.id)!.map((e) => [e.seq, e.type]));
      lost += [...byWinners].filter(([seq, type]) => log[seq - 1]?.type !== type).length;
      unaccounted += log.filter((e) => e.seq > game.version && !byWinners.has(e.seq)).length;
      if (log.some((e, i) => e.seq !== i + 1)) unaccounted++;
      for (const { sub } of subscribers.filter((s) => s.game === game)) {
        try {
          await sub.reach(log.length, 10_000);
        } catch {
          badSubscribers++;
          continue;
        }
        await sleep(50);
        pushed += sub.seqs.length;
        if (sub.seqs.length !== log.length || sub.seqs.some((seq, i) => seq !== i + 1)) badSubscribers++;
      }
    }
    const sorted = latencies.sort((a, b) => a - b);
    return {
      instances: o.instances,
      startMs,
      requests,
      winners,
      conflicts,
      badRounds,
      otherAnswers,
      unaccounted,
      lost,
      subscribers: subscribers.length,
      pushed,
      badSubscribers,
      latencyP50Ms: percentile(sorted, 50),
      latencyP95Ms: percentile(sorted, 95),
      ms: performance.now() - t0,
    };
  } finally {
    await Promise.all(subscribers.map(({ sub }) => sub.close()));
    await Promise.all(services.map((s) => s.stop()));
  }
}
