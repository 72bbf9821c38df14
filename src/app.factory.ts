import { type INestApplication, type LogLevel, ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import { ProblemDetailsFilter } from './common/errors/problem-details.filter.js';
import type { HolocronConfig } from './config/holocron.config.js';

/** Builds the whole service; main.ts listens on it, tests drive it with supertest. */
export async function createApp(config: HolocronConfig, logger: LogLevel[] | false = ['log', 'warn', 'error']): Promise<INestApplication> {
  // A failed start rejects (main.ts reports it and exits non-zero) instead of aborting the process.
  const app = await NestFactory.create(AppModule.forRoot(config), { logger, abortOnError: false });
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new ProblemDetailsFilter());
  app.enableShutdownHooks();
  const openApi = new DocumentBuilder()
    .setTitle('Holocron')
    .setDescription(
      'Rules-as-a-service for Star Wars board games. GraphQL at /graphql is the main API; this REST API mirrors it. ' +
        'Errors are RFC 9457 problem details with code, messages {de, en} and, where a rule is the reason, rule.',
    )
    .setVersion('1')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'The secret seat token from POST /v1/games' })
    .build();
  SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, openApi));
  return app;
}
