import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createApp } from '../src/app.factory.js';
import { MIGRATIONS } from '../migrations/index.js';
import { configFromEnv } from '../src/config/holocron.config.js';
import { Database } from '../src/database/database.service.js';

describe('the embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'holocron-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function boot() {
    const app = await createApp({ ...configFromEnv({}), dataDir: dir }, false);
    await app.init();
    return app;
  }

  it('keeps games in its data folder across restarts, and runs migrations only once', async () => {
    const first = await boot();
    const created = await request(first.getHttpServer()).post('/v1/games').send({ game: 'rebels-attack', players: 2 }).expect(201);
    const token = created.body.seats[0].token;
    await request(first.getHttpServer())
      .post(`/v1/games/${created.body.id}/actions`)
      .set('Authorization', `Bearer ${token}`)
      .send({ action: { type: 'PlaceGhost', position: 0 } })
      .expect(200);
    await first.close();

    const second = await boot();
    const game = await request(second.getHttpServer()).get(`/v1/games/${created.body.id}`).set('Authorization', `Bearer ${token}`).expect(200);
    expect(game.body).toMatchObject({ version: created.body.version + 1, seat: 0 });
    expect(game.body.view.players[0].ghost).toBe(0);
    const ran = await second.get(Database).dataSource.query('SELECT name FROM migrations');
    expect(ran.map((r: { name: string }) => r.name).sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
    await second.close();
  });
});
