import { EventEmitter } from 'node:events';
import type { Database } from '../database/database.service.js';
import { Metrics } from '../metrics/metrics.service.js';
import { METRICS_READY } from './metrics.messages.js';
import { ClusterMetrics } from './metrics.primary.js';
import { answerScrapes } from './metrics.worker.js';

/** The value of one sample in Prometheus text format, or undefined if absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/**
 * A worker as node:cluster shows it to the primary (`primary`, and `cluster` emitting its
 * messages) and its `process` end (`channel`), with messages delivered a tick later as over IPC.
 */
function fakeWorker(cluster: EventEmitter, pid: number) {
  let connected = true;
  const channel = Object.assign(new EventEmitter(), {
    send(message: unknown, callback: (error: Error | null) => void) {
      setImmediate(() => {
        primary.emit('message', message);
        cluster.emit('message', primary, message);
        callback(null);
      });
      return true;
    },
  });
  const primary = Object.assign(new EventEmitter(), {
    process: { pid },
    isConnected: () => connected,
    send(message: unknown, callback: (error: Error | null) => void) {
      setImmediate(() => {
        channel.emit('message', message);
        callback(null);
      });
      return true;
    },
    die() {
      connected = false;
      primary.emit('disconnect');
      cluster.emit('exit', primary);
    },
  });
  return { primary, channel };
}

function workerMetrics(connected: boolean): Metrics {
  return new Metrics({ listenStatus: () => ({ connected, reconnects: 0 }) } as unknown as Database);
}

/** This process's CPU in seconds so far. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

describe('ClusterMetrics (the primary of HOLOCRON_WORKERS > 1)', () => {
  const route = 'holocron_http_requests_total{method="GET",route="/v1/games/:id",status="200"}';

  it('sums the workers once each: counters, histograms and subscriptions add up, listen_connected is the lowest, CPU includes the primary', async () => {
    const start = cpuSeconds();
    const cluster = new EventEmitter();
    const pool = new ClusterMetrics(cluster);
    const [one, two] = [workerMetrics(true), workerMetrics(false)];
    const labels = { method: 'GET', route: '/v1/games/:id', status: '200' };
    one.httpRequests.inc(labels, 3);
    two.httpRequests.inc(labels, 4);
    one.httpDuration.observe(labels, 0.003);
    two.httpDuration.observe(labels, 0.2);
    one.subscriptions.inc(2);
    two.subscriptions.inc(1);
    for (const [pid, metrics] of [[101, one], [102, two]] as const) answerScrapes(metrics.registry, fakeWorker(cluster, pid).channel);
    await new Promise((resolve) => setImmediate(resolve));

    // prom-client counts a registry's CPU from its creation: after all three, 200 ms of CPU that each of them sees.
    const burnFrom = cpuSeconds();
    while (cpuSeconds() - burnFrom < 0.2);
    const burnt = cpuSeconds() - burnFrom;
    const text = await pool.metrics();
    const end = cpuSeconds();
    expect(sample(text, 'holocron_workers')).toBe(2);
    expect(sample(text, route)).toBe(7);
    expect(text.split('\n').filter((l) => l.startsWith(`${route} `))).toHaveLength(1);
    expect(sample(text, 'holocron_http_request_duration_seconds_count{method="GET",route="/v1/games/:id",status="200"}')).toBe(2);
    expect(sample(text, 'holocron_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/v1/games/:id",status="200"}')).toBe(1);
    expect(sample(text, 'holocron_subscriptions_open')).toBe(2 + 1);
    expect(sample(text, 'holocron_listen_connected')).toBe(0);
    // Three registries in this one process (the primary's and two workers'), each counting its CPU: the sum is three times it.
    const cpu = sample(text, 'process_cpu_seconds_total')!;
    expect(cpu).toBeGreaterThanOrEqual(3 * burnt);
    expect(cpu).toBeLessThanOrEqual(3 * (end - start) + 1e-6);
  });

  it('fails a scrape that a worker leaves unanswered past the timeout, and keeps no listener for its late answer', async () => {
    const cluster = new EventEmitter();
    const pool = new ClusterMetrics(cluster, 50);
    const mute = fakeWorker(cluster, 201);
    mute.channel.send({ type: METRICS_READY }, () => undefined);
    await new Promise((resolve) => setImmediate(resolve));

    const t0 = Date.now();
    await expect(pool.metrics()).rejects.toThrow('worker 201 did not answer within 50 ms');
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(mute.primary.listenerCount('message')).toBe(0);
    expect(mute.primary.listenerCount('disconnect')).toBe(0);
  });

  it('leaves out at once a worker that goes away during the scrape, and never asks one that is not ready', async () => {
    const cluster = new EventEmitter();
    const pool = new ClusterMetrics(cluster, 10_000);
    const live = workerMetrics(true);
    live.httpRequests.inc({ method: 'GET', route: '/v1/games/:id', status: '200' }, 5);
    answerScrapes(live.registry, fakeWorker(cluster, 301).channel);
    const dying = fakeWorker(cluster, 302);
    dying.channel.send({ type: METRICS_READY }, () => undefined);
    dying.channel.on('message', () => dying.primary.die());
    const starting = fakeWorker(cluster, 303);
    starting.channel.on('message', () => {
      throw new Error('a worker that is not ready was asked');
    });
    await new Promise((resolve) => setImmediate(resolve));

    const t0 = Date.now();
    const text = await pool.metrics();
    expect(Date.now() - t0).toBeLessThan(2000);
    expect(sample(text, 'holocron_workers')).toBe(1);
    expect(sample(text, route)).toBe(5);
    // Gone from the pool: the next scrape does not wait for it either.
    expect(sample(await pool.metrics(), 'holocron_workers')).toBe(1);
  });
});

describe('answerScrapes (a worker of HOLOCRON_WORKERS > 1)', () => {
  it('says it is ready, answers only scrapes, and stops answering when told', async () => {
    const channel = Object.assign(new EventEmitter(), { sent: [] as unknown[], send(message: unknown) {
      channel.sent.push(message);
      return true;
    } });
    const metrics = workerMetrics(true);
    metrics.gamesCreated.inc(2);
    const stop = answerScrapes(metrics.registry, channel);
    expect(channel.sent).toEqual([{ type: METRICS_READY }]);
    channel.emit('message', { type: 'something else', id: 1 });
    channel.emit('message', null);
    channel.emit('message', { type: 'holocron:scrape', id: 7 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(channel.sent).toHaveLength(2);
    const answer = channel.sent[1] as { id: number; metrics: { name: string; values: { value: number }[] }[] };
    expect(answer.id).toBe(7);
    expect(answer.metrics.find((m) => m.name === 'holocron_games_created_total')!.values[0].value).toBe(2);
    stop();
    expect(channel.listenerCount('message')).toBe(0);
  });
});
