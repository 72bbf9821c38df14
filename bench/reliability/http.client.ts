/** A JSON answer from the service: its status and body. */
export interface Answer<T = Record<string, unknown>> {
  readonly status: number;
  readonly body: T;
}

/**
 * One JSON request with fetch (the soak script runs without test libraries). Rejects only when
 * no answer came: the service is down or was killed mid-request.
 */
export async function call<T = Record<string, unknown>>(
  url: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as T };
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
