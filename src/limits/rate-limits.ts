import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import { HolocronError } from '../common/errors/holocron.error.js';
import { problemDetails } from '../common/errors/problem-details.filter.js';
import { sendJson } from '../common/http/json.response.js';
import { text } from '../engine/core/text.js';
import type { RateLimitsConfig } from './limits.config.js';
import type { RateDecision, RateLimiter } from './rate-limiter.js';

export type RateScope = 'ip' | 'token';

export interface RateOutcome {
  readonly scope: RateScope;
  readonly decision: RateDecision;
}

/** Paths never limited: probes are asked by load balancers and orchestrators, often from one address. */
const EXEMPT = /^\/health(\/|$)/;

/** The counter of a seat token: a hash, so the token itself is never stored or sent to Redis. */
function tokenKey(authorization: string | undefined): string | null {
  const m = /^Bearer\s+(\S{1,512})\s*$/i.exec(authorization ?? '');
  return m ? createHash('sha256').update(m[1]).digest('hex').slice(0, 32) : null;
}

/** Express' compiled `trust proxy`: whether the hop at `i` (0: the socket's peer) is a trusted proxy. */
export type TrustProxy = (address: string, i: number) => boolean;

/**
 * The client address of a request that Express does not see (graphql-ws upgrades), found as
 * Express finds `req.ip` (proxy-addr): from the socket's peer back along X-Forwarded-For, the
 * first hop that is not a trusted proxy.
 */
export function clientAddress(request: IncomingMessage, trust: TrustProxy): string {
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
    .reverse();
  const addresses = [request.socket.remoteAddress ?? 'unknown', ...hops];
  for (let i = 0; i < addresses.length - 1; i++) if (!trust(addresses[i], i)) return addresses[i];
  return addresses[addresses.length - 1];
}

