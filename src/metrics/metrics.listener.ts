import { createServer, type Server } from 'node:http';

/**
 * The HTTP server of the metrics port: GET /metrics answers `scrape()`, everything else is 404.
 * Shared by the app (one process) and the primary of `HOLOCRON_WORKERS` > 1, which sums its workers.
 */
export async function listenForScrapes(host: string, port: number, contentType: string, scrape: () => Promise<string>): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('metrics are at /metrics\n');
      return;
    }
    scrape().then(
      (body) => res.writeHead(200, { 'content-type': contentType }).end(body),
      (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
