import { Module } from '@nestjs/common';
import { RulesController } from './rules.controller.js';
import { RuleSearchHitResolver, RulesResolver } from './rules.resolver.js';
import { RulesSeeder } from './rules.seed.js';
import { RulesService } from './rules.service.js';

/** The rules glossary: loaded on start, searched and looked up over REST and GraphQL. */
@Module({
  controllers: [RulesController],
  providers: [RulesSeeder, RulesService, RulesResolver, RuleSearchHitResolver],
  exports: [RulesService, RulesSeeder],
})
export class RulesModule {}
