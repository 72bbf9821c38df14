import { Module } from '@nestjs/common';
import { EventStoreModule } from '../event-store/event-store.module.js';
import { GamesController } from './games.controller.js';
import { GamesResolver } from './games.resolver.js';
import { GamesService } from './games.service.js';

@Module({
  imports: [EventStoreModule],
  controllers: [GamesController],
  providers: [GamesService, GamesResolver],
})
export class GamesModule {}
