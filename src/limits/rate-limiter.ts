import { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { RatePolicy } from './limits.config.js';

/** What one counted request learns: allowed or not, and what the RateLimit headers say. */
export interface RateDecision {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Milliseconds until the bucket is full again. */
  readonly resetMs: number;
  /** Milliseconds until the next request would be allowed; 0 when allowed. */
  readonly retryAfterMs: number;
}

/**
 * A token bucket in the form of GCRA: a key stores one number, the "theoretical arrival time"
 * (TAT) at which its bucket will be full again. A request moves it one emission interval
 * (period / limit) on; it is refused when that would put the TAT more than one period ahead.
 * So `limit` requests may come at once, and `limit` per period after that. One number per
 * key makes it one atomic step in Redis, and keys expire once the bucket is full.
 */
function interval(policy: RatePolicy): number {
  return policy.periodMs / policy.limit;
}

/** Float steps: a little slack so the limit-th request of a burst is not lost to rounding. */
const EPSILON = 1e-6;

function decision(policy: RatePolicy, now: number, tat: number, allowed: boolean): RateDecision {
  const step = interval(policy);
  const ahead = Math.max(0, tat - now);
  const remaining = Math.max(0, Math.floor((policy.periodMs - ahead) / step + EPSILON));
  return {
    allowed,
    limit: policy.limit,
    remaining: Math.min(policy.limit, remaining),
    resetMs: ahead,
    retryAfterMs: allowed ? 0 : Math.max(1, ahead + step - policy.periodMs),
  };
}

export interface RateLimiter {
  take(key: string, policy: RatePolicy): Promise<RateDecision>;
  /** Resolves once the limiter can count (or has given up waiting and counts in memory). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Counters of this instance alone: the default, and the fallback while Redis cannot be reached. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly tats = new Map<string, number>();
  private sweptAt = 0;

  constructor(private readonly maxKeys = 100_000) {}

  async take(key: string, policy: RatePolicy): Promise<RateDecision> {
    return this.takeNow(key, policy, Date.now());
  }

  takeNow(key: string, policy: RatePolicy, now: number): RateDecision {
    this.sweep(now);
    const step = interval(policy);
    const tat = Math.max(this.tats.get(key) ?? now, now);
    const next = tat + step;
    if (next - now > policy.periodMs + EPSILON) return decision(policy, now, tat, false);
    // Re-inserted so the Map's order is by last use, and the sweep drops the stalest first.
    this.tats.delete(key);
    this.tats.set(key, next);
    return decision(policy, now, next, true);
  }

  /** Drops full buckets (a TAT in the past) once a second, and the stalest keys beyond `maxKeys`. */
  private sweep(now: number): void {
    if (now - this.sweptAt < 1000 && this.tats.size < this.maxKeys) return;
    this.sweptAt = now;
    for (const [key, tat] of this.tats) if (tat <= now) this.tats.delete(key);
    for (const key of this.tats.keys()) {
      if (this.tats.size <= this.maxKeys) break;
      this.tats.delete(key);
    }
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.tats.clear();
  }
}

/**
 * GCRA in one Lua script, on Redis' clock (TIME), so instances with skewed clocks agree.
 * Returns {allowed, tat after the request, now}.
 */
const GCRA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local step = tonumber(ARGV[1])
local period = tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or now)
if tat < now then tat = now end
local nxt = tat + step
if nxt - now > period + 0.000001 then return {0, string.format('%.3f', tat), now} end
redis.call('SET', KEYS[1], string.format('%.3f', nxt), 'PX', math.max(1, math.ceil(nxt - now)))
return {1, string.format('%.3f', nxt), now}
`;

type GcraRedis = Redis & { gcra(key: string, step: number, period: number): Promise<[number, string, number]> };

/**
 * Counters shared by every instance on one Redis. While Redis does not answer (within 250 ms),
 * each instance counts in memory instead: limits stay, per instance, and nothing waits on Redis.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly log = new Logger('RateLimits');
  private readonly redis: GcraRedis;
  private readonly fallback = new MemoryRateLimiter();
  private degraded = false;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 250,
      connectTimeout: 1000,
      retryStrategy: (times) => Math.min(times * 200, 2000),
      lazyConnect: false,
    }) as GcraRedis;
    this.redis.defineCommand('gcra', { numberOfKeys: 1, lua: GCRA });
    this.redis.on('error', () => undefined);
  }

  async take(key: string, policy: RatePolicy): Promise<RateDecision> {
    try {
      const [allowed, tat, now] = await this.redis.gcra(this.prefix + key, interval(policy), policy.periodMs);
      if (this.degraded) this.log.log('Redis answers again: rate limits are shared across instances again');
      this.degraded = false;
      return decision(policy, Number(now), Number(tat), allowed === 1);
    } catch (error) {
      if (!this.degraded) this.log.warn(`Redis does not answer (${(error as Error).message}): rate limits count per instance until it does`);
      this.degraded = true;
      return this.fallback.take(key, policy);
    }
  }

  /** Waits up to a second for the connection, so the first requests after start are counted in Redis too. */
  async ready(): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, 1000);
      this.redis.once('ready', done);
    });
    if ((this.redis.status as string) !== 'ready') this.log.warn('Redis does not answer yet: rate limits count per instance until it does');
  }

  async close(): Promise<void> {
    await this.fallback.close();
    this.redis.disconnect();
  }
}

export const RATE_LIMITER = Symbol('RATE_LIMITER');

export function rateLimiter(redisUrl: string | null, prefix: string): RateLimiter {
  return redisUrl ? new RedisRateLimiter(redisUrl, prefix) : new MemoryRateLimiter();
}
