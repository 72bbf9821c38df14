import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { percentile } from '../bench.harness.js';
import { dropShape, pgbench, prepareShape, type ShapeResult } from './append.shape.js';
import { firstReads, type Store } from './first-read.js';
import { bgioTable, drive, holocronTable, type PhaseResult, type Table } from './load.clients.js';
import { serverCpuSeconds, serverRss, startLoadServer, type LoadServer } from './server.process.js';

/**
 * `npm run bench:load -- [--seconds=10] [--clients=1,10,50] [--db=postgres,pglite] [--baseline=<dir>] [--first-read-events=10000] [--bgio=off] [--floors=off]`:
 * starts the service itself on each database, drives the client counts, times a new instance's
 * first read of a game of `--first-read-events` events, drives boardgame.io 0.50 on its Postgres
 * adapter (bench/load/bgio.server.ts, a database of its own on the same Postgres) with the same
 * clients, runs the append's shape in pgbench on the same Postgres in the same run, and prints
 * every figure with the machine's load and the server's CPU time per step, and Holocron's steps/s
 * as a multiple of boardgame.io's (docs/STATUS.md keeps the latest table). The floors
 * (bench/load/floor.server.ts: Node's HTTP with the engine in memory, and the service's providers
 * behind bare `node:http`) are driven the same way on Postgres, so the CPU a step cannot go below
 * and what the framework and production middleware add are figures of the same run. `--baseline` names a built
 * checkout of an earlier commit (`git archive <commit> | tar -x -C <dir>`, node_modules linked,
 * `npm run build`) whose service is measured on Postgres in the same run, for before/after.
 * `HOLOCRON_BENCH_PROFILE=<dir>` makes every server it starts write a V8 CPU profile into `<dir>`.
 */
const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const seconds = Number(args.get('seconds') ?? 10);
const clientCounts = (args.get('clients') ?? '1,10,50').split(',').map(Number);
const dbs = (args.get('db') ?? 'postgres,pglite').split(',');
const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const schema = `load_${process.pid}`;
const baseline = args.get('baseline');
const firstReadEvents = Number(args.get('first-read-events') ?? 10_000);
const bgio = args.get('bgio') !== 'off';
const floors = args.get('floors') !== 'off';

const load = () => loadavg().map((x) => x.toFixed(1)).join('/');
const ms = (x: number) => x.toFixed(2);

interface Row {
  readonly db: string;
  readonly clients: number;
  readonly result: PhaseResult;
  readonly cpuMsPerStep: number;
  readonly load: string;
}

async function phase(db: string, server: LoadServer, table: Table, clients: number): Promise<Row> {
  const cpu0 = await serverCpuSeconds(server);
  const result = await drive(table, clients, seconds);
  const cpu1 = await serverCpuSeconds(server);
  return { db, clients, result, cpuMsPerStep: ((cpu1 - cpu0) * 1000) / Math.max(1, result.steps), load: load() };
}

function printRow(r: Row): void {
  const posts = [...r.result.posts].sort((a, b) => a - b);
  const gets = [...r.result.gets].sort((a, b) => a - b);
  console.log(
    `  ${r.db.padEnd(8)} ${String(r.clients).padStart(3)} clients: ${(r.result.steps / r.result.seconds).toFixed(0).padStart(5)} steps/s, ` +
      `POST p50 ${ms(percentile(posts, 50))} p99 ${ms(percentile(posts, 99))} ms, GET p50 ${ms(percentile(gets, 50))} ms, ` +
      `server CPU ${r.cpuMsPerStep.toFixed(3)} ms/step, errors ${r.result.errors}, load ${r.load}`,
  );
}

/** `script`, `tableOf`: another server than the service (boardgame.io's) and how its clients reach it. */
async function onService(
  db: string,
  env: Record<string, string>,
  root = '.',
  store?: Store,
  script?: string,
  tableOf: (url: string) => Table = holocronTable,
): Promise<Row[]> {
  const server = await startLoadServer(env, root, script);
  const table = tableOf(server.url);
  const rows: Row[] = [];
  try {
    await new Promise((r) => setTimeout(r, 2000));
    console.log(`  ${db}: idle RSS ${(await serverRss(server) / 2 ** 20).toFixed(0)} MiB, load ${load()}`);
    // Warm-up: the JIT and the caches, not measured.
    await drive(table, 2, Math.min(3, seconds));
    for (const clients of clientCounts) {
      const row = await phase(db, server, table, clients);
      printRow(row);
      rows.push(row);
    }
    if (store) console.log(`  ${db}: ${await firstReads(server, env, store, firstReadEvents)}, load ${load()}`);
  } finally {
    await server.stop();
  }
  return rows;
}

/** boardgame.io's matches live in a database of their own on the same Postgres (its adapter makes its table in `public`). */
const bgioDatabase = `holocron_bgio_${process.pid}`;

async function onAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

async function onBgio(): Promise<Row[]> {
  const bgioUrl = new URL(url);
  bgioUrl.pathname = `/${bgioDatabase}`;
  await onAdmin(`CREATE DATABASE ${bgioDatabase}`);
  try {
    return await onService('bgio', { DATABASE_URL: bgioUrl.toString() }, '.', undefined, 'dist/bench/load/bgio.server.js', bgioTable);
  } finally {
    await onAdmin(`DROP DATABASE IF EXISTS ${bgioDatabase} WITH (FORCE)`);
  }
}

