import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { createGame, nextMove } from '../../bench/reliability/game.driver.js';
import { ensureBuilt, failedStart, startService, type ServiceProcess } from '../../bench/reliability/service.process.js';
import { Subscriber, upTo } from '../../bench/reliability/subscriber.js';
import { configFromEnv } from '../../src/config/holocron.config.js';
import { backends } from '../support/app.harness.js';
import { dropSchema, freshSchema } from './support/schema.js';

/** One request on a connection of its own, so the cluster's round robin may hand it to either worker; its status, body and answering worker. */
function send(url: string, method: 'GET' | 'POST', path: string, token?: string, body?: unknown): Promise<{ status: number; body: any; worker: number }> {
  const headers: Record<string, string> = { connection: 'close' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), worker: Number(res.headers['x-holocron-worker']) });
        } catch (error) {
          reject(error as Error);
        }
      });
      // A worker killed mid-answer cuts the response off: no 'end', only 'close'.
      res.on('close', () => reject(new Error(`${method} ${path}: the answer was cut off`)));
    });
    // A connection the primary handed to a dying worker may never be answered.
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${path}: no answer within 10 s`)));
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The workers that answer, asked until `count` different ones have (they start one after the other). */
async function answeringWorkers(url: string, count: number, timeoutMs = 120_000): Promise<Set<number>> {
  const seen = new Set<number>();
  const t0 = Date.now();
  while (seen.size < count) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`only workers ${[...seen].join(', ')} answered within ${timeoutMs} ms`);
    const answer = await send(url, 'GET', '/health/live').catch(() => null);
    if (answer?.status === 200) seen.add(answer.worker);
    else await sleep(100);
  }
  return seen;
}

/** The value of one sample in Prometheus text format, or undefined if absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** The sum of every sample of a metric, whatever its labels. */
function total(text: string, name: string): number {
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) || l.startsWith(`${name} `))
    .reduce((sum, l) => sum + Number(l.slice(l.lastIndexOf(' ') + 1)), 0);
}

async function scrape(metricsUrl: string): Promise<string> {
  const res = await fetch(metricsUrl);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${metricsUrl}: ${res.status} ${text}`);
  return text;
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString());

