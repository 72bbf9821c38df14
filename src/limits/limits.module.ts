import { type DynamicModule, Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { RateLimits } from './rate-limits.js';

/** Makes the one RateLimits of the app injectable (app.factory.ts mounts its middleware) and closes its Redis connection on shutdown. */
@Global()
@Module({})
export class LimitsModule implements OnApplicationShutdown {
  constructor(@Inject(RateLimits) private readonly rates: RateLimits) {}

  static forRoot(rates: RateLimits): DynamicModule {
    return { module: LimitsModule, providers: [{ provide: RateLimits, useValue: rates }], exports: [RateLimits] };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.rates.limiter.close();
  }
}
