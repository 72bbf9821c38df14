import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import cors, { type CorsOptions } from 'cors';
import type { INestApplication, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { answerClientErrors } from './common/errors/client-error.handler.js';
import { ProblemDetailsFilter } from './common/errors/problem-details.filter.js';
import { GamesController } from './games/games.controller.js';
import { HotRoutes } from './games/hot-routes.listener.js';
import { HolocronValidationPipe } from './common/input/holocron-validation.pipe.js';
import { InputSafetyPipe } from './common/input/input-safety.pipe.js';
import type { HolocronConfig } from './config/holocron.config.js';
import { bodyParsers } from './limits/json-body.parser.js';
import { RateLimits, type TrustProxy } from './limits/rate-limits.js';
import { HolocronLogger } from './logging/holocron.logger.js';
import { requestMiddleware, requestTracker } from './logging/request.context.js';
import { Metrics } from './metrics/metrics.service.js';
import { completeOpenApi } from './openapi/openapi.complete.js';
import { RECORDED_EXAMPLES } from './openapi/openapi.examples.data.js';

/** Headers a browser client sends and may read; see docs/operations.md (CORS). */
const CORS_ALLOWED = ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'];
const CORS_EXPOSED = ['X-Request-Id', 'X-Holocron-Worker', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Location'];

/** The `cors` package's options, for Express and the hot routes alike. */
function corsOptions(origins: '*' | readonly string[]): CorsOptions {
  return {
    // Seat tokens travel in the Authorization header, never in cookies: no credentials needed.
    origin: origins === '*' ? '*' : [...origins],
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: CORS_ALLOWED,
    exposedHeaders: CORS_EXPOSED,
    credentials: false,
    maxAge: 600,
  };
}

/** Builds the whole service; main.ts listens on it, tests drive it with supertest. */
export async function createApp(config: HolocronConfig, logger: LogLevel[] | false = ['log', 'warn', 'error']): Promise<INestApplication> {
  // A failed start rejects (main.ts reports it and exits non-zero) instead of aborting the process.
  const app = await NestFactory.create(AppModule.forRoot(config), {
    logger: logger === false ? false : new HolocronLogger(config.logFormat, logger),
    abortOnError: false,
    // Our own parsers, with the body size and JSON nesting limits (src/limits/json-body.parser.ts).
    bodyParser: false,
  });
  // X-Forwarded-* only from the proxies the operator names (docs/security.md, Public URL and proxies).
  const express = app.getHttpAdapter().getInstance() as { set(name: string, value: unknown): void; get(name: string): unknown };
  express.set('trust proxy', config.trustProxy);
  // Nothing tells a client which framework answers (the hot routes, which skip Express, say nothing either).
  express.set('x-powered-by', false);
  const trust = express.get('trust proxy fn') as TrustProxy;
  app.get(RateLimits).trustProxy(trust);
  const jsonLines = logger !== false && logger.includes('log') && config.logFormat === 'json';
  // Which process answered: with HOLOCRON_WORKERS > 1 the workers share one port (docs/operations.md, "Workers").
  const worker = String(process.pid);
  app.use((_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
    res.setHeader('X-Holocron-Worker', worker);
    next();
  });
  const track = requestTracker(app.get(Metrics), !config.accessLog ? 'off' : jsonLines ? 'json' : 'logger');
  app.use(requestMiddleware(track));
  // Before the body is read, so a client over its limit costs no parsing.
  app.use(app.get(RateLimits).http());
  app.use(...bodyParsers(config.limits.bodyBytes, config.limits.jsonDepth));
  const corsMiddleware = config.corsOrigins === null ? null : cors(corsOptions(config.corsOrigins));
  if (corsMiddleware) app.use(corsMiddleware);
  if (config.hotRoutes) {
    const hot = new HotRoutes({
      controller: app.get(GamesController),
      track,
      rateLimits: app.get(RateLimits),
      trust,
      cors: corsMiddleware,
      worker,
      bodyBytes: config.limits.bodyBytes,
      jsonDepth: config.limits.jsonDepth,
    });
    // In front of Express: the two requests of every step skip it (docs/ARCHITECTURE.md, "The hot routes").
    const server = app.getHttpServer() as Server;
    const [expressApp] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!hot.serve(req, res)) expressApp(req, res);
    });
  }
  // Depth and NUL characters first: validation itself recurses and the database refuses NUL (docs/security.md).
  app.useGlobalPipes(new InputSafetyPipe(), new HolocronValidationPipe());
  app.useGlobalFilters(new ProblemDetailsFilter());
  answerClientErrors(app.getHttpServer());
  app.enableShutdownHooks();
  const openApi = new DocumentBuilder()
    .setTitle('Holocron')
    .setDescription(
      'Rules-as-a-service for Star Wars board games. GraphQL at /graphql is the main API; this REST API mirrors it. ' +
        'Errors are RFC 9457 problem details with code, messages {de, en} and, where a rule is the reason, rule.',
    )
    .setVersion('1')
    .build();
  SwaggerModule.setup('docs', app, () => completeOpenApi(SwaggerModule.createDocument(app, openApi), RECORDED_EXAMPLES));
  return app;
}
