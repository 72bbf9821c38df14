import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/**
 * An engine figure is per core: the engine is single-threaded, but V8's
 * helper threads (background compilation, parallel scavenges, concurrent
 * marking) run beside it on a second core, so an unpinned wall clock flatters
 * the engine and CPU time taxes it for the helpers. The honest figure runs
 * every thread of the process on one core, as `taskset -c 0` does; V8 then
 * behaves as in production, only without a spare core. (`--single-threaded`
 * would instead measure another V8: no background compilation at all.)
 */
const PINNED = 'HOLOCRON_BENCH_ONE_CORE';

/**
 * Runs `bench` (a `bench/*.bench.js` name filter) again under `taskset -c 0`
 * when this process may use more than one core; true when it did, so the
 * caller prints nothing itself. False: already on one core, or no `taskset`.
 */
export function rerunOnOneCore(bench: string): boolean {
  if (process.env[PINNED] !== undefined || availableParallelism() === 1) return false;
  const runner = fileURLToPath(new URL('./run.js', import.meta.url));
  const child = spawnSync('taskset', ['-c', '0', process.execPath, ...process.execArgv, runner, bench], {
    stdio: 'inherit',
    env: { ...process.env, [PINNED]: '1' },
  });
  if (child.error !== undefined) {
    console.log(`  (taskset unavailable: ${child.error.message}; measured on ${availableParallelism()} cores, the figure below is not one core's)`);
    return false;
  }
  return true;
}

/** How the run was placed, for the report line. */
export function coresNote(): string {
  const n = availableParallelism();
  return n === 1 ? 'one core: every thread pinned with taskset -c 0' : `${n} cores: V8's helper threads ran beside the engine`;
}

/** Garbage collections while `fn` runs, by kind, and their pause time on the main thread. */
export async function countGc<T>(fn: () => T): Promise<{ result: T; minor: number; major: number; pauseMs: number }> {
  const counts = { minor: 0, major: 0, pauseMs: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) counts.minor++;
      else counts.major++;
      counts.pauseMs += entry.duration;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const result = fn();
  // Node delivers GC entries from the event loop, after the collection: let it turn before counting.
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
  observer.disconnect();
  return { result, ...counts };
}

/** CPU milliseconds of this process's main thread and of all its other threads (Linux `/proc`; null elsewhere). */
export function threadCpuMs(): { main: number; helpers: number } | null {
  try {
    const tickMs = 10; // USER_HZ is 100 on Linux.
    let main = 0;
    let helpers = 0;
    for (const task of readdirSync('/proc/self/task')) {
      const fields = readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1].split(' ');
      const ms = (Number(fields[11]) + Number(fields[12])) * tickMs;
      if (Number(task) === process.pid) main += ms;
      else helpers += ms;
    }
    return { main, helpers };
  } catch {
    return null;
  }
}
