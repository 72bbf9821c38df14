import { Module } from '@nestjs/common';
import { EventStore } from './event-store.service.js';
import { GameNotifier } from './game-notifier.service.js';

@Module({
  providers: [EventStore, GameNotifier],
  exports: [EventStore, GameNotifier],
})
export class EventStoreModule {}