/** User and system CPU of these processes so far, in seconds, as the kernel counts it (/proc/<pid>/stat, whole ticks). */
function cpuFromProc(pids: number[]): number {
  return pids.reduce((sum, pid) => {
    // The fields after the command name, which may hold spaces; utime and stime are fields 14 and 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return sum + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  }, 0);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('HOLOCRON_WORKERS', () => {
  it('is 1 by default, a whole number above 0, or auto for one per core', () => {
    expect(configFromEnv({}).workers).toBe(1);
    expect(configFromEnv({ HOLOCRON_WORKERS: '3' }).workers).toBe(3);
    expect(configFromEnv({ HOLOCRON_WORKERS: 'auto' }).workers).toBe(availableParallelism());
    for (const bad of ['0', '-2', '1.5', 'two']) expect(() => configFromEnv({ HOLOCRON_WORKERS: bad })).toThrow('HOLOCRON_WORKERS must be');
  });
});

describe.each(backends())('HOLOCRON_WORKERS=2 on %s', (backend) => {
  beforeAll(ensureBuilt, 300_000);

  if (backend === 'pglite') {
    it('is refused at start, in German and English: the embedded PGlite runs in one process', async () => {
      const { code, output } = await failedStart({ HOLOCRON_WORKERS: '2', DATABASE_URL: undefined, HOLOCRON_DATA_DIR: 'memory://' });
      expect(code).toBe(1);
      expect(output).toContain('Holocron startet nicht: HOLOCRON_WORKERS=2 braucht Postgres (DATABASE_URL)');
      expect(output).toContain('Holocron does not start: HOLOCRON_WORKERS=2 needs Postgres (DATABASE_URL)');
    }, 60_000);
    return;
  }

  const schema = freshSchema('workers');
  let service: ServiceProcess;
  let workers: Set<number>;
  let metricsUrl: string;
  beforeAll(async () => {
    // A short catch-up interval, so catch-up and wake-ups race for the same events on every worker.
    service = await startService({
      HOLOCRON_WORKERS: '2',
      DATABASE_URL: process.env.DATABASE_URL,
      HOLOCRON_DB_SCHEMA: schema,
      HOLOCRON_LIVE_CATCHUP_MS: '200',
      HOLOCRON_METRICS_PORT: '0',
      HOLOCRON_METRICS_HOST: '127.0.0.1',
    });
    workers = await answeringWorkers(service.url, 2);
    metricsUrl = /metrics on (http:\/\/\S+\/metrics)/.exec(service.output())![1];
  }, 300_000);
  afterAll(async () => {
    await service?.stop();
    await dropSchema(schema);
  }, 60_000);

  it('answers from two worker processes on one port, each named in X-Holocron-Worker', () => {
    expect(workers.size).toBe(2);
    expect(workers.has(service.child.pid!)).toBe(false);
    for (const pid of workers) expect(alive(pid)).toBe(true);
  });

  it('serves /metrics from the primary alone, counting the requests of both workers in every scrape, once each', async () => {
    expect(service.output().match(/metrics on http/g)).toHaveLength(1);
    expect(service.output()).toContain(`(primary ${service.child.pid}, every worker summed)`);
    const series = 'holocron_http_requests_total{method="GET",route="/health/live",status="200"}';
    const before = sample(await scrape(metricsUrl), series)!;
    const through = new Map<number, number>();
    const sent = 40;
    for (let i = 0; i < sent; i += 1) {
      const answer = await send(service.url, 'GET', '/health/live');
      expect(answer.status).toBe(200);
      through.set(answer.worker, (through.get(answer.worker) ?? 0) + 1);
    }
    expect(new Set(through.keys())).toEqual(workers);
    // A worker counts a request once its answer is sent, which may be just after the client has read it.
    const t0 = Date.now();
    let text = await scrape(metricsUrl);
    while (sample(text, series) !== before + sent && Date.now() - t0 < 5000) text = await scrape(metricsUrl);
    let previous = total(text, 'holocron_http_requests_total');
    for (let i = 0; i < 10; i += 1) {
      expect(sample(text, series)).toBe(before + sent);
      expect(sample(text, 'holocron_workers')).toBe(2);
      expect(sample(text, 'holocron_listen_connected')).toBe(1);
      expect(text.split('\n').filter((l) => l.startsWith(`${series} `))).toHaveLength(1);
      text = await scrape(metricsUrl);
      expect(total(text, 'holocron_http_requests_total')).toBeGreaterThanOrEqual(previous);
      previous = total(text, 'holocron_http_requests_total');
    }
  }, 60_000);

  it('reports as process_cpu_seconds_total the CPU of the primary and both workers together', async () => {
    const pids = [service.child.pid!, ...workers];
    const cpuAt = async () => sample(await scrape(metricsUrl), 'process_cpu_seconds_total')!;
    const p0 = cpuFromProc(pids);
    const s1 = await cpuAt();
    const p1 = cpuFromProc(pids);
    // Enough work that one worker's share, or the workers' without the primary's, would fall short.
    while (cpuFromProc(pids) - p1 < 1) await Promise.all(Array.from({ length: 4 }, () => send(service.url, 'GET', '/health/ready')));
    const p2 = cpuFromProc(pids);
    const s2 = await cpuAt();
    const p3 = cpuFromProc(pids);
    // The kernel counts whole ticks: each of the three processes may read up to one tick low.
    const tick = 3 / TICKS_PER_SECOND;
    expect(s2 - s1).toBeGreaterThanOrEqual(p2 - p1 - tick);
    expect(s2 - s1).toBeLessThanOrEqual(p3 - p0 + tick);
  }, 120_000);

  it('pushes a subscriber on one worker every event appended through either worker exactly once, in order', async () => {
    const game = await createGame(service.url);
    const subscriber = new Subscriber(service.url, game.id);
    const through = new Set<number>();
    let version = game.version;
    try {
      for (let step = 0; step < 12 || through.size < 2; step += 1) {
        if (step > 60) throw new Error(`appends reached only workers ${[...through].join(', ')}`);
        const move = await nextMove(service.url, game);
        if (!move) break;
        const answer = await send(service.url, 'POST', `/v1/games/${game.id}/actions`, move.token, { actionId: move.actionIds[0], expectedVersion: move.version });
        expect(answer.status).toBe(200);
        through.add(answer.worker);
        version = answer.body.version;
      }
      expect(through).toEqual(workers);
      await subscriber.reach(version, 30_000);
      // Long enough for several catch-up rounds: a duplicate or a late event would show.
      await sleep(1500);
      expect(subscriber.error).toBeNull();
      expect(subscriber.seqs).toEqual(upTo(version));
    } finally {
      await subscriber.close();
    }
  }, 120_000);

  it('restarts a worker that was killed, logs it, and keeps answering meanwhile', async () => {
    const [victim, survivor] = [...workers];
    process.kill(victim, 'SIGKILL');
    const t0 = Date.now();
    let now = new Set<number>();
    while (!(now.size === 2 && !now.has(victim))) {
      if (Date.now() - t0 > 120_000) throw new Error(`no new worker beside ${[...now].join(', ')}:\n${service.output().slice(-2000)}`);
      now = await answeringWorkers(service.url, 2);
    }
    expect(now.has(survivor)).toBe(true);
    expect(alive(victim)).toBe(false);
    expect(service.output()).toContain(`worker ${victim} exited (SIGKILL)`);
    workers = now;
    // The dead worker's figures are gone with it; the new one is summed as soon as it answers requests.
    expect(sample(await scrape(metricsUrl), 'holocron_workers')).toBe(2);
  }, 150_000);

  it('stops every worker and then itself on SIGTERM', async () => {
    await service.stop();
    expect(await service.exited).toBe(0);
    for (const pid of workers) expect(alive(pid)).toBe(false);
    expect(service.output()).toContain('every worker stopped');
  }, 60_000);
});
