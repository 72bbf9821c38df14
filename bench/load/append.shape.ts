import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** pgbench's figures for one shape at one client count. */
export interface ShapeResult {
  readonly tps: number;
  /** Mean latency of one transaction, ms. */
  readonly latencyMs: number;
}

/**
 * The append's own shape on the bare database: BEGIN; INSERT one event; UPDATE the game's
 * version; COMMIT (each pgbench client on a game of its own, as each load client is), and the
 * same with `pg_notify` inside the transaction. The floor the service's append stands on.
 */
const APPEND = (schema: string) => `\\set g :client_id
BEGIN;
INSERT INTO ${schema}.events (game_id, seq, type, payload) SELECT :g, version + 1, 'ActionTaken', '{"type":"move","from":[1,2],"to":[2,3],"seat":0}' FROM ${schema}.games WHERE id = :g;
UPDATE ${schema}.games SET version = version + 1 WHERE id = :g;
COMMIT;
`;
const NOTIFY = (schema: string) => APPEND(schema).replace('COMMIT;', `SELECT pg_notify('${schema}', :g::text);\nCOMMIT;`);

export type Shape = 'append' | 'append+notify';

/** Its own schema, apart from any other run on the same database. */
export const SHAPE_SCHEMA = `pgbench_${process.pid}`;

export async function prepareShape(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${SHAPE_SCHEMA} CASCADE`);
    await client.query(`CREATE SCHEMA ${SHAPE_SCHEMA}`);
    await client.query(`CREATE TABLE ${SHAPE_SCHEMA}.games (id int PRIMARY KEY, version int NOT NULL)`);
    await client.query(`CREATE TABLE ${SHAPE_SCHEMA}.events (game_id int, seq int, type text NOT NULL, payload jsonb NOT NULL, PRIMARY KEY (game_id, seq))`);
    await client.query(`INSERT INTO ${SHAPE_SCHEMA}.games SELECT g, 0 FROM generate_series(0, 199) g`);
  } finally {
    await client.end();
  }
}

export async function dropShape(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${SHAPE_SCHEMA} CASCADE`).finally(() => client.end());
}

export async function pgbench(url: string, shape: Shape, clients: number, seconds: number): Promise<ShapeResult> {
  const dir = mkdtempSync(join(tmpdir(), 'holocron-pgbench-'));
  const file = join(dir, 'append.sql');
  writeFileSync(file, (shape === 'append' ? APPEND : NOTIFY)(SHAPE_SCHEMA));
  try {
    const { stdout } = await run('pgbench', ['-n', '-M', 'prepared', '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), '-f', file, url]);
    const tps = /tps = ([\d.]+)/.exec(stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    if (!tps || !latency) throw new Error(`unexpected pgbench output:\n${stdout}`);
    return { tps: Number(tps[1]), latencyMs: Number(latency[1]) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
