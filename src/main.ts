import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.factory.js';
import { configFromEnv } from './config/holocron.config.js';
import { DataDirLockedError } from './database/data-dir.lock.js';
import { HolocronLogger } from './logging/holocron.logger.js';

const config = configFromEnv();
const log = new HolocronLogger(config.logFormat, ['log', 'warn', 'error', 'fatal']);
log.setContext('Holocron');
try {
  const app = await createApp(config);
  await app.listen(config.port);
  const { port } = app.getHttpServer().address() as AddressInfo;
  log.log(`Holocron listens on http://localhost:${port} (GraphQL /graphql, REST /v1, docs /docs)`);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  log.fatal(`Holocron startet nicht: ${error.messages.de} | Holocron does not start: ${error.messages.en}`);
  process.exit(1);
}
