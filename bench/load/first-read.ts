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

/** One `rebels-attack` game played to its end over HTTP by a seeded random bot; its id, a seat token and its length. */
async function playOut(server: LoadServer, seed: string): Promise<{ id: string; token: string; version: number }> {
  const rng = new SeededRng(seed);
  const created = await json<{ id: string; seats: { token: string }[] }>(
    await fetch(`${server.url}/v1/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'rebels-attack', players: 2 }) }),
  );
  let seat = 0;
  let version = 0;
  for (;;) {
    const auth = { authorization: `Bearer ${created.seats[seat].token}` };
    const legal = await json<{ version: number; actions: { id: string }[] }>(await fetch(`${server.url}/v1/games/${created.id}/legal-actions`, { headers: auth }));
    const body = JSON.stringify({ actionId: legal.actions[rng.int(legal.actions.length)].id, expectedVersion: legal.version });
    const res = await json<{ version: number; view: { phase: string; current: number } }>(
      await fetch(`${server.url}/v1/games/${created.id}/actions`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body }),
    );
    version = res.version;
    if (res.view.phase === 'ended') return { id: created.id, token: created.seats[0].token, version };
    seat = res.view.current;
  }
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
 * The first read of a long game by a new instance, without a snapshot and with one. The longest
 * of a few seeded random `rebels-attack` games is played over HTTP on `server` (which is then
 * stopped); its games end after a few hundred events, so the figure is also given per 1,000.
 */
export async function firstReads(server: LoadServer, env: Record<string, string>, store: Store, seeds = 3): Promise<string> {
  let longest = { id: '', token: '', version: 0 };
  for (let s = 0; s < seeds; s++) {
    const game = await playOut(server, `first-read-${s}`);
    if (game.version > longest.version) longest = game;
  }
  await server.stop();
  await dropSnapshots(store);
  const cold = await firstRead(env, longest);
  // That first read wrote the snapshot (in the background: give it a moment before the instance stops).
  const warm = await firstRead(env, longest);
  return (
    `first read of a ${longest.version}-event game by a new instance: ${cold.toFixed(1)} ms from its events ` +
    `(${((cold / longest.version) * 1000).toFixed(1)} ms per 1,000 events), ${warm.toFixed(1)} ms from its snapshot`
  );
}
