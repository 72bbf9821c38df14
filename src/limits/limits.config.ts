/**
 * The limits that keep one client from exhausting the service: GraphQL shape and cost, request
 * bodies, request rates, idempotency keys. Defaults and meaning: docs/security.md.
 */
export interface LimitsConfig {
  readonly graphql: {
    /** Deepest field nesting of one operation, fragments expanded; the standard introspection query needs 12. */
    readonly maxDepth: number;
    /** Aliased fields in one document. */
    readonly maxAliases: number;
    /** The cost budget of one operation (see graphql-complexity.ts). */
    readonly maxComplexity: number;
    /** What a list field without a `limit` argument is assumed to return. */
    readonly listSize: number;
    /** Root fields of one mutation operation. */
    readonly maxMutations: number;
    /** Lexical tokens in one document, so the parser never sees a huge one. */
    readonly maxTokens: number;
  };
  /** Largest request body, bytes. */
  readonly bodyBytes: number;
  /** Deepest nesting of objects and arrays in a JSON body. */
  readonly jsonDepth: number;
  readonly rate: RateLimitsConfig;
  /** How long an idempotency key and its stored answer are kept (the IETF draft's expiry). */
  readonly idempotencyTtlMs: number;
}

/** `limit` requests at once, refilled evenly over `periodMs` (a token bucket; see rate-limiter.ts). */
export interface RatePolicy {
  readonly limit: number;
  readonly periodMs: number;
}

export interface RateLimitsConfig {
  /** Requests (HTTP, and graphql-ws subscribe messages) per seat token. */
  readonly token: RatePolicy;
  /** Requests of one seat token open (arrived, not answered) at once on one instance. */
  readonly tokenConcurrency: number;
  /** Requests, graphql-ws connections and subscribe messages per client address. */
  readonly ip: RatePolicy;
  /** Subscriptions open at once on one graphql-ws connection. */
  readonly subscriptionsPerConnection: number;
  /** Shared counters across instances; null: each instance counts in memory. */
  readonly redisUrl: string | null;
  /** Prefix of the counters' keys in Redis, so several deployments (or test runs) can share one. */
  readonly redisPrefix: string;
}

export const LIMIT_DEFAULTS: LimitsConfig = {
  graphql: { maxDepth: 12, maxAliases: 50, maxComplexity: 5000, listSize: 10, maxMutations: 5, maxTokens: 50_000 },
  bodyBytes: 100 * 1024,
  // The input pipe's MAX_JSON_DEPTH (src/common/input): one number for bodies, literals and arguments.
  jsonDepth: 64,
  rate: {
    // 100 at once, then 250 a second: a bot playing flat out fits, 600 requests at once do not.
    token: { limit: 100, periodMs: 400 },
    // 600 at once, then 600 a second: room for many seats and spectators behind one address.
    ip: { limit: 600, periodMs: 1000 },
    // 50 concurrent appends to one game by one seat (the reliability suite's load) still fit.
    tokenConcurrency: 64,
    subscriptionsPerConnection: 20,
    redisUrl: null,
    redisPrefix: 'holocron:rate:',
  },
  idempotencyTtlMs: 24 * 3_600_000,
};

export function limitsFromEnv(env: NodeJS.ProcessEnv): LimitsConfig {
  const d = LIMIT_DEFAULTS;
  return {
    graphql: {
      maxDepth: wholeNumber(env, 'HOLOCRON_GRAPHQL_MAX_DEPTH', d.graphql.maxDepth),
      maxAliases: wholeNumber(env, 'HOLOCRON_GRAPHQL_MAX_ALIASES', d.graphql.maxAliases, 0),
      maxComplexity: wholeNumber(env, 'HOLOCRON_GRAPHQL_MAX_COMPLEXITY', d.graphql.maxComplexity),
      listSize: wholeNumber(env, 'HOLOCRON_GRAPHQL_LIST_SIZE', d.graphql.listSize),
      maxMutations: wholeNumber(env, 'HOLOCRON_GRAPHQL_MAX_MUTATIONS', d.graphql.maxMutations),
      maxTokens: wholeNumber(env, 'HOLOCRON_GRAPHQL_MAX_TOKENS', d.graphql.maxTokens),
    },
    bodyBytes: wholeNumber(env, 'HOLOCRON_BODY_LIMIT_BYTES', d.bodyBytes),
    jsonDepth: wholeNumber(env, 'HOLOCRON_JSON_MAX_DEPTH', d.jsonDepth),
    rate: {
      token: ratePolicy(env, 'HOLOCRON_RATE_LIMIT_TOKEN', d.rate.token),
      tokenConcurrency: wholeNumber(env, 'HOLOCRON_RATE_LIMIT_TOKEN_CONCURRENCY', d.rate.tokenConcurrency),
      ip: ratePolicy(env, 'HOLOCRON_RATE_LIMIT_IP', d.rate.ip),
      subscriptionsPerConnection: wholeNumber(env, 'HOLOCRON_WS_MAX_SUBSCRIPTIONS', d.rate.subscriptionsPerConnection),
      redisUrl: redisUrl(env.REDIS_URL),
      redisPrefix: env.HOLOCRON_RATE_LIMIT_PREFIX || d.rate.redisPrefix,
    },
    idempotencyTtlMs: duration(env, 'HOLOCRON_IDEMPOTENCY_TTL', d.idempotencyTtlMs),
  };
}

/** `24h`, `30m`, `90s`, `500ms`. */
export function duration(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const m = /^\s*(\d+)\s*(ms|s|m|h)\s*$/.exec(raw);
  const ms = m ? Number(m[1]) * UNITS[m[2]] : NaN;
  if (!(Number.isSafeInteger(ms) && ms >= 1)) throw new Error(`${name} must be a duration like 24h, 30m, 90s or 500ms, not ${raw}`);
  return ms;
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `300/10s`: 300 requests at once, refilled evenly over 10 seconds (units ms, s, m, h). */
export function ratePolicy(env: NodeJS.ProcessEnv, name: string, fallback: RatePolicy): RatePolicy {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*(ms|s|m|h)\s*$/.exec(raw);
  const limit = m ? Number(m[1]) : NaN;
  const periodMs = m ? Number(m[2]) * UNITS[m[3]] : NaN;
  if (!(Number.isSafeInteger(limit) && limit >= 1 && Number.isSafeInteger(periodMs) && periodMs >= 1)) {
    throw new Error(`${name} must look like 300/10s (requests per period; units ms, s, m, h), not ${raw}`);
  }
  return { limit, periodMs };
}

function redisUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  if (!/^rediss?:\/\//.test(raw.trim())) throw new Error(`REDIS_URL must start with redis:// or rediss://, not ${raw}`);
  return raw.trim();
}

export function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min}, not ${raw}`);
  return value;
}
