import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import type { INestApplication, LogLevel } from '@nestjs/common';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../src/app.factory.js';
import { configFromEnv, type HolocronConfig } from '../../src/config/holocron.config.js';

export type Backend = 'pglite' | 'postgres';

/**
 * Tests run with production's limits but one: every test client is 127.0.0.1, so the per-address
 * limit is raised (docs/security.md, "Rate limits"). Per-token limits stay as in production.
 */
export const TEST_RATE_LIMIT_IP = '1000000/1s';

/** Rate counters of this test run in Redis (REDIS_URL, as .ci/run sets) are kept apart from any other run's. */
export const TEST_RATE_PREFIX = `holocron:test:${randomBytes(6).toString('hex')}:`;

/** Production's defaults with the raised per-address limit, Redis when REDIS_URL is set, and this run's key prefix. */
export function testLimits(): HolocronConfig['limits'] {
  return configFromEnv({
    HOLOCRON_RATE_LIMIT_IP: TEST_RATE_LIMIT_IP,
    HOLOCRON_RATE_LIMIT_PREFIX: TEST_RATE_PREFIX,
    REDIS_URL: process.env.REDIS_URL,
  }).limits;
}

/**
 * For specs that play whole games over REST as fast as the machine allows: one seat's token then
 * sends more than production's 250 requests a second, which a real bot would pace or answer with
 * Retry-After. Those specs are about the rules; the per-token limit is `rate-limits.e2e-spec.ts`'s.
 */
export function wholeGameLimits(): HolocronConfig['limits'] {
  const limits = testLimits();
  return { ...limits, rate: { ...limits.rate, token: { limit: 1_000_000, periodMs: 1000 } } };
}

/** PGlite always; the machine's Postgres too when DATABASE_URL names it (as .ci/run does). */
export function backends(): Backend[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApp {
  readonly app: INestApplication;
  readonly url: string;
  readonly backend: Backend;
  http(): ReturnType<typeof request>;
  close(): Promise<void>;
}

/** A whole service on its own empty database: in-memory PGlite, or a fresh Postgres schema. */
export async function startApp(backend: Backend, overrides: Partial<HolocronConfig> = {}, logger: LogLevel[] | false = false): Promise<TestApp> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const config: HolocronConfig = {
    ...configFromEnv({}),
    port: 0,
    databaseUrl: backend === 'postgres' ? process.env.DATABASE_URL : undefined,
    dataDir: 'memory://',
    dbSchema: schema,
    production: false,
    limits: testLimits(),
    ...overrides,
  };
  const app = await createApp(config, logger);
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    app,
    url,
    backend,
    http: () => request(url),
    async close() {
      await app.close();
      if (backend === 'postgres') {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
        await client.end();
      }
    },
  };
}
