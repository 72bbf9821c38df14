import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../config/holocron.config.js';
import { Metrics } from './metrics.service.js';

/**
 * Serves GET /metrics on a port of its own (HOLOCRON_METRICS_PORT), so Prometheus scrapes it on
 * the internal network and the public port never exposes it.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Metrics');
  private server: Server | null = null;

  constructor(
    @Inject(HOLOCRON_CONFIG) private readonly config: HolocronConfig,
    private readonly metrics: Metrics,
  ) {}

  /** The port it listens on (useful with port 0), or null when metrics are off. */
  get port(): number | null {
    return this.server ? (this.server.address() as AddressInfo).port : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.metricsPort === null) return;
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('metrics are at /metrics\n');
        return;
      }
      this.metrics.registry.metrics().then(
        (body) => res.writeHead(200, { 'content-type': this.metrics.registry.contentType }).end(body),
        (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.metricsPort!, this.config.metricsHost, () => resolve());
    });
    this.server = server;
    this.log.log(`metrics on http://${this.config.metricsHost}:${this.port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}
