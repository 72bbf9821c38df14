import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './app.harness.js';

export async function gql<T = Record<string, unknown>>(
  t: TestApp,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data: T; errors?: { message: string; extensions: Record<string, unknown> }[] }> {
  const req = t.http().post('/graphql').send({ query, variables });
  if (token) req.set('Authorization', `Bearer ${token}`);
  const res = await req.expect(200);
  return res.body;
}

/** A graphql-ws client that authenticates with a seat token in its connection parameters. */
export function wsClient(t: TestApp, token?: string): Client {
  return createClient({
    url: `${t.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: true,
    retryAttempts: 0,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** Collects what a subscription pushes until `until` says enough. */
export function collect<T>(client: Client, query: string, variables: Record<string, unknown>, until: (items: T[]) => boolean) {
  const items: T[] = [];
  let stop: () => void = () => undefined;
  const done = new Promise<T[]>((resolve, reject) => {
    stop = client.subscribe<T>(
      { query, variables },
      {
        next: (msg) => {
          if (msg.errors) reject(new Error(JSON.stringify(msg.errors)));
          items.push(msg.data as T);
          if (until(items)) resolve(items);
        },
        error: reject,
        complete: () => resolve(items),
      },
    );
  });
  return { done, stop: () => stop() };
}
