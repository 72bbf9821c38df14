import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { createApp } from '../app.factory.js';
import { configFromEnv } from '../config/holocron.config.js';
import { printServedSchema } from './print-schema.js';

/** `npm run schema`: writes the served GraphQL schema to src/schema.gql (committed). */
const app = await createApp({ ...configFromEnv(), databaseUrl: undefined, dataDir: 'memory://' }, false);
await app.init();
writeFileSync('src/schema.gql', printServedSchema(app));
await app.close();
console.log('wrote src/schema.gql');
