import type { Registry } from 'prom-client';
import { isScrape, METRICS_READY, SCRAPED, type ScrapedMessage } from './metrics.messages.js';

/** The worker's end of the IPC channel: `process` in a node:cluster worker. */
export interface PrimaryChannel {
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
  send?(message: unknown, callback: (error: Error | null) => void): boolean;
}

/**
 * Makes a worker answer the primary's scrapes from its app's registry, and tells the primary it
 * does. Returns the function that stops answering (on app shutdown).
 */
export function answerScrapes(registry: Registry, channel: PrimaryChannel = process): () => void {
  // With a callback a send on a closed channel (the primary gone, shutdown) is dropped instead of an uncaught 'error'.
  const send = (message: unknown) => channel.send?.(message, () => undefined);
  const onMessage = (message: unknown): void => {
    if (!isScrape(message)) return;
    const { id } = message;
    registry.getMetricsAsJSON().then(
      (metrics) => send({ type: SCRAPED, id, metrics } satisfies ScrapedMessage),
      (error: Error) => send({ type: SCRAPED, id, error: error.message } satisfies ScrapedMessage),
    );
  };
  channel.on('message', onMessage);
  send({ type: METRICS_READY });
  return () => channel.off('message', onMessage);
}
