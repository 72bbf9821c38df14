import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { SeededRng } from '../../src/engine/core/rng.random.js';
import { now } from '../bench.harness.js';
import { startLoadServer, type LoadServer } from './server.process.js';

/** Where the service keeps its tables: a Postgres schema, or a PGlite folder (opened only while no service runs). */
export type Store = { kind: 'postgres'; url: string; schema: string } | { kind: 'pglite'; dir: string };

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * One `rebels-attack` game played over HTTP by a seeded random bot that never fights (it takes a
 * force chip instead, always legal against an enemy: docs/games/rebels-attack.md, assumption 9),
 * so no enemy leaves the space, no gap outlasts the stack and the game does not end, until it has
 * `events` events; its id, a seat token and its length.
 */
async function playOut(server: LoadServer, seed: string, events: number): Promise<{ id: string; token: string; version: number }> {
  const rng = new SeededRng(seed);
  const created = await json<{ id: string; seats: { token: string }[] }>(
    await fetch(`${server.url}/v1/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'rebels-attack', players: 2 }) }),
  );
  let seat = 0;
  let version = 0;
  while (version < events) {
    const auth = { authorization: `Bearer ${created.seats[seat].token}` };
    const legal = await json<{ version: number; actions: { id: string; type: string }[] }>(await fetch(`${server.url}/v1/games/${created.id}/legal-actions`, { headers: auth }));
    const open = legal.actions.filter((a) => a.type !== 'Fight');
    const body = JSON.stringify({ actionId: open[rng.int(open.length)].id, expectedVersion: legal.version });
    const res = await json<{ version: number; view: { phase: string; current: number } }>(
      await fetch(`${server.url}/v1/games/${created.id}/actions`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body }),
    );
    version = res.version;
    if (res.view.phase === 'ended') throw new Error(`game ${created.id} ended at ${version} events, short of ${events}`);
    seat = res.view.current;
  }
  return { id: created.id, token: created.seats[0].token, version };
}

async function dropSnapshots(store: Store): Promise<void> {
  if (store.kind === 'postgres') {
    const client = new pg.Client({ connectionString: store.url });
    await client.connect();
    await client.query(`DELETE FROM ${store.schema}.snapshots`).finally(() => client.end());
    return;
  }
  const db = await PGlite.create({ dataDir: store.dir });
  await db.query('DELETE FROM snapshots').finally(() => db.close());
}

/**
 * A new instance's first GET of the game's legal actions, in ms (the instance is started for it).
 * One request on another, new game goes first, so the figure is the long game's read and fold,
 * not the process's first request (its code not yet compiled).
 */
async function firstRead(env: Record<string, string>, game: { id: string; token: string }): Promise<number> {
  const server = await startLoadServer(env);
  try {
    const other = await json<{ id: string; seats: { token: string }[] }>(
      await fetch(`${server.url}/v1/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'rebels-attack', players: 2 }) }),
    );
    await json(await fetch(`${server.url}/v1/games/${other.id}/legal-actions`, { headers: { authorization: `Bearer ${other.seats[0].token}` } }));
    const t0 = now();
    await json(await fetch(`${server.url}/v1/games/${game.id}/legal-actions`, { headers: { authorization: `Bearer ${game.token}` } }));
    return now() - t0;
  } finally {
    await server.stop();
  }
}

/**
 * The first read of a long game by a new instance, without a snapshot and with one: a seeded
 * random `rebels-attack` game of `events` events (10,000: real games end after a few hundred, so
 * the playout never fights) is played over HTTP on `server` (which is then stopped).
 */
export async function firstReads(server: LoadServer, env: Record<string, string>, store: Store, events = 10_000): Promise<string> {
  const game = await playOut(server, 'first-read', events);
  await server.stop();
  await dropSnapshots(store);
  const cold = await firstRead(env, game);
  // That first read wrote the snapshot (in the background: give it a moment before the instance stops).
  const warm = await firstRead(env, game);
  return (
    `first read of a ${game.version}-event game by a new instance: ${cold.toFixed(1)} ms from its events ` +
    `(${((cold / game.version) * 1000).toFixed(1)} ms per 1,000 events), ${warm.toFixed(1)} ms from its snapshot`
  );
}
