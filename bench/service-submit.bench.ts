import 'reflect-metadata';
import { createApp } from '../src/app.factory.js';
import { configFromEnv } from '../src/config/holocron.config.js';
import { SeededRng } from '../src/engine/core/rng.random.js';
import { now, report, type Benchmark } from './bench.harness.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function call(url: string, method: string, token?: string, body?: unknown): Promise<any> {
  const res = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Whole games of "Angriff der Rebellen" over HTTP: legal actions, then a submission, per step. */
async function playGames(base: string, games: number) {
  const submits: number[] = [];
  const reads: number[] = [];
  const bot = new SeededRng('bench');
  const t0 = now();
  for (let g = 0; g < games; g++) {
    const created = await call(`${base}/v1/games`, 'POST', undefined, { game: 'rebels-attack', players: 2 });
    let pendingSeat = 0;
    for (;;) {
      const token = created.seats[pendingSeat].token;
      const r0 = now();
      const legal = await call(`${base}/v1/games/${created.id}/legal-actions`, 'GET', token);
      reads.push(now() - r0);
      const pick = legal.actions[bot.int(legal.actions.length)];
      const s0 = now();
      const result = await call(`${base}/v1/games/${created.id}/actions`, 'POST', token, { actionId: pick.id, expectedVersion: legal.version });
      submits.push(now() - s0);
      if (result.view.phase === 'ended') break;
      pendingSeat = result.view.current;
    }
  }
  const seconds = (now() - t0) / 1000;
  report('  GET legal-actions', reads);
  report('  POST actions', submits);
  console.log(`  ${games} games, ${submits.length} submissions in ${seconds.toFixed(1)} s: ${(submits.length / seconds).toFixed(0)} steps/s`);
}

const bench: Benchmark = {
  name: 'service: REST round trips',
  async run() {
    const targets: [string, string | undefined][] = [['PGlite (in memory)', undefined]];
    if (process.env.DATABASE_URL) targets.push(['Postgres', process.env.DATABASE_URL]);
    for (const [label, databaseUrl] of targets) {
      console.log(label);
      const app = await createApp(
        // Production's limits, but the per-address one raised: the benchmark is one client on 127.0.0.1 (docs/security.md).
        {
          ...configFromEnv({ ...process.env, HOLOCRON_RATE_LIMIT_IP: process.env.HOLOCRON_RATE_LIMIT_IP ?? '1000000/1s' }),
          databaseUrl,
          dataDir: 'memory://',
          dbSchema: `bench_${process.pid}`,
        },
        false,
      );
      await app.listen(0, '127.0.0.1');
      try {
        await playGames((await app.getUrl()).replace('[::1]', '127.0.0.1'), 5);
      } finally {
        if (databaseUrl) {
          const { Database } = await import('../src/database/database.service.js');
          await app.get(Database).dataSource.query(`DROP SCHEMA bench_${process.pid} CASCADE`);
        }
        await app.close();
      }
    }
  },
};

export default bench;
