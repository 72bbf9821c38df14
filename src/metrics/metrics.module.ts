import { Global, Module } from '@nestjs/common';
import { MetricsServer } from './metrics.server.js';
import { Metrics } from './metrics.service.js';

@Global()
@Module({ providers: [Metrics, MetricsServer], exports: [Metrics] })
export class MetricsModule {}
