import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from '../metrics/metrics.service.js';
import { stdoutBatch } from './stdout.batch.js';

interface RequestContext {
  readonly requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request being served, for log lines written while serving it. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** A client's X-Request-Id is kept when it is a plain token, so a trace spans client and server. */
const CLIENT_ID = /^[\w.:-]{1,128}$/;

/** The route template that served the request, never the raw path (ids would explode the metric). */
function routeOf(req: Request): string {
  const route = (req as Request & { route?: { path?: unknown } }).route?.path;
  if (typeof route === 'string') return `${req.baseUrl}${route}`;
  if (req.baseUrl) return req.baseUrl;
  return 'unmatched';
}

/**
 * How access lines are written: not at all; through Nest's logger (text lines, or whatever the
 * app's logger does); or, when that logger writes JSON lines, as the same JSON line straight to
 * stdout: the line's fields hold no secret to mask, and Nest's generic formatting was a tenth of
 * the CPU of a request (issue 12).
 */
export type AccessLog = 'off' | 'logger' | 'json';

/** What the access line says of a request, found by Express or, on the hot routes, by the same rules without it. */
interface Seen {
  readonly path: string;
  readonly ip: string | undefined;
  /** Read when the answer is sent: Express knows the route only once its router matched. */
  route(): string;
}

/**
 * Gives the request an id (X-Request-Id, echoed in the response) and, when it is answered, writes
 * the access log line and the HTTP metrics; returns the id to run the request's work under.
 */
export type RequestTracker = (req: IncomingMessage, res: ServerResponse, seen: Seen) => RequestContext;

export function requestTracker(metrics: Metrics, accessLog: AccessLog): RequestTracker {
  const log = new Logger('Access');
  const line = accessLog === 'json' ? stdoutBatch() : null;
  return (req, res, seen) => {
    const header = req.headers['x-request-id'];
    const requestId = typeof header === 'string' && CLIENT_ID.test(header) ? header : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const labels = { method: req.method ?? '', route: seen.route(), status: String(res.statusCode) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, seconds);
      if (accessLog === 'off') return;
      const fields = {
        requestId,
        method: req.method,
        path: seen.path,
        route: labels.route,
        status: res.statusCode,
        durationMs: Math.round(seconds * 1e5) / 100,
        bytes: Number(res.getHeader('content-length') ?? 0),
        ip: seen.ip,
        userAgent: req.headers['user-agent'],
      };
      if (line) {
        line(`${JSON.stringify({ level: 'log', pid: process.pid, timestamp: Date.now(), message: 'request', context: 'Access', ...fields })}\n`);
      } else storage.run({ requestId }, () => log.log('request', fields));
    });
    return { requestId };
  };
}

/** Runs `work` as the request of `context`, so log lines written meanwhile carry its id. */
export function inRequest(context: RequestContext, work: () => void): void {
  storage.run(context, work);
}

/** The first middleware: the request tracker on Express' view of the request. */
export function requestMiddleware(track: RequestTracker) {
  return (req: Request, res: Response, next: NextFunction): void => {
    inRequest(track(req, res, { path: req.path, ip: req.ip, route: () => routeOf(req) }), next);
  };
}
