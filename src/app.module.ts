import type { IncomingMessage } from 'node:http';
import { ApolloDriver, type ApolloDriverConfig } from '@nestjs/apollo';
import { type DynamicModule, Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { ArmadaModule } from './armada/armada.module.js';
import { CatalogModule } from './catalog/catalog.module.js';
import { formatGraphQLError } from './common/errors/graphql-error.format.js';
import { graphqlWsErrorHooks } from './common/errors/graphql-ws.errors.js';
import type { HolocronConfig } from './config/holocron.config.js';
import { DatabaseModule } from './database/database.module.js';
import { GamesModule } from './games/games.module.js';
import type { GqlContext } from './games/games.resolver.js';
import { HealthModule } from './health/health.module.js';
import { complexityPlugin, graphqlLimitRules, SchemaHolder, subscriptionCheck } from './limits/graphql-limits.js';
import { LimitsModule } from './limits/limits.module.js';
import { rateLimiter } from './limits/rate-limiter.js';
import { RateLimits } from './limits/rate-limits.js';
import { MetricsModule } from './metrics/metrics.module.js';
import { PicturesModule } from './pictures/pictures.module.js';
import { RulesModule } from './rules/rules.module.js';
import { ExplorerModule } from './explorer/explorer.module.js';
import { explorerLandingPage } from './explorer/explorer.landing.js';

/** What graphql-ws' `ws` server puts in a connection's context. */
type WsExtra = { request: IncomingMessage; socket: { close(code: number, reason: string): void } };

type ContextSource = { req?: { headers?: Record<string, string | string[] | undefined> }; connectionParams?: Record<string, unknown> };

/** HTTP requests carry the seat token in a header; graphql-ws connections in their connection parameters. */
export function graphqlContext(source: ContextSource): GqlContext {
  const header = source.req?.headers?.authorization;
  const params = source.connectionParams ?? {};
  const param = params.authorization ?? params.Authorization;
  const authorization = typeof header === 'string' ? header : typeof param === 'string' ? param : undefined;
  return { authorization };
}

@Module({})
export class AppModule {
  static forRoot(config: HolocronConfig): DynamicModule {
    const limits = config.limits.graphql;
    const schema = new SchemaHolder();
    const checkSubscription = subscriptionCheck(limits, config.limits.jsonDepth, schema);
    const rate = config.limits.rate;
    const rates = new RateLimits(rateLimiter(rate.redisUrl, rate.redisPrefix), rate);
    return {
      module: AppModule,
      imports: [
        LimitsModule.forRoot(rates),
        DatabaseModule.forRoot(config),
        MetricsModule,
        GraphQLModule.forRoot<ApolloDriverConfig>({
          driver: ApolloDriver,
          path: '/graphql',
          autoSchemaFile: true,
          sortSchema: true,
          graphiql: false,
          playground: false,
          introspection: true,
          includeStacktraceInErrorResponses: false,
          formatError: formatGraphQLError,
          plugins: [complexityPlugin(limits), explorerLandingPage],
          // Limits (docs/security.md): the document's shape in validation, its cost once the variables are known.
          validationRules: graphqlLimitRules(limits, config.limits.jsonDepth),
          parseOptions: { maxTokens: limits.maxTokens },
          transformSchema: (built) => (schema.schema = built),
          subscriptions: {
            'graphql-ws': {
              ...graphqlWsErrorHooks,
              onConnect: (ctx) => {
                const { request, socket } = ctx.extra as WsExtra;
                return rates.onConnect(request, (code, reason) => socket.close(code, reason));
              },
              onSubscribe: async (ctx, _id, payload) => {
                const { request } = ctx.extra as WsExtra;
                const open = Object.keys(ctx.subscriptions).length;
                return (await rates.onSubscribe(request, graphqlContext(ctx).authorization, open)) ?? checkSubscription(payload);
              },
            },
          },
          context: graphqlContext,
        }),
        HealthModule,
        CatalogModule,
        ArmadaModule,
        GamesModule,
        PicturesModule,
        ExplorerModule,
        RulesModule,
      ],
    };
  }
}
