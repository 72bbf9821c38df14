import 'reflect-metadata';
import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.factory.js';
import { servePoolMetrics } from './cluster/metrics.primary.js';
import { runWorkerPool } from './cluster/worker.pool.js';
import { workersRefusal } from './cluster/workers.refusal.js';
import { configFromEnv } from './config/holocron.config.js';
import { DataDirLockedError } from './database/data-dir.lock.js';
import { HolocronLogger } from './logging/holocron.logger.js';

const config = configFromEnv();
const log = new HolocronLogger(config.logFormat, ['log', 'warn', 'error', 'fatal']);
log.setContext('Holocron');
const refusal = workersRefusal(config.workers, config.databaseUrl);
if (refusal) {
  log.fatal(`Holocron startet nicht: ${refusal.de} | Holocron does not start: ${refusal.en}`);
  process.exit(1);
}
if (config.workers > 1 && cluster.isPrimary) {
  // Before the fork, so a metrics port in use stops the start before any worker runs.
  if (config.metricsPort !== null) await servePoolMetrics(config.metricsHost, config.metricsPort, log);
  runWorkerPool(config.workers, log);
} else {
  try {
    const app = await createApp(config);
    await app.listen(config.port);
    const { port } = app.getHttpServer().address() as AddressInfo;
    const worker = cluster.isWorker ? ` (worker ${process.pid})` : '';
    log.log(`Holocron listens on http://localhost:${port}${worker} (GraphQL /graphql, REST /v1, docs /docs)`);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    log.fatal(`Holocron startet nicht: ${error.messages.de} | Holocron does not start: ${error.messages.en}`);
    process.exit(1);
  }
}
