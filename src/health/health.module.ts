import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller.js';

// Failed checks are logged as JSON through the service's logger, never as a coloured box.
@Module({ imports: [TerminusModule.forRoot({ errorLogStyle: 'json' })], controllers: [HealthController] })
export class HealthModule {}
