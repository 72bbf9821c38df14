import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { answerScrapes } from '../cluster/metrics.worker.js';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../config/holocron.config.js';
import { listenForScrapes } from './metrics.listener.js';
import { Metrics } from './metrics.service.js';

/**
 * Serves GET /metrics on a port of its own (HOLOCRON_METRICS_PORT), so Prometheus scrapes it on
 * the internal network and the public port never exposes it. In a worker of
 * `HOLOCRON_WORKERS` > 1 the primary serves that port and sums every worker's figures, so the
 * worker answers the primary instead of listening (docs/operations.md, "Workers").
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Metrics');
  private server: Server | null = null;
  private stopAnswering: (() => void) | null = null;

  constructor(
    @Inject(HOLOCRON_CONFIG) private readonly config: HolocronConfig,
    private readonly metrics: Metrics,
  ) {}

  /** The port it listens on (useful with port 0), or null when metrics are off or the primary serves them. */
  get port(): number | null {
    return this.server ? (this.server.address() as AddressInfo).port : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.metricsPort === null) return;
    // As main.ts decides: a process forked by another cluster manager (pm2) with one worker serves its own port.
    if (this.config.workers > 1 && cluster.isWorker) {
      this.stopAnswering = answerScrapes(this.metrics.registry);
      return;
    }
    const { registry } = this.metrics;
    this.server = await listenForScrapes(this.config.metricsHost, this.config.metricsPort, registry.contentType, () => registry.metrics());
    this.log.log(`metrics on http://${this.config.metricsHost}:${this.port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopAnswering?.();
    this.stopAnswering = null;
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
