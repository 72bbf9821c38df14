import cluster, { type Worker } from 'node:cluster';
import type { LoggerService } from '@nestjs/common';

/** A worker that dies within this long of its start is restarted only after this long, so a crash loop does not spin a core. */
const RESTART_AFTER_EARLY_DEATH_MS = 1000;
/** How long the workers get to finish their requests and close their connections on shutdown before they are killed. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The primary of `HOLOCRON_WORKERS` > 1: forks the workers, which share the port through
 * node:cluster, restarts any that dies (logged), and on SIGTERM/SIGINT passes the signal on and
 * exits once every worker has shut down (docs/operations.md, "Workers"). It opens no database and
 * serves no API; with a metrics port main.ts has it serve the workers' summed metrics (metrics.primary.ts).
 */
export function runWorkerPool(count: number, log: LoggerService): void {
  let stopping = false;
  const started = new Map<number, number>();

  const fork = (): void => {
    const worker = cluster.fork();
    started.set(worker.id, Date.now());
    worker.on('exit', (code, signal) => {
      const lived = Date.now() - (started.get(worker.id) ?? 0);
      started.delete(worker.id);
      if (stopping) return;
      const pid = worker.process.pid;
      log.warn(`worker ${pid} exited (${signal ?? `code ${code}`}) after ${lived} ms; starting another`);
      setTimeout(fork, lived < RESTART_AFTER_EARLY_DEATH_MS ? RESTART_AFTER_EARLY_DEATH_MS : 0);
    });
  };

  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    log.log(`${signal}: stopping ${workers.length} workers`);
    const killer = setTimeout(() => {
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
    }, SHUTDOWN_GRACE_MS);
    killer.unref();
    void Promise.all(workers.map((w) => (w.isDead() ? Promise.resolve() : new Promise<void>((resolve) => w.once('exit', () => resolve()))))).then(() => {
      log.log('every worker stopped');
      process.exit(0);
    });
    // Each worker closes its app on SIGTERM (enableShutdownHooks): open requests finish, LISTEN and pool close.
    for (const w of workers) w.process.kill('SIGTERM');
  };

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  log.log(`primary ${process.pid} starts ${count} workers`);
  for (let i = 0; i < count; i += 1) fork();
}
