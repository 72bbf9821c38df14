import type { Registry } from 'prom-client';

/**
 * What the primary and its workers say to each other over node:cluster's IPC channel about
 * metrics (docs/operations.md, "Workers"). Our own messages rather than prom-client's
 * `AggregatorRegistry.clusterMetrics()` protocol: see docs/DECISIONS.md, "One /metrics for all workers".
 */

/** A worker's registry exists and answers scrapes; sent once, before the worker serves requests. */
export const METRICS_READY = 'holocron:metrics-ready';
/** The primary asks one worker for its figures. */
export const SCRAPE = 'holocron:scrape';
/** The worker's figures, or why it has none. */
export const SCRAPED = 'holocron:scraped';

/** One registry's figures as prom-client's `getMetricsAsJSON()` gives them, which `AggregatorRegistry.aggregate()` sums. */
export type WorkerFigures = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

export interface ScrapeMessage {
  type: typeof SCRAPE;
  id: number;
}

export type ScrapedMessage = { type: typeof SCRAPED; id: number; metrics: WorkerFigures } | { type: typeof SCRAPED; id: number; error: string };

function typed(message: unknown, type: string): boolean {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;
}

export const isReady = (message: unknown): boolean => typed(message, METRICS_READY);
export const isScrape = (message: unknown): message is ScrapeMessage => typed(message, SCRAPE);
export const isScraped = (message: unknown): message is ScrapedMessage => typed(message, SCRAPED);
