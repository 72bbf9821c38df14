import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import type { INestApplication } from '@nestjs/common';
import pg from 'pg';
import { createApp } from '../../src/app.factory.js';
import { configFromEnv } from '../../src/config/holocron.config.js';
import { Database } from '../../src/database/database.service.js';
import { SeededRng } from '../../src/engine/core/rng.random.js';
import { createGame, randomStep } from '../../bench/reliability/game.driver.js';
import { dropSchema, freshSchema } from './support/schema.js';
import { Subscriber, upTo } from '../../bench/reliability/subscriber.js';
import { TcpProxy } from './support/tcp.proxy.js';

const url = process.env.DATABASE_URL;

async function serve(databaseUrl: string, dbSchema: string): Promise<{ app: INestApplication; url: string }> {
  // A short backoff cap keeps the test quick; the default (5 s) only waits longer.
  const app = await createApp({ ...configFromEnv({}), databaseUrl, dbSchema, port: 0, listenRetryMaxMs: 500 }, false);
  await app.listen(0, '127.0.0.1');
  return { app, url: (await app.getUrl()).replace('[::1]', '127.0.0.1') };
}

describe.each(url ? ['postgres'] : [])('live updates across a database blip on %s', () => {
  const schema = freshSchema('blip');
  let proxy: TcpProxy;
  let behind: { app: INestApplication; url: string };
  let direct: { app: INestApplication; url: string };

  beforeAll(async () => {
    const target = new URL(url!);
    proxy = await TcpProxy.start(target.hostname, Number(target.port || 5432));
    behind = await serve(proxy.url(url!), schema);
    direct = await serve(url!, schema);
  });
  afterAll(async () => {
    await behind?.app.close();
    await direct?.app.close();
    await proxy?.refuse();
    await dropSchema(schema);
  });

  it('reconnects after its LISTEN connection is killed and refused for a while, and catches every subscriber up, once and in order', async () => {
    const game = await createGame(direct.url);
    const rng = new SeededRng('blip');
    const subscribers = [
      new Subscriber(behind.url, game.id, game.seats[0].token),
      new Subscriber(behind.url, game.id, game.seats[1].token),
      new Subscriber(behind.url, game.id),
    ];
    try {
      let version = game.version;
      for (const s of subscribers) await s.reach(version);
      for (let i = 0; i < 2; i++) version = (await randomStep(direct.url, game, rng))!;
      for (const s of subscribers) await s.reach(version);

      // The blip: the LISTEN backend is killed, then every connection to the database refused.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
        `holocron-listen:${schema}:${behind.app.get(Database).instance}`,
      ]);
      await admin.end();
      expect(killed.rowCount).toBe(1);
      await proxy.refuse();
      const gapStarted = performance.now();
      for (let i = 0; i < 3; i++) version = (await randomStep(direct.url, game, rng))!;
      await sleep(Math.max(0, 3000 - (performance.now() - gapStarted)));
      expect(behind.app.get(Database).listenStatus().connected).toBe(false);
      await proxy.accept();

      // Nothing is committed now: the events of the gap must arrive by themselves.
      const caughtUp = Math.max(...(await Promise.all(subscribers.map((s) => s.reach(version)))));
      console.log(`LISTEN blip: ${subscribers.length} subscribers caught up ${caughtUp.toFixed(0)} ms after connections were accepted again`);
      // The catch-up by version may come before the LISTEN connection's next attempt (at most listenRetryMaxMs later).
      for (let waited = 0; !behind.app.get(Database).listenStatus().connected && waited < 5000; waited += 50) await sleep(50);
      expect(behind.app.get(Database).listenStatus()).toEqual({ connected: true, reconnects: 1 });

      for (let i = 0; i < 2; i++) version = (await randomStep(direct.url, game, rng))!;
      for (const s of subscribers) await s.reach(version);
      await sleep(200);
      for (const s of subscribers) expect(s.seqs).toEqual(upTo(version));
    } finally {
      await Promise.all(subscribers.map((s) => s.close()));
    }
  });
});
