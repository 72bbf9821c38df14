import 'reflect-metadata';
import { createApp } from './app.factory.js';
import { configFromEnv } from './config/holocron.config.js';

const config = configFromEnv();
const app = await createApp(config);
await app.listen(config.port);
console.log(`Holocron listens on http://localhost:${config.port} (GraphQL /graphql, REST /v1, docs /docs)`);
