import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** Express' default ETag (the `etag` package, weak): the body's length and SHA-1, so clients revalidate alike on every route. */
function weakEtag(body: Buffer): string {
  if (body.length === 0) return 'W/"0-2jmj7l5rSw0yVb/vlWAYkK/YBwk"';
  return `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').substring(0, 27)}"`;
}

/**
 * A JSON answer with the headers Express' `res.json` gives it (Content-Type with charset,
 * Content-Length, weak ETag), for answers written outside Express (the hot routes, the rate
 * limit's refusal). Conditional requests never come this way: they go through Express.
 */
export function sendJson(res: ServerResponse, status: number, value: unknown, type = 'application/json'): void {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  res.statusCode = status;
  res.setHeader('Content-Type', `${type}; charset=utf-8`);
  res.setHeader('Content-Length', body.length);
  res.setHeader('ETag', weakEtag(body));
  res.end(body);
}