/** The floors of the CPU per step, driven like the service (the `service` floor in its own schema). */
async function onFloors(): Promise<Row[]> {
  const rows: Row[] = [];
  rows.push(...(await onService('floor:http', { HOLOCRON_FLOOR: 'http' }, '.', undefined, 'dist/bench/load/floor.server.js')));
  try {
    rows.push(...(await onService('floor:pg', { HOLOCRON_FLOOR: 'pg', DATABASE_URL: url, HOLOCRON_DB_SCHEMA: schema }, '.', undefined, 'dist/bench/load/floor.server.js')));
    await dropSchema();
    rows.push(...(await onService('floor:svc', { HOLOCRON_FLOOR: 'service', DATABASE_URL: url, HOLOCRON_DB_SCHEMA: schema }, '.', undefined, 'dist/bench/load/floor.server.js')));
  } finally {
    await dropSchema();
  }
  return rows;
}

async function dropSchema(): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => client.end());
}

console.log(`# load: ${seconds} s per phase, clients ${clientCounts.join(', ')}, load ${load()} (2 cores shared with other work: compare CPU per step, and ratios within one run)`);
const rows: Row[] = [];
if (baseline) {
  try {
    rows.push(...(await onService('baseline', { DATABASE_URL: url, HOLOCRON_DB_SCHEMA: schema }, baseline)));
  } finally {
    await dropSchema();
  }
}
// Just before Holocron on Postgres, so that both meet the machine in much the same state.
if (bgio && dbs.includes('postgres')) rows.push(...(await onBgio()));
if (floors && dbs.includes('postgres')) rows.push(...(await onFloors()));
for (const db of dbs) {
  if (db === 'postgres') {
    try {
      rows.push(...(await onService(db, { DATABASE_URL: url, HOLOCRON_DB_SCHEMA: schema }, '.', { kind: 'postgres', url, schema })));
    } finally {
      await dropSchema();
    }
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'holocron-load-'));
    try {
      const data = join(dir, 'data');
      rows.push(...(await onService(db, { DATABASE_URL: '', HOLOCRON_DATA_DIR: data }, '.', { kind: 'pglite', dir: data })));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

const shapes = new Map<number, { append: ShapeResult; notify: ShapeResult; load: string }>();
console.log('  pgbench, the append shape on the same Postgres (BEGIN; INSERT; UPDATE version; COMMIT), and with pg_notify inside:');
await prepareShape(url);
try {
  for (const clients of clientCounts) {
    const append = await pgbench(url, 'append', clients, seconds);
    const notify = await pgbench(url, 'append+notify', clients, seconds);
    shapes.set(clients, { append, notify, load: load() });
    console.log(
      `  pgbench  ${String(clients).padStart(3)} clients: append ${append.tps.toFixed(0)} TPS (${ms(append.latencyMs)} ms), ` +
        `append+notify ${notify.tps.toFixed(0)} TPS (${ms(notify.latencyMs)} ms), load ${load()}`,
    );
  }
} finally {
  await dropShape(url);
}

console.log('  goals (issue 12):');
for (const r of rows.filter((x) => x.db === 'postgres')) {
  const shape = shapes.get(r.clients);
  const rate = r.result.steps / r.result.seconds;
  const posts = [...r.result.posts].sort((a, b) => a - b);
  const p50 = percentile(posts, 50);
  const p99 = percentile(posts, 99);
  const parts = [`CPU ${r.cpuMsPerStep.toFixed(3)} ms/step (goal <= 0.3)`];
  if (shape) parts.push(`throughput ${(rate / shape.append.tps).toFixed(2)} x pgbench append`);
  if (r.clients === 1 && shape) parts.push(`POST p50 ${ms(p50)} ms (goal <= 1.5, or <= ${ms(shape.append.latencyMs + 0.5)} = pgbench 1-client + 0.5)`);
  if (r.clients >= 50) parts.push(`POST p99 ${ms(p99)} ms (goal <= 50)`);
  const floorOf = (db: string) => rows.find((x) => x.db === db && x.clients === r.clients)?.cpuMsPerStep;
  const http = floorOf('floor:http');
  const bare = floorOf('floor:pg');
  const svc = floorOf('floor:svc');
  if (http !== undefined && bare !== undefined && svc !== undefined) {
    parts.push(
      `floors: Node HTTP + engine ${http.toFixed(3)}, + two statements through pg ${bare.toFixed(3)}, + the service ${svc.toFixed(3)}, framework and middleware ${(r.cpuMsPerStep - svc).toFixed(3)} ms/step`,
    );
  }
  const other = rows.find((x) => x.db === 'bgio' && x.clients === r.clients);
  if (other) {
    const otherRate = other.result.steps / other.result.seconds;
    parts.push(`${(rate / otherRate).toFixed(2)} x boardgame.io's steps/s (${rate.toFixed(0)} against ${otherRate.toFixed(0)})`);
  }
  console.log(`  postgres ${String(r.clients).padStart(3)} clients: ${parts.join('; ')}`);
}
