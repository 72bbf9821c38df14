import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const MAIN = 'dist/src/main.js';

/**
 * Production's limits but one: every client of these workloads is 127.0.0.1, so the per-address
 * rate limit is raised (docs/security.md, "Rate limits"); per-token limits stay as in production.
 * The instances of one run share their counters (Redis, when REDIS_URL is set) under a prefix
 * of their own, apart from any other run on the same Redis.
 */
export const RELIABILITY_LIMITS = {
  HOLOCRON_RATE_LIMIT_IP: '1000000/1s',
  HOLOCRON_RATE_LIMIT_PREFIX: `holocron:reliability:${process.pid}:${Date.now().toString(36)}:`,
};

function newest(path: string): number {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function built(): boolean {
  try {
    return statSync(MAIN).mtimeMs >= Math.max(newest('src'), newest('migrations'), newest('package-lock.json'));
  } catch {
    return false;
  }
}

/**
 * Builds the service (`npm run build`) unless dist/ is newer than every source. Jest runs two
 * workers: a lock folder lets one build while the other waits.
 */
export async function ensureBuilt(): Promise<void> {
  const lock = '.build-lock';
  for (let waited = 0; !built(); waited += 200) {
    try {
      mkdirSync(lock);
    } catch {
      if (waited > 180_000) throw new Error(`waited 3 minutes for another build; remove ${lock} if none runs`);
      await sleep(200);
      continue;
    }
    try {
      if (!built()) execFileSync('npm', ['run', 'build'], { stdio: 'pipe' });
    } finally {
      rmdirSync(lock);
    }
  }
}

export interface ServiceProcess {
  readonly child: ChildProcess;
  readonly url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  readonly exited: Promise<number | string>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts the built service as a child process on an ephemeral port and resolves once it listens;
 * rejects with its output if it exits first.
 */
export async function startService(env: Record<string, string | undefined>): Promise<ServiceProcess> {
  await ensureBuilt();
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', ...RELIABILITY_LIMITS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const listening = new Promise<string>((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listens on (http:\/\/[^\s/"]+)/.exec(out);
      if (m) resolve(m[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    void exited.then((code) => reject(new Error(`the service exited (${code}) before it listened:\n${out}`)));
  });
  const url = await listening;
  return {
    child,
    url,
    output: () => out,
    exited,
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Starts a process that is expected not to come up, and returns its exit code and output. */
export async function failedStart(env: Record<string, string | undefined>): Promise<{ code: number | string; output: string }> {
  try {
    const service = await startService(env);
    await service.stop();
    throw new Error(`the service started:\n${service.output()}`);
  } catch (error) {
    const m = /^the service exited \((.+?)\) before it listened:\n([\s\S]*)$/.exec((error as Error).message);
    if (!m) throw error;
    return { code: Number.isNaN(Number(m[1])) ? m[1] : Number(m[1]), output: m[2] };
  }
}
