import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { MIGRATIONS } from '../../migrations/index.js';
import { createApp } from '../../src/app.factory.js';
import { configFromEnv } from '../../src/config/holocron.config.js';
import { Database } from '../../src/database/database.service.js';
import { dropSchema, freshSchema } from './support/schema.js';

const postgres = process.env.DATABASE_URL ? ['postgres'] : [];

describe.each(postgres)('three instances starting at once on one fresh %s schema', () => {
  const rounds = 4;

  it(`all come up, every time (${rounds} rounds), with each migration run once and the glossary loaded`, async () => {
    for (let round = 0; round < rounds; round++) {
      const schema = freshSchema('race');
      const config = { ...configFromEnv({}), databaseUrl: process.env.DATABASE_URL, dbSchema: schema, port: 0 };
      const started = await Promise.allSettled([0, 1, 2].map(() => createApp(config, false).then(async (app) => (await app.init(), app))));
      const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      try {
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'up'))).toEqual(['up', 'up', 'up']);
        const db = apps[0].get(Database);
        const ran = (await db.dataSource.query('SELECT name FROM migrations')) as { name: string }[];
        expect(ran.map((r) => r.name).sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
        for (const app of apps) {
          const found = await request(app.getHttpServer()).get('/v1/rules/search?q=Rueckzug&limit=1').expect(200);
          expect(found.body.results).toHaveLength(1);
        }
      } finally {
        await Promise.all(apps.map((app: INestApplication) => app.close()));
        await dropSchema(schema);
      }
    }
  }, 240_000);
});
