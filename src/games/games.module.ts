import { Module } from '@nestjs/common';
import { EventStoreModule } from '../event-store/event-store.module.js';
import { ActionSubmission } from './action-submission.service.js';
import { GameLoader } from './game-loader.service.js';
import { GameWatch } from './game-watch.service.js';
import { GamesController } from './games.controller.js';
import { GamesResolver } from './games.resolver.js';
import { GamesService } from './games.service.js';
import { SandboxDice } from './sandbox-dice.service.js';

@Module({
  imports: [EventStoreModule],
  controllers: [GamesController],
  providers: [GameLoader, GamesService, ActionSubmission, GameWatch, GamesResolver, SandboxDice],
  exports: [GamesService],
})
export class GamesModule {}