function seconds(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

/** RATE_LIMITED with what a client needs to wait correctly. */
export function rateLimitedError(outcome: RateOutcome): HolocronError {
  const retryAfter = Math.max(1, seconds(outcome.decision.retryAfterMs));
  const who = outcome.scope === 'token' ? text('dieses Token', 'this token') : text('diese Adresse', 'this address');
  return HolocronError.of(
    'RATE_LIMITED',
    text(
      `Zu viele Anfragen für ${who.de} (höchstens ${outcome.decision.limit} auf einmal); in ${retryAfter} s erneut versuchen (siehe docs/security.md).`,
      `Too many requests for ${who.en} (at most ${outcome.decision.limit} at once); try again in ${retryAfter} s (see docs/security.md).`,
    ),
    { scope: outcome.scope, limit: outcome.decision.limit, retryAfter },
  );
}

/** RATE_LIMITED for a token with too many requests open at once: try again in a second. */
function tooManyInFlight(max: number): HolocronError {
  return HolocronError.of(
    'RATE_LIMITED',
    text(
      `Dieses Token hat schon ${max} Anfragen gleichzeitig offen; in 1 s erneut versuchen (siehe docs/security.md).`,
      `This token already has ${max} requests open at once; try again in 1 s (see docs/security.md).`,
    ),
    { scope: 'token', limit: max, retryAfter: 1, concurrency: true },
  );
}

/**
 * Per-token and per-address limits on REST, GraphQL over HTTP and graphql-ws (connections and
 * subscribe messages), counted by a RateLimiter (Redis when REDIS_URL is set, else memory), and
 * the cap on subscriptions open on one connection. Defaults: docs/security.md.
 */
export class RateLimits {
  /** Until app.factory.ts hands over Express' setting: no proxy trusted, the socket's peer counts. */
  private trust: TrustProxy = () => false;

  constructor(
    readonly limiter: RateLimiter,
    readonly config: RateLimitsConfig,
  ) {}

  /** graphql-ws connections are counted by the same client address as HTTP requests (HOLOCRON_TRUST_PROXY). */
  trustProxy(trust: TrustProxy): void {
    this.trust = trust;
  }

  /**
   * Counts one request against its address and, with a bearer token, the token; returns the
   * refusal, or the decision with the fewest requests left (for the headers). The token is
   * counted only when the address still may ask, so a flood from one address does not use up
   * a seat's budget.
   */
  count(ip: string, authorization: string | undefined): Promise<RateOutcome> {
    return this.countKeyed(ip, tokenKey(authorization));
  }

  /** count() with the token's counter key already hashed (the HTTP middleware hashes it once per request). */
  private async countKeyed(ip: string, token: string | null): Promise<RateOutcome> {
    const byIp: RateOutcome = { scope: 'ip', decision: await this.limiter.take(`ip:${ip}`, this.config.ip) };
    if (!byIp.decision.allowed || token === null) return byIp;
    const byToken: RateOutcome = { scope: 'token', decision: await this.limiter.take(`token:${token}`, this.config.token) };
    if (!byToken.decision.allowed) return byToken;
    return byToken.decision.remaining <= byIp.decision.remaining ? byToken : byIp;
  }

  /** Requests of each token that arrived and are not answered yet, on this instance. */
  private readonly open = new Map<string, number>();

  /**
   * Counts a request of `token` as open until its response is sent, and returns how many of the
   * token's requests are open with it. Counted when the request arrives, not when it is served:
   * an in-process database (PGlite) serves one request after the other, so 600 requests sent at
   * once are open at once only in this sense.
   */
  private arrive(token: string, res: ServerResponse): number {
    const open = (this.open.get(token) ?? 0) + 1;
    this.open.set(token, open);
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      const now = (this.open.get(token) ?? 1) - 1;
      if (now <= 0) this.open.delete(token);
      else this.open.set(token, now);
    };
    res.once('finish', leave);
    res.once('close', leave);
    return open;
  }

  /** Express middleware for every HTTP route but the probes: RateLimit-* headers always, 429 problem details with Retry-After beyond the limit. */
  http(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.method === 'OPTIONS' || EXEMPT.test(req.path)) return next();
      this.admit(req, res, req.ip ?? req.socket.remoteAddress ?? 'unknown', req.originalUrl, next, next);
    };
  }

  /**
   * Counts one request and calls `next` when it may be served; otherwise answers it with 429.
   * The middleware above and the hot routes (src/games/hot-routes.listener.ts) share it.
   */
  admit(req: IncomingMessage, res: ServerResponse, ip: string, instance: string, next: () => void, fail: (error: unknown) => void): void {
    const token = tokenKey(req.headers.authorization);
    const position = token === null ? 0 : this.arrive(token, res);
    // Decided on the next turn of the event loop, once every request that arrived with this one
    // was counted as open too (see arrive()).
    const arrived = new Promise<void>((resolve) => setImmediate(resolve));
    arrived.then(() => this.countKeyed(ip, token)).then((outcome) => {
      const d = outcome.decision;
      res.setHeader('RateLimit-Limit', String(d.limit));
      res.setHeader('RateLimit-Remaining', String(d.remaining));
      res.setHeader('RateLimit-Reset', String(seconds(d.resetMs)));
      if (d.allowed && position <= this.config.tokenConcurrency) return next();
      const error = d.allowed ? tooManyInFlight(this.config.tokenConcurrency) : rateLimitedError(outcome);
      res.setHeader('RateLimit-Remaining', '0');
      res.setHeader('Retry-After', String(error.extra.retryAfter));
      sendJson(res, 429, problemDetails(error, instance), 'application/problem+json');
    }, fail);
  }

  /** graphql-ws `onConnect`: a connection counts as one request of its address; beyond the limit it is closed with 4429. */
  async onConnect(request: IncomingMessage, close: (code: number, reason: string) => void): Promise<boolean> {
    const outcome = await this.count(clientAddress(request, this.trust), undefined);
    if (outcome.decision.allowed) return true;
    close(4429, 'Too many requests');
    return false;
  }

  /**
   * graphql-ws `onSubscribe`: each subscribe message counts as a request of the connection's
   * address and token, and a connection holds at most `subscriptionsPerConnection` at once.
   * `open` counts the connection's subscriptions including this one.
   */
  async onSubscribe(request: IncomingMessage, authorization: string | undefined, open: number): Promise<readonly GraphQLError[] | undefined> {
    const max = this.config.subscriptionsPerConnection;
    if (open > max) {
      const error = HolocronError.of(
        'TOO_MANY_SUBSCRIPTIONS',
        text(
          `Diese Verbindung hat schon ${max} offene Abonnements; erst eines beenden (siehe docs/security.md).`,
          `This connection already has ${max} open subscriptions; complete one first (see docs/security.md).`,
        ),
        { limit: max },
      );
      return [new GraphQLError(error.messages.en, { extensions: error.toExtensions() })];
    }
    const outcome = await this.count(clientAddress(request, this.trust), authorization);
    if (outcome.decision.allowed) return undefined;
    const error = rateLimitedError(outcome);
    return [new GraphQLError(error.messages.en, { extensions: error.toExtensions() })];
  }
}
