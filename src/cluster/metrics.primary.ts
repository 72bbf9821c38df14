import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import type { LoggerService } from '@nestjs/common';
import { AggregatorRegistry, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { listenForScrapes } from '../metrics/metrics.listener.js';
import { isReady, isScraped, SCRAPE, type WorkerFigures } from './metrics.messages.js';

/**
 * How long a scrape waits for a worker. Below Prometheus's default scrape_timeout (10 s), so a
 * worker that hangs fails the scrape with a message rather than a scrape timeout.
 */
export const SCRAPE_TIMEOUT_MS = 5000;

/** The primary's view of one worker: what node:cluster's `Worker` offers. */
export interface WorkerPeer {
  readonly process: { readonly pid?: number };
  isConnected(): boolean;
  send(message: unknown, callback: (error: Error | null) => void): boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
  once(event: 'disconnect', listener: () => void): unknown;
  off(event: 'disconnect', listener: () => void): unknown;
}

/** Where the workers come from: node:cluster in the primary. */
export interface WorkerSource {
  on(event: 'message', listener: (worker: WorkerPeer, message: unknown) => void): unknown;
  on(event: 'exit', listener: (worker: WorkerPeer) => void): unknown;
}

/**
 * The metrics of `HOLOCRON_WORKERS` > 1, in the primary: every scrape asks each worker for its
 * registry and sums them with prom-client's `AggregatorRegistry.aggregate()` (each metric by its
 * `aggregator`: counters and histograms sum, gauges as chosen in metrics.service.ts), plus the
 * primary's own `process_*` figures, so `process_cpu_seconds_total` is the whole service's CPU.
 */
export class ClusterMetrics {
  private readonly own = new Registry();
  private readonly ready = new Set<WorkerPeer>();
  private readonly workers = new Gauge({ name: 'holocron_workers', help: 'Workers whose figures this scrape sums', registers: [this.own] });
  private nextId = 0;
  readonly contentType = this.own.contentType;

  constructor(
    source: WorkerSource = cluster,
    private readonly timeoutMs = SCRAPE_TIMEOUT_MS,
  ) {
    collectDefaultMetrics({ register: this.own });
    // Only workers whose registry exists are asked: one still starting would never answer, and has counted nothing yet.
    source.on('message', (worker, message) => {
      if (isReady(message)) this.ready.add(worker);
    });
    source.on('exit', (worker) => this.ready.delete(worker));
  }

  /** One scrape's text: the figures of every ready worker summed, once each. */
  async metrics(): Promise<string> {
    const answers = await Promise.all([...this.ready].filter((w) => w.isConnected()).map((w) => this.ask(w)));
    const figures = answers.filter((a): a is WorkerFigures => a !== null);
    this.workers.set(figures.length);
    const own = (await this.own.getMetricsAsJSON()).filter((m) => m.name.startsWith('process_') || m.name === 'holocron_workers');
    return AggregatorRegistry.aggregate([own, ...figures]).metrics();
  }

  /**
   * One worker's figures; null if it went away meanwhile (its figures went with it, as they
   * would by the next scrape). Rejects if it does not answer within the timeout: a sum without
   * a live worker would go down and read as a counter reset.
   */
  private ask(worker: WorkerPeer): Promise<WorkerFigures | null> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const settle = (finish: () => void): void => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('disconnect', gone);
        finish();
      };
      const onMessage = (message: unknown): void => {
        if (!isScraped(message) || message.id !== id) return;
        settle(() => ('error' in message ? reject(new Error(`worker ${worker.process.pid}: ${message.error}`)) : resolve(message.metrics)));
      };
      const gone = (): void => settle(() => resolve(null));
      const timer = setTimeout(() => settle(() => reject(new Error(`worker ${worker.process.pid} did not answer within ${this.timeoutMs} ms`))), this.timeoutMs);
      worker.on('message', onMessage);
      worker.once('disconnect', gone);
      worker.send({ type: SCRAPE, id }, (error) => {
        if (error) gone();
      });
    });
  }
}

/** Serves the workers' summed metrics on the metrics port from the primary; call before forking them. */
export async function servePoolMetrics(host: string, port: number, log: LoggerService): Promise<void> {
  const metrics = new ClusterMetrics();
  const server = await listenForScrapes(host, port, metrics.contentType, () => metrics.metrics());
  log.log(`metrics on http://${host}:${(server.address() as AddressInfo).port}/metrics (primary ${process.pid}, every worker summed)`);
}
