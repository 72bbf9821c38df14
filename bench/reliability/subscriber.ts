import { setTimeout as sleep } from 'node:timers/promises';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

const SUBSCRIBE = `subscription($id: ID!, $after: Int) { gameUpdated(gameId: $id, after: $after) { seq type } }`;

/** A graphql-ws subscriber to one game from its first event, recording every seq it is pushed. */
export class Subscriber {
  readonly seqs: number[] = [];
  readonly types: string[] = [];
  error: unknown = null;
  private readonly client: Client;
  private readonly stop: () => void;

  constructor(url: string, gameId: string, token?: string) {
    this.client = createClient({
      url: `${url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    });
    this.stop = this.client.subscribe<{ gameUpdated: { seq: number; type: string } }>(
      { query: SUBSCRIBE, variables: { id: gameId, after: 0 } },
      {
        next: (msg) => {
          if (msg.errors) this.error = msg.errors;
          else {
            this.seqs.push(msg.data!.gameUpdated.seq);
            this.types.push(msg.data!.gameUpdated.type);
          }
        },
        error: (e) => (this.error = e),
        complete: () => undefined,
      },
    );
  }

  /** Waits until the subscriber has been pushed seq `version`; returns how long that took. */
  async reach(version: number, timeoutMs = 20_000): Promise<number> {
    const t0 = performance.now();
    while (!this.seqs.includes(version)) {
      if (this.error) throw new Error(`subscription failed: ${JSON.stringify(this.error)}`);
      if (performance.now() - t0 > timeoutMs) throw new Error(`no seq ${version} within ${timeoutMs} ms; got ${this.seqs.join(',')}`);
      await sleep(20);
    }
    return performance.now() - t0;
  }

  async close(): Promise<void> {
    this.stop();
    await this.client.dispose();
  }
}

/** 1, 2, ..., n: every event once, in order. */
export function upTo(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}
