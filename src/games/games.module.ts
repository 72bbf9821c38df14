import { Module } from '@nestjs/common';
import { EventStoreModule } from '../event-store/event-store.module.js';
import { ActionSubmission } from './action-submission.service.js';
import { GameLoader } from './game-loader.service.js';
import { GameWatch } from './game-watch.service.js';
import { GamesController } from './games.controller.js';
import { GamesResolver } from './games.resolver.js';
import { GamesService } from './games.service.js';
import { SandboxDice } from './sandbox-dice.service.js';
import { IdempotencyLocks } from './idempotency.locks.js';
import { IdempotentRequests } from './idempotent.requests.js';
import { IdempotencyPurge } from './idempotency.purge.js';
import { BotSeats } from './bots/bot-seats.service.js';
import { TYPED_FIELD_RESOLVERS } from './typed/typed-fields.resolver.js';
import { GAME_LIFE_CONTROLLERS, GAME_LIFE_PROVIDERS } from './game-life/game-life.providers.js';

@Module({
  imports: [EventStoreModule],
  controllers: [GamesController, ...GAME_LIFE_CONTROLLERS],
  providers: [GameLoader, GamesService, ActionSubmission, IdempotencyLocks, IdempotentRequests, IdempotencyPurge, GameWatch, GamesResolver, SandboxDice, BotSeats, ...GAME_LIFE_PROVIDERS, ...TYPED_FIELD_RESOLVERS],
  exports: [GamesService],
})
export class GamesModule {}
