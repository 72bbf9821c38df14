import { availableParallelism } from 'node:os';
import { limitsFromEnv, type LimitsConfig } from '../limits/limits.config.js';
import { gameLifeFromEnv, type GameLifeConfig } from '../games/game-life/game-life.config.js';
import { botSeatsFromEnv, type BotSeatsConfig } from '../games/bots/bot-seats.config.js';

/** Everything the service reads from its environment, read in one place. */
export interface HolocronConfig {
  readonly port: number;
  /** Worker processes sharing the port (node:cluster), Postgres only; 1: the service runs in this process (docs/operations.md, "Workers"). */
  readonly workers: number;
  /** Postgres when set; otherwise the embedded PGlite. */
  readonly databaseUrl: string | undefined;
  /** PGlite's folder, or `memory://` for a database that lives only as long as the process. */
  readonly dataDir: string;
  /** The Postgres schema the tables live in; tests use one schema per app. */
  readonly dbSchema: string;
  readonly production: boolean;
  /** Where the GraphQL schema is written in development (committed as src/schema.gql). */
  readonly schemaFile: string | undefined;
  /** The longest wait between attempts to re-establish a lost LISTEN connection (Postgres). */
  readonly listenRetryMaxMs: number;
  /** How often the LISTEN connection is pinged, so a silently dead one is noticed. */
  readonly listenPingMs: number;
  /** How often the games with subscribers are checked for appends whose wake-up was lost (live updates' catch-up). */
  readonly liveCatchUpMs: number;
  /** Prometheus metrics at /metrics on a port of their own, off the public API; null: none. */
  readonly metricsPort: number | null;
  readonly metricsHost: string;
  /** JSON lines (production default) or Nest's text lines (development default, coloured on a terminal). */
  readonly logFormat: 'json' | 'text';
  /** One log line per HTTP request. */
  readonly accessLog: boolean;
  /**
   * The two routes of every step (GET legal-actions, POST actions with a plain body) answered by
   * one handler behind the same middleware, past Nest's router and pipes (docs/ARCHITECTURE.md,
   * "The hot routes"); `off` sends them through Nest like every other route.
   */
  readonly hotRoutes: boolean;
  /** Origins browsers may call from: `*` (any, the default; seat tokens travel in a header, not cookies), a list, or none. */
  readonly corsOrigins: '*' | readonly string[] | null;
  /** Idle time before a win may be claimed, retention of ended games (docs/game-life.md). */
  readonly gameLife: GameLifeConfig;
  /** Whether this instance plays bot seats, its sweep and claim times (docs/game-life.md, "Bot seats"). */
  readonly botSeats: BotSeatsConfig;
  /** GraphQL, body, rate and idempotency limits (src/limits, docs/security.md). */
  readonly limits: LimitsConfig;
  /** Where clients reach the service, without a trailing slash: the only source of absolute links (never the Host header). */
  readonly publicUrl: string;
  /** Express `trust proxy`: which proxies' X-Forwarded-For/-Proto/-Host count; false: none, the headers are ignored. */
  readonly trustProxy: false | number | string;
}

export const HOLOCRON_CONFIG = Symbol('HOLOCRON_CONFIG');

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): HolocronConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const dbSchema = env.HOLOCRON_DB_SCHEMA ?? 'public';
  if (!/^[a-z_][a-z0-9_]*$/.test(dbSchema)) throw new Error(`HOLOCRON_DB_SCHEMA must be a plain identifier, not ${dbSchema}`);
  return {
    port,
    workers: workers(env.HOLOCRON_WORKERS),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.HOLOCRON_DATA_DIR ?? './.holocron',
    dbSchema,
    production: env.NODE_ENV === 'production',
    schemaFile: env.HOLOCRON_SCHEMA_FILE || undefined,
    listenRetryMaxMs: positiveInt(env, 'HOLOCRON_LISTEN_RETRY_MAX_MS', 5000),
    listenPingMs: positiveInt(env, 'HOLOCRON_LISTEN_PING_MS', 10_000),
    liveCatchUpMs: positiveInt(env, 'HOLOCRON_LIVE_CATCHUP_MS', 2000),
    metricsPort: metricsPort(env.HOLOCRON_METRICS_PORT),
    metricsHost: env.HOLOCRON_METRICS_HOST || '0.0.0.0',
    logFormat: oneOf(env, 'HOLOCRON_LOG_FORMAT', ['json', 'text'], env.NODE_ENV === 'production' ? 'json' : 'text'),
    accessLog: oneOf(env, 'HOLOCRON_ACCESS_LOG', ['on', 'off'], 'on') === 'on',
    hotRoutes: oneOf(env, 'HOLOCRON_HOT_ROUTES', ['on', 'off'], 'on') === 'on',
    corsOrigins: corsOrigins(env.HOLOCRON_CORS_ORIGINS),
    gameLife: gameLifeFromEnv(env),
    botSeats: botSeatsFromEnv(env),
    limits: limitsFromEnv(env),
    publicUrl: publicUrl(env.HOLOCRON_PUBLIC_URL, port),
    trustProxy: trustProxy(env.HOLOCRON_TRUST_PROXY),
  };
}

function publicUrl(raw: string | undefined, port: number): string {
  if (raw === undefined || raw.trim() === '') return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`HOLOCRON_PUBLIC_URL must be an http(s) address like https://holocron.example, not ${raw}`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new Error(`HOLOCRON_PUBLIC_URL must be an http(s) address without query, fragment or credentials, not ${raw}`);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * The proxies whose X-Forwarded-* headers count, in Express's `trust proxy`
 * forms: a number of hops, or addresses, subnets and the names `loopback`,
 * `linklocal`, `uniquelocal`, comma-separated. Unset or `off`: none.
 */
function trustProxy(raw: string | undefined): HolocronConfig['trustProxy'] {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'off' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  for (const entry of entries) {
    if (!/^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(entry)) {
      throw new Error(`HOLOCRON_TRUST_PROXY must be off, a number of hops, or addresses, subnets, loopback, linklocal, uniquelocal; not ${entry}`);
    }
  }
  return value;
}

/** HOLOCRON_WORKERS: a whole number above 0, or `auto` for one per core the machine offers. */
function workers(raw: string | undefined): number {
  const value = raw?.trim() ?? '';
  if (value === '') return 1;
  if (value === 'auto') return availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`HOLOCRON_WORKERS must be a whole number above 0 or auto, not ${raw}`);
  return n;
}

function metricsPort(raw: string | undefined): number | null {
  if (raw === undefined || raw === '' || raw === 'off') return null;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`HOLOCRON_METRICS_PORT must be a port number or off, not ${raw}`);
  return port;
}

function corsOrigins(raw: string | undefined): HolocronConfig['corsOrigins'] {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '*') return '*';
  if (raw.trim() === 'off') return null;
  const origins = raw.split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of origins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new Error(`HOLOCRON_CORS_ORIGINS must list origins like https://table.example, not ${origin}`);
  }
  return origins;
}

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], fallback: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new Error(`${name} must be one of ${allowed.join(', ')}, not ${raw}`);
  return raw as T;
}

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a whole number above 0, not ${raw}`);
  return value;
}
