import { type DynamicModule, Global, Inject, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RateLimits } from './rate-limits.js';

/** Makes the one RateLimits of the app injectable (app.factory.ts mounts its middleware) waits for its Redis connection on start and closes it on shutdown. */
@Global()
@Module({})
export class LimitsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(RateLimits) private readonly rates: RateLimits) {}

  static forRoot(rates: RateLimits): DynamicModule {
    return { module: LimitsModule, providers: [{ provide: RateLimits, useValue: rates }], exports: [RateLimits] };
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.rates.limiter.ready();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.rates.limiter.close();
  }
}
