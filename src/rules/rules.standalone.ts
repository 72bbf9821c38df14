import { type DynamicModule, type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { HolocronConfig } from '../config/holocron.config.js';
import { DatabaseModule } from '../database/database.module.js';
import { Metrics } from '../metrics/metrics.service.js';
import { RulesSeeder } from './rules.seed.js';
import { RulesService } from './rules.service.js';

/** Just the database and the glossary, without HTTP: for the evaluation script and the benchmark. */
@Module({})
export class RulesStandaloneModule {
  static forRoot(config: HolocronConfig): DynamicModule {
    return { module: RulesStandaloneModule, imports: [DatabaseModule.forRoot(config)], providers: [RulesSeeder, RulesService, Metrics] };
  }
}

export function openRules(config: HolocronConfig): Promise<INestApplicationContext> {
  return NestFactory.createApplicationContext(RulesStandaloneModule.forRoot(config), { logger: ['warn', 'error'] });
}
