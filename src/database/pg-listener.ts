import { Logger } from '@nestjs/common';
import pg from 'pg';

export interface ListenerOptions {
  readonly url: string;
  readonly channel: string;
  /** Shown in pg_stat_activity, so an operator (or a test) can find the connection. */
  readonly applicationName: string;
  readonly onPayload: (payload: string) => void;
  /** Called after a reconnect: notifications sent while it was down are lost, so listeners catch up. */
  readonly onResume: () => void;
  /** Backoff between attempts: starts at `minDelayMs`, doubles, never exceeds `maxDelayMs`. */
  readonly minDelayMs: number;
  readonly maxDelayMs: number;
  /** A round trip on the connection this often; one that fails or hangs counts as a lost connection. */
  readonly pingMs: number;
}

/**
 * A LISTEN connection to Postgres that stays: when it drops (a restart, a failover,
 * pg_terminate_backend, a network cut), it reconnects with capped exponential backoff for as long
 * as the service runs, and says so through `onResume` once it listens again.
 */
export class PgListener {
  private static readonly log = new Logger('PgListener');

  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private ping: NodeJS.Timeout | null = null;
  private attempts = 0;
  /** Connections lost since start; exported as a metric. */
  reconnects = 0;

  constructor(private readonly options: ListenerOptions) {}

  get connected(): boolean {
    return this.client !== null;
  }

  /** The first connection; a failure here fails the start. */
  async start(): Promise<void> {
    this.client = await this.connect();
    this.startPings();
  }

  private async connect(): Promise<pg.Client> {
    const { url, channel, applicationName, onPayload } = this.options;
    const client = new pg.Client({ connectionString: url, application_name: applicationName, keepAlive: true });
    client.on('notification', (n) => n.channel === channel && n.payload !== undefined && onPayload(n.payload));
    client.on('error', (error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  private lost(client: pg.Client, why: string): void {
    if (this.client !== client) return;
    this.client = null;
    client.removeAllListeners();
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.reconnects++;
    PgListener.log.warn(`LISTEN ${this.options.channel} lost (${why}); reconnecting`);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retry) return;
    const { minDelayMs, maxDelayMs } = this.options;
    const delay = Math.min(maxDelayMs, minDelayMs * 2 ** Math.min(this.attempts, 20));
    this.attempts++;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.reconnect();
    }, delay);
  }

  private async reconnect(): Promise<void> {
    let client: pg.Client;
    try {
      client = await this.connect();
    } catch (error) {
      if (this.attempts === 1 || this.attempts % 10 === 0) {
        PgListener.log.warn(`LISTEN ${this.options.channel}: attempt ${this.attempts} failed (${(error as Error).message})`);
      }
      this.scheduleReconnect();
      return;
    }
    if (this.closed) {
      void client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    PgListener.log.log(`LISTEN ${this.options.channel} resumed after ${this.attempts} attempt(s)`);
    this.attempts = 0;
    this.options.onResume();
  }

  /** A ping at a time per connection; a hung one marks its connection lost and is left behind. */
  private startPings(): void {
    let pinging: pg.Client | null = null;
    this.ping = setInterval(() => {
      const client = this.client;
      if (!client || pinging === client) return;
      pinging = client;
      const hung = setTimeout(() => {
        pinging = null;
        this.lost(client, `no answer to a ping in ${this.options.pingMs} ms`);
      }, this.options.pingMs);
      client.query('SELECT 1').then(
        () => {
          clearTimeout(hung);
          if (pinging === client) pinging = null;
        },
        (error: Error) => {
          clearTimeout(hung);
          if (pinging === client) pinging = null;
          this.lost(client, error.message);
        },
      );
    }, this.options.pingMs);
    this.ping.unref();
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.ping) clearInterval(this.ping);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
