import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of Postgres that a test can cut: `refuse()` drops every connection through
 * it and refuses new ones (the port is closed), `accept()` opens the same port again.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  private constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  static async start(host: string, targetPort: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(host, targetPort);
    await proxy.accept();
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  url(url: string): string {
    const u = new URL(url);
    u.hostname = '127.0.0.1';
    u.port = String(this.port);
    return u.toString();
  }

  async accept(): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection({ host: this.host, port: this.targetPort });
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as { port: number }).port;
  }

  async refuse(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
