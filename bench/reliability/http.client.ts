import { request } from 'node:http';

/** A JSON answer from the service: its status and body. */
export interface Answer<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
}

/**
 * One JSON request on a connection of its own (the soak script runs without test libraries).
 * No keep-alive: a pooled connection the server closes as the next request goes out would fail
 * with ECONNRESET on a loaded machine, which says nothing about the service. Rejects only when
 * no answer came: the service is down or was killed mid-request.
 */
export function call<T = Record<string, unknown>>(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { connection: 'close' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as T });
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Like `call`, but an unexpected status is an error that names it. */
export async function expectStatus<T = Record<string, unknown>>(
  status: number,
  url: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const answer = await call<T>(url, method, path, options);
  if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status} instead of ${status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}
