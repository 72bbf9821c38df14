import { jest } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import { Database } from '../../src/database/database.service.js';
import { GameNotifier } from '../../src/event-store/game-notifier.service.js';
import { SeededRng } from '../../src/engine/core/rng.random.js';
import { createGame, randomStep } from '../../bench/reliability/game.driver.js';
import { Subscriber, upTo } from '../../bench/reliability/subscriber.js';
import { backends, startApp, type TestApp } from '../support/app.harness.js';

/** NOTIFY goes out after the commit (docs/ARCHITECTURE.md, Live updates): no wake-up may be lost for it. */
describe.each(backends())('live update wake-ups on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(backend, { liveCatchUpMs: 300 });
  });
  afterAll(async () => t?.close());
  afterEach(() => jest.restoreAllMocks());

  it('announces the appends that commit while a NOTIFY is on its way, in the next one', async () => {
    // Without the catch-up by version, only the NOTIFYs can deliver.
    jest.spyOn(t.app.get(GameNotifier), 'compareVersions').mockResolvedValue();
    const db = t.app.get(Database);
    const notify = db.notify.bind(db);
    const sent: string[][] = [];
    jest.spyOn(db, 'notify').mockImplementation(async (channel, payloads) => {
      sent.push([...payloads]);
      // The first NOTIFY is slow, so the racing commits meet it in flight.
      if (sent.length === 1) await sleep(300);
      return notify(channel, payloads);
    });
    const games = [await createGame(t.url), await createGame(t.url), await createGame(t.url)];
    const subscribers = games.map((g) => new Subscriber(t.url, g.id));
    try {
      for (const [i, g] of games.entries()) await subscribers[i].reach(g.version);
      const rng = new SeededRng('race');
      const versions = await Promise.all(games.map((g) => randomStep(t.url, g, rng)));
      for (const [i, s] of subscribers.entries()) {
        await s.reach(versions[i]!, 3000);
        expect(s.seqs).toEqual(upTo(versions[i]!));
      }
      const announced = sent.flat().map((p) => (JSON.parse(p) as { gameId: string }).gameId);
      expect(new Set(announced)).toEqual(new Set(games.map((g) => g.id)));
      expect(sent.length).toBeLessThan(games.length);
      // Many NOTIFYs, one error listener on the notify connection (it was one per NOTIFY: a leak).
      for (let i = 0; i < 12; i++) await notify('holocron_test_idle', ['{}']);
      const notifyPool = (db as unknown as { notifyPool: { listenerCount(e: string): number } | null }).notifyPool;
      if (backend === 'postgres') expect(notifyPool!.listenerCount('error')).toBe(1);
    } finally {
      for (const s of subscribers) await s.close();
    }
  });

  it('delivers an append whose NOTIFY was lost by the catch-up by version, once and in order', async () => {
    const game = await createGame(t.url);
    const subscriber = new Subscriber(t.url, game.id, game.seats[0].token);
    try {
      await subscriber.reach(game.version);
      jest.spyOn(t.app.get(Database), 'notify').mockRejectedValue(new Error('the instance died between commit and NOTIFY'));
      const version = (await randomStep(t.url, game, new SeededRng('lost')))!;
      await subscriber.reach(version, 5000);
      expect(subscriber.seqs).toEqual(upTo(version));
    } finally {
      await subscriber.close();
    }
  });
});
