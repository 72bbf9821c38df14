import { spawn, type ChildProcess } from 'node:child_process';
import { ensureBuilt, RELIABILITY_LIMITS } from '../reliability/service.process.js';

/** One service process of the load run: its API, its metrics and a way to stop it. */
export interface LoadServer {
  readonly url: string;
  readonly metricsUrl: string;
  readonly pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the built service with production settings (JSON access logs, metrics, rate limits),
 * the per-address limit raised because every load client is 127.0.0.1 (docs/security.md), and
 * the per-token rate raised because one load client steps faster than the 250 requests a second a
 * token may make: the limiter still counts every request, so its cost stays in the figures. Its
 * log lines are read and dropped, as a log shipper would read them. `root`: a checkout whose
 * build to start instead of this one (an earlier commit, for before/after figures in one run).
 * `script`: another server to start the same way (boardgame.io's, bench/load/bgio.server.ts).
 */
export async function startLoadServer(env: Record<string, string | undefined>, root = '.', script = 'dist/src/main.js'): Promise<LoadServer> {
  if (root === '.') await ensureBuilt();
  // HOLOCRON_BENCH_PROFILE=<dir>: each server writes a V8 CPU profile there (node refuses --cpu-prof in NODE_OPTIONS).
  const profile = process.env.HOLOCRON_BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.HOLOCRON_BENCH_PROFILE}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOLOCRON_METRICS_PORT: '0', HOLOCRON_ACCESS_LOG: 'on', ...RELIABILITY_LIMITS, HOLOCRON_RATE_LIMIT_TOKEN: '1000000/1s', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let head = '';
  const ready = new Promise<{ url: string; metricsUrl: string }>((resolve, reject) => {
    let done = false;
    const seen = (chunk: Buffer) => {
      if (done) return;
      head += chunk.toString();
      const api = /listens on (http:\/\/[^\s/"]+)/.exec(head);
      const metrics = /metrics on http:\/\/[^:]+:(\d+)\/metrics/.exec(head);
      if (api && metrics) {
        done = true;
        resolve({ url: api[1].replace('localhost', '127.0.0.1'), metricsUrl: `http://127.0.0.1:${metrics[1]}/metrics` });
      }
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    void exited.then(() => reject(new Error(`the service exited before it listened:\n${head}`)));
  });
  const { url, metricsUrl } = await ready;
  return {
    url,
    metricsUrl,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU seconds (user + system) the server process has used, from its own process.cpuUsage (prom-client's default metrics). */
export async function serverCpuSeconds(server: LoadServer): Promise<number> {
  const text = await (await fetch(server.metricsUrl)).text();
  const m = /^process_cpu_seconds_total (\S+)$/m.exec(text);
  if (!m) throw new Error(`no process_cpu_seconds_total at ${server.metricsUrl}`);
  return Number(m[1]);
}

/** The server's resident memory, from its metrics. */
export async function serverRss(server: LoadServer): Promise<number> {
  const text = await (await fetch(server.metricsUrl)).text();
  const m = /^process_resident_memory_bytes (\S+)$/m.exec(text);
  if (!m) throw new Error(`no process_resident_memory_bytes at ${server.metricsUrl}`);
  return Number(m[1]);
}
