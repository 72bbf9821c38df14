import { type DynamicModule, Global, Module } from '@nestjs/common';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { HOLOCRON_CONFIG, type HolocronConfig } from '../config/holocron.config.js';
import { Database } from './database.service.js';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: HolocronConfig): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: HOLOCRON_CONFIG, useValue: config },
        // PGlite loads extensions only when told; Postgres has pg_trgm in contrib (rules glossary search).
        { provide: Database, useFactory: () => Database.open(config, { pg_trgm }) },
      ],
      exports: [HOLOCRON_CONFIG, Database],
    };
  }
}
