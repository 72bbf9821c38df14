import { type DynamicModule, Global, Module } from '@nestjs/common';
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
        { provide: Database, useFactory: () => Database.open(config) },
      ],
      exports: [HOLOCRON_CONFIG, Database],
    };
  }
}
